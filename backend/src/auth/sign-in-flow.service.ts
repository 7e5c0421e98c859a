import { Inject, Injectable, Logger } from '@nestjs/common';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../common/auth/access-tokens.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { UsersService } from '../users/users.service.js';
import type { SessionDto } from './dto/session.dto.js';
import { IdentityProvidersService } from './identity-providers.service.js';
import type { SignInResult } from './popup-result-page.js';
import { type SessionTokens, SessionsService } from './sessions/sessions.service.js';
import { failureKind } from './sign-in-failure.js';
import { type ProviderProfile, SignInService } from './sign-in/sign-in.service.js';
import type { IdentityProviderName } from './sign-in/user-identity.entity.js';

/** One passport step with a provider: the redirect to it, or the reading of its callback. */
export type ProviderStep = {
  passport: IdentityProvidersService['passport'];
  provider: IdentityProviderName;
  /** The strategies read callbackURL per request; passport's option type does not list it. */
  options: { session: false; callbackURL: string; prompt?: string; scope?: string[] };
};

/** How a callback ended: what the browser is told, and the session when one started. */
export type SignInOutcome = { result: SignInResult; session?: SessionTokens };

/** A refreshed session: the answer, and the refresh cookie that replaces the presented one. */
export type RefreshedSession = { answer: SessionDto; tokens: SessionTokens };

/**
 * The sign-in round trip with a provider, and the session it starts. The HTTP side (the flow
 * cookie, passport's middleware, cookies and redirects) is the controller's, with
 * sign-in-round-trip.ts and auth-cookies.ts.
 */
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

  /** Session cookies are Secure when the site is served over https. */
  get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https://');
  }

  /** The redirect to the provider (prompt=select_account); 404 when it is not configured. */
  start(provider: IdentityProviderName, hostHeader: string | undefined): ProviderStep {
    if (!this.providers.enabled.has(provider)) {
      throw new DomainException('NOT_FOUND', {
        message: `Sign-in with ${provider} is not configured`,
      });
    }
    return {
      passport: this.providers.passport,
      provider,
      options: {
        session: false,
        prompt: 'select_account',
        scope: ['openid', 'email', 'profile'],
        callbackURL: this.providers.callbackUrl(provider, hostHeader),
      },
    };
  }

  /**
   * Signs in the account the provider's callback names (`readProfile` runs passport on it) and
   * starts its session. Never throws: a failure is logged and becomes what the browser is told.
   */
  async finish(
    provider: IdentityProviderName,
    hostHeader: string | undefined,
    readProfile: (step: ProviderStep) => Promise<ProviderProfile>,
  ): Promise<SignInOutcome> {
    try {
      const profile = await readProfile({
        passport: this.providers.passport,
        provider,
        options: { session: false, callbackURL: this.providers.callbackUrl(provider, hostHeader) },
      });
      const user = await this.signIns.signIn(profile);
      const session = await this.sessions.start(user);
      return { result: { type: 'invoicing:sign-in', ok: true }, session };
    } catch (error) {
      const kind = failureKind(error);
      // The kind only: provider errors can echo codes and tokens.
      this.logger.warn(`Sign-in with ${provider} failed: ${kind}`);
      return { result: { type: 'invoicing:sign-in', ok: false, error: kind } };
    }
  }

  /** Trades the refresh token for a new one and an access token (SessionsService.refresh). */
  async refresh(refreshToken: string): Promise<RefreshedSession> {
    const tokens = await this.sessions.refresh(refreshToken);
    return {
      tokens,
      answer: {
        accessToken: tokens.accessToken,
        expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
        user: await this.users.me(tokens.user.id),
      },
    };
  }

  /** Ends the refresh token's session, if there is one. */
  async signOut(refreshToken: string | null): Promise<void> {
    if (refreshToken !== null) await this.sessions.end(refreshToken);
  }
}
