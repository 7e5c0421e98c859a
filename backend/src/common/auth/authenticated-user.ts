/** Who a request acts for: set by the AuthGuard from a verified access token. */
export type AuthenticatedUser = {
  readonly id: string;
  readonly email: string;
};
