import type { Request, Response } from 'express';
import { safeReturnPath, withReturnPathParam } from '@app/contracts/routing';
import { POPUP_PAGE_CSP, popupResultPage, type SignInResult } from './popup-result-page.js';
import { SignInFailed } from './sign-in-failure.js';
import type { ProviderStep } from './sign-in-flow.service.js';
import type { ProviderProfile } from './sign-in/sign-in.service.js';

/**
 * The HTTP side of the sign-in round trip, for AuthController: the flow cookie, passport's
 * middleware (which needs Express's request and response), and the page or redirect it ends on.
 */

export type FlowState = { mode: 'popup' | 'redirect'; returnTo: string };
type FlowSession = { signIn?: FlowState } & Record<string, unknown>;

/** Keeps how the sign-in ends in the signed flow cookie (cookie-session, app.setup.ts). */
export function rememberFlow(request: Request, state: FlowState): void {
  (request.session as FlowSession).signIn = state;
}

/** How the sign-in the browser started ends; the flow cookie forgets it. */
export function takeFlow(request: Request): FlowState {
  const session = request.session as FlowSession;
  const state = session.signIn ?? { mode: 'redirect', returnTo: '/' };
  delete session.signIn;
  return state;
}

/** Sends the browser to the provider's sign-in page (state, PKCE, nonce in the flow cookie). */
export function redirectToProvider(
  step: ProviderStep,
  request: Request,
  response: Response,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    step.passport.authenticate(step.provider, step.options)(request, response, (error?: unknown) =>
      error ? reject(error) : resolve(),
    );
    response.on('finish', () => resolve());
  });
}

/** The profile the provider's callback carries; SignInFailed when it carries none. */
export function profileFromCallback(
  step: ProviderStep,
  request: Request,
  response: Response,
): Promise<ProviderProfile> {
  return new Promise((resolve, reject) => {
    step.passport.authenticate(
      step.provider,
      step.options,
      (error: unknown, profile: ProviderProfile | false | undefined) => {
        if (error) return reject(error);
        // No profile: the user declined at the provider, or the callback does not belong to a
        // sign-in this browser started (state, PKCE or nonce do not match).
        if (!profile) {
          const declined = request.query.error === 'access_denied';
          return reject(new SignInFailed(declined ? 'access-denied' : 'invalid-state'));
        }
        resolve(profile);
      },
    )(request, response, reject);
  });
}

/** Popup mode: the page that tells the opener. Redirect mode: back to returnTo. */
export function sendSignInResult(response: Response, state: FlowState, result: SignInResult): void {
  if (state.mode === 'popup') {
    response
      .status(result.ok ? 200 : 400)
      .setHeader('Content-Security-Policy', POPUP_PAGE_CSP)
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(popupResultPage(result));
    return;
  }
  // Checked again here (the flow cookie may predate a stricter rule) and sent exactly as the
  // check answered: resolving it against another base could turn `//x` into another site.
  const target = result.ok
    ? safeReturnPath(state.returnTo)
    : withReturnPathParam(state.returnTo, 'signInError', result.error);
  response.status(302).setHeader('Location', target).setHeader('Cache-Control', 'no-store');
  response.end();
}
