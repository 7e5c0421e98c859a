import type { PersonalTokenScope } from '@app/contracts/settings';

/**
 * Who a request acts for: set by the AuthGuard from a verified access token. `personalToken` is
 * there when the request came with a personal access token rather than a sign-in's JWT: the
 * guards then hold it to its scope and keep it off the routes tokens may not use.
 */
export type AuthenticatedUser = {
  readonly id: string;
  readonly email: string;
  readonly personalToken?: { readonly id: string; readonly scope: PersonalTokenScope };
};
