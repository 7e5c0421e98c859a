/** What a verified access token says, kept so the next request with it skips the HMAC. */
export type VerifiedClaims = {
  readonly userId: string;
  readonly email: string;
  readonly sessionId: string | undefined;
  /** Seconds since the epoch, the `exp` claim. */
  readonly expiresAt: number;
};

/**
 * The access tokens this instance verified recently. A browser sends the same token with every
 * request for 15 minutes, and checking its signature is a WebCrypto job that cost more CPU than
 * the rest of a small request. A signature that verified once verifies again (the key only
 * changes with a restart), so only what can change is checked on every use: expiry here and the
 * session's revocation by the caller. Bounded: the oldest entry goes first when it is full, and an
 * expired entry goes when it is next asked for.
 */
export class VerifiedTokens {
  private readonly claimsByToken = new Map<string, VerifiedClaims>();

  constructor(private readonly capacity = 10_000) {}

  /** The claims of a token verified before and not expired at `nowSeconds`, else undefined. */
  get(token: string, nowSeconds: number): VerifiedClaims | undefined {
    const claims = this.claimsByToken.get(token);
    if (claims === undefined) return undefined;
    // jose refuses a token whose `exp` is now or past (no clock tolerance): the same here.
    if (claims.expiresAt <= nowSeconds) {
      this.claimsByToken.delete(token);
      return undefined;
    }
    return claims;
  }

  remember(token: string, claims: VerifiedClaims): void {
    if (this.claimsByToken.size >= this.capacity && !this.claimsByToken.has(token)) {
      const oldest = this.claimsByToken.keys().next();
      if (!oldest.done) this.claimsByToken.delete(oldest.value);
    }
    this.claimsByToken.set(token, claims);
  }

  get size(): number {
    return this.claimsByToken.size;
  }
}
