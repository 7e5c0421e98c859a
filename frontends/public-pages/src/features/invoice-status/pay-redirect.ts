/**
 * Leaving for the payment provider's page, or for another page of ours in the light entry. A seam
 * (like the editor's `mollieRedirect`) so unit tests can see where the customer would go without
 * leaving the test page.
 */
export const payRedirect = {
  to(url: string): void {
    window.location.assign(url);
  },
  /** Instead of this page, as the router's `replace` does. */
  replace(path: string): void {
    window.location.replace(path);
  },
};
