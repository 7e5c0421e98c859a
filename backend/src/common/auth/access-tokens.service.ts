import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { isPersonalTokenText } from '@app/contracts/settings';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './access-token-lifetime.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { RevokedSessionsService } from './revoked-sessions.service.js';
import { type VerifiedClaims, VerifiedTokens } from './verified-tokens.js';

export { ACCESS_TOKEN_LIFETIME_SECONDS };

/**
 * The user of a personal access token (`pat_…`), or null for an unknown or revoked one. The
 * personal tokens module answers it, registering at start-up (PersonalTokensModule.onModuleInit),
 * as a queue handler registers with its driver: a feature module this global one never imports.
 */
export type PersonalTokenCheck = (token: string) => Promise<AuthenticatedUser | null>;

const ALGORITHM = 'HS256';
const AUDIENCE = 'invoicing-api';

/**
 * Issues and verifies the JWT access tokens that `Authorization: Bearer` carries, and hands the
 * personal access tokens it may carry instead to the check their module registered.
 */
@Injectable()
export class AccessTokensService {
  private readonly key: Uint8Array;
  private readonly issuer: string;
  private personalTokens: PersonalTokenCheck | null = null;
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly revokedSessions: RevokedSessionsService,
  ) {
    this.key = config.authSecret ? new TextEncoder().encode(config.authSecret) : randomBytes(32);
    this.issuer = new URL(config.publicUrl).origin;
  }

  /**
   * `sessionId` (the `sid` claim) is the sign-in session the token belongs to: when that session
   * ends, the token stops working too. Tokens without one (made before sessions were named in
   * them) live until they expire.
   */
  async issue(
    user: AuthenticatedUser,
    now: Date = new Date(),
    sessionId?: string,
  ): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ email: user.email, ...(sessionId ? { sid: sessionId } : {}) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** Called once, by the personal tokens module. */
  acceptPersonalTokensWith(check: PersonalTokenCheck): void {
    this.personalTokens = check;
  }

  /**
   * The token's user, or null for a forged, expired, revoked, foreign or malformed token. A
   * personal access token is looked up in the database: that may throw when it is unreachable.
   */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    if (isPersonalTokenText(token)) {
      return this.personalTokens === null ? null : this.personalTokens(token);
    }
    const claims =
      this.verified.get(token, Math.floor(Date.now() / 1000)) ?? (await this.claimsOf(token));
    if (claims === null) return null;
    // A signed-out session's tokens are refused like expired ones, checked on every use.
    if (claims.sessionId !== undefined && this.revokedSessions.isRevoked(claims.sessionId)) {
      return null;
    }
    return { id: claims.userId, email: claims.email };
  }

  /** Verifies a token not seen before: signature, issuer, audience, expiry and claim types. */
  private async claimsOf(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      const claims: VerifiedClaims = {
        userId: payload.sub,
        email: payload.email,
        sessionId: payload.sid,
        expiresAt: payload.exp,
      };
      this.verified.remember(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
