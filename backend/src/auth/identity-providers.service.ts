import { randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import * as oidc from 'openid-client';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import {
  type LocalIdentityProvider,
  startLocalIdentityProvider,
} from './local-idp/local-identity-provider.js';
import { MicrosoftStrategy } from './sign-in/microsoft-strategy.js';
import { followsLoopbackHost, signInOrigin } from './sign-in/sign-in-origin.js';
import type { ProviderProfile } from './sign-in/sign-in.service.js';
import type { IdentityProviderName } from './sign-in/user-identity.entity.js';

const GOOGLE = {
  authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenURL: 'https://oauth2.googleapis.com/token',
  userProfileURL: 'https://openidconnect.googleapis.com/v1/userinfo',
};

const LOCAL_CLIENT_SECRET_BYTES = 24;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function googleProfile(profile: GoogleProfile): ProviderProfile {
  const claims = profile._json as Record<string, unknown>;
  return {
    provider: 'google',
    subject: profile.id,
    email: text(claims.email) ?? '',
    emailVerified: claims.email_verified === true,
    displayName: text(claims.name),
    photoUrl: text(claims.picture),
  };
}

/**
 * A Microsoft account is its directory object: `oid` in the tenant `tid` (the pair Microsoft
 * names as a user's immutable key). `sub` is pairwise (per app registration) and `email` is
 * whatever the account typed in, unverified unless the claims say otherwise.
 */
function microsoftProfile(claims: oidc.IDToken): ProviderProfile {
  const tenant = text(claims.tid);
  const object = text(claims.oid);
  if (tenant === null || object === null) {
    throw new Error('The Microsoft ID token has no tid or oid claim');
  }
  return {
    provider: 'microsoft',
    subject: `${tenant}:${object}`,
    // Identities stored before the subject was tenant + object: found once, then rewritten.
    legacySubject: claims.sub,
    email: text(claims.email) ?? '',
    // Microsoft's e-mail claim is not verified unless it says so, or the tenant owns the domain.
    emailVerified: claims.email_verified === true || claims.xms_edov === true,
    displayName: text(claims.name),
    photoUrl: null,
  };
}

/**
 * The sign-in strategies: Google through passport-google-oauth20, Microsoft through openid-client.
 * A provider without configured credentials signs in at the local OpenID provider instead
 * (development and tests only; it refuses production).
 */
@Injectable()
export class IdentityProvidersService implements OnModuleInit, OnModuleDestroy {
  /** One passport per app, so test apps never share strategies. */
  readonly passport = new passport.Passport();
  private localProvider: LocalIdentityProvider | undefined;
  private readonly logger = new Logger('SignIn');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Where the provider sends the browser back, on the origin a sign-in with this Host header
   * uses (signInOrigin); without one, PUBLIC_URL's.
   */
  callbackUrl(provider: IdentityProviderName, hostHeader?: string): string {
    return `${signInOrigin(this.config, hostHeader)}/api/auth/${provider}/callback`;
  }

  /** The local provider accepts the callback on every loopback name when sign-in may use them. */
  private localRedirectUris(provider: IdentityProviderName): string[] {
    const publicUrl = new URL(this.callbackUrl(provider));
    if (!followsLoopbackHost(this.config)) return [publicUrl.href];
    return ['localhost', '127.0.0.1', '[::1]'].map((hostname) => {
      const alias = new URL(publicUrl);
      alias.hostname = hostname;
      return alias.href;
    });
  }

  /** Providers a user can sign in with now (in production, only the configured ones). */
  readonly enabled = new Set<IdentityProviderName>();

  async onModuleInit(): Promise<void> {
    const local = { clientSecret: randomSecret() };
    const production = this.config.nodeEnv === 'production';
    const needsLocal = !production && (!this.config.google || !this.config.microsoft);
    if (needsLocal) {
      this.localProvider = await startLocalIdentityProvider({
        nodeEnv: this.config.nodeEnv,
        clients: [
          ...(this.config.google
            ? []
            : [
                {
                  clientId: 'local-google',
                  clientName: 'Google',
                  clientSecret: local.clientSecret,
                  redirectUris: this.localRedirectUris('google'),
                },
              ]),
          ...(this.config.microsoft
            ? []
            : [
                {
                  clientId: 'local-microsoft',
                  clientName: 'Microsoft',
                  clientSecret: local.clientSecret,
                  redirectUris: this.localRedirectUris('microsoft'),
                },
              ]),
        ],
      });
      this.logger.log(
        `Google or Microsoft is not configured: local sign-in at ${this.localProvider.issuer}`,
      );
    }
    if (this.config.google || needsLocal) {
      this.useGoogle(local.clientSecret);
      this.enabled.add('google');
    }
    if (this.config.microsoft || needsLocal) {
      await this.useMicrosoft(local.clientSecret);
      this.enabled.add('microsoft');
    }
    if (production && this.enabled.size < 2) {
      this.logger.warn(
        'Sign-in is limited to the configured providers (production never uses the local one)',
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.localProvider?.close();
  }

  private useGoogle(localSecret: string): void {
    const issuer = this.localProvider?.issuer;
    const endpoints = this.config.google
      ? GOOGLE
      : {
          authorizationURL: `${issuer}/auth`,
          tokenURL: `${issuer}/token`,
          userProfileURL: `${issuer}/userinfo`,
        };
    this.passport.use(
      'google',
      new GoogleStrategy(
        {
          clientID: this.config.google?.clientId ?? 'local-google',
          clientSecret: this.config.google?.clientSecret ?? localSecret,
          callbackURL: this.callbackUrl('google'),
          ...endpoints,
          state: true,
          pkce: true,
        },
        (
          _accessToken: string,
          _refreshToken: string,
          profile: GoogleProfile,
          done: (error: unknown, user?: ProviderProfile) => void,
        ) => done(null, googleProfile(profile)),
      ),
    );
  }

  private async useMicrosoft(localSecret: string): Promise<void> {
    const configured = this.config.microsoft;
    const issuer = configured
      ? `https://login.microsoftonline.com/${configured.tenant}/v2.0`
      : (this.localProvider?.issuer as string);
    const clientSecret = configured?.clientSecret ?? localSecret;
    const configuration = await oidc.discovery(
      new URL(issuer),
      configured?.clientId ?? 'local-microsoft',
      undefined,
      oidc.ClientSecretPost(clientSecret),
      // The local provider speaks plain http on loopback.
      configured ? undefined : { execute: [oidc.allowInsecureRequests] },
    );
    this.passport.use(
      'microsoft',
      new MicrosoftStrategy(
        {
          config: configuration,
          scope: 'openid email profile',
          callbackURL: this.callbackUrl('microsoft'),
          name: 'microsoft',
        },
        (tokens, verified) => {
          const claims = tokens.claims();
          if (claims === undefined) return verified(new Error('The provider sent no ID token'));
          try {
            verified(null, microsoftProfile(claims));
          } catch (error) {
            verified(error as Error);
          }
        },
      ),
    );
  }
}

function randomSecret(): string {
  return randomBytes(LOCAL_CLIENT_SECRET_BYTES).toString('base64url');
}
