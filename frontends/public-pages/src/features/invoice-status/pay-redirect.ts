/**
 * Leaving for the payment provider's page. A seam (like the editor's `mollieRedirect`) so unit
 * tests can see where the customer would go without leaving the test page.
 */
export const payRedirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
