import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import { safeReturnPath, withReturnPathParam } from '@app/contracts/routing';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../common/auth/access-tokens.service.js';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { UsersService } from '../users/users.service.js';
import {
  assertAntiForgery,
  clearSessionCookies,
  refreshTokenOf,
  setSessionCookies,
} from './auth-cookies.js';
import type { SessionDto } from './dto/session.dto.js';
import { IdentityProvidersService } from './identity-providers.service.js';
import { POPUP_PAGE_CSP, popupResultPage, type SignInErrorKind } from './popup-result-page.js';
import { SessionsService } from './sessions/sessions.service.js';
import { type ProviderProfile, SignInService } from './sign-in/sign-in.service.js';
import type { IdentityProviderName } from './sign-in/user-identity.entity.js';

type FlowState = { mode: 'popup' | 'redirect'; returnTo: string };
type FlowSession = { signIn?: FlowState } & Record<string, unknown>;

class SignInFailed extends Error {
  constructor(readonly kind: SignInErrorKind) {
    super(kind);
  }
}

function failureKind(error: unknown): SignInErrorKind {
  if (error instanceof SignInFailed) return error.kind;
  if (error instanceof DomainException && error.code === 'CONFLICT') return 'account-exists';
  // openid-client throws (rather than failing) when the callback's state, issuer or code do not
  // belong to the authorization request this browser started.
  if (error instanceof oidc.ClientError && error.code === 'OAUTH_INVALID_RESPONSE') {
    return 'invalid-state';
  }
  return 'internal-error';
}

/** The sign-in round trip with a provider, and the session it starts. */
@Injectable()
export class SignInFlowService {
  private readonly logger = new Logger('SignIn');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: IdentityProvidersService,
    private readonly signIns: SignInService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  private get secure(): boolean {
    return this.config.publicUrl.startsWith('https://');
  }

  async start(
    provider: IdentityProviderName,
    state: FlowState,
    request: Request,
    response: Response,
  ): Promise<void> {
    if (!this.providers.enabled.has(provider)) {
      throw new DomainException('NOT_FOUND', {
        message: `Sign-in with ${provider} is not configured`,
      });
    }
    (request.session as FlowSession).signIn = state;
    await new Promise<void>((resolve, reject) => {
      const options = {
        session: false,
        prompt: 'select_account',
        scope: ['openid', 'email', 'profile'],
        callbackURL: this.providers.callbackUrl(provider, request),
      };
      this.providers.passport.authenticate(provider, options)(
        request,
        response,
        (error?: unknown) => (error ? reject(error) : resolve()),
      );
      response.on('finish', () => resolve());
    });
  }

  async finish(
    provider: IdentityProviderName,
    request: Request,
    response: Response,
  ): Promise<void> {
    const session = request.session as FlowSession;
    const state = session.signIn ?? { mode: 'redirect', returnTo: '/' };
    delete session.signIn;
    try {
      const profile = await this.authenticate(provider, request, response);
      const user = await this.signIns.signIn(profile);
      const tokens = await this.sessions.start({ id: user.id, email: user.email });
      setSessionCookies(response, tokens.refreshToken, tokens.familyExpiresAt, this.secure);
      this.finishWith(response, state, { type: 'invoicing:sign-in', ok: true });
    } catch (error) {
      const kind = failureKind(error);
      // The kind only: provider errors can echo codes and tokens.
      this.logger.warn(`Sign-in with ${provider} failed: ${kind}`);
      this.finishWith(response, state, { type: 'invoicing:sign-in', ok: false, error: kind });
    }
  }

  private authenticate(
    provider: IdentityProviderName,
    request: Request,
    response: Response,
  ): Promise<ProviderProfile> {
    // The strategies read callbackURL per request; passport's option type does not list it.
    const options = { session: false, callbackURL: this.providers.callbackUrl(provider, request) };
    return new Promise((resolve, reject) => {
      this.providers.passport.authenticate(
        provider,
        options,
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

  private finishWith(
    response: Response,
    state: FlowState,
    result: Parameters<typeof popupResultPage>[0],
  ): void {
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

  async refresh(request: Request, response: Response): Promise<SessionDto> {
    assertAntiForgery(request);
    const token = refreshTokenOf(request);
    if (token === null) throw new DomainException('UNAUTHENTICATED', { message: 'Not signed in' });
    try {
      const tokens = await this.sessions.refresh(token);
      setSessionCookies(response, tokens.refreshToken, tokens.familyExpiresAt, this.secure);
      return {
        accessToken: tokens.accessToken,
        expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
        user: await this.users.me(tokens.user.id),
      };
    } catch (error) {
      clearSessionCookies(response, this.secure);
      throw error;
    }
  }

  async signOut(request: Request, response: Response): Promise<void> {
    assertAntiForgery(request);
    const token = refreshTokenOf(request);
    if (token !== null) await this.sessions.end(token);
    clearSessionCookies(response, this.secure);
  }
}
