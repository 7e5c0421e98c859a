import { Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Transactions } from '../../database/transactions.js';
import { PeriodicWorkService } from '../periodic/periodic-work.service.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './access-token-lifetime.js';
import { type RevokedSession, RevokedSessionsRepository } from './revoked-sessions.repository.js';

/** How often each instance learns the sessions other instances ended. */
export const REVOKED_SESSIONS_REFRESH_MS = 2_000;

/** A round that takes longer is abandoned; the next one tries again. */
const QUERY_TIMEOUT_MS = 1_500;

/**
 * Instances' clocks differ a little: a session is remembered this much longer than the longest
 * an access token of it can live, and looked up this much further back.
 */
const CLOCK_MARGIN_MS = 60_000;

const REMEMBER_MS = ACCESS_TOKEN_LIFETIME_SECONDS * 1000 + CLOCK_MARGIN_MS;

/**
 * The sessions (refresh-token families) ended within an access token's lifetime, so their access
 * tokens stop working before they expire. Checking a token is a lookup in memory; every instance
 * reads the recently revoked families from PostgreSQL every REVOKED_SESSIONS_REFRESH_MS (one
 * index-only query), so a sign-out on one instance holds on all of them within seconds, with or
 * without Redis. A session this instance ends counts here at once.
 */
@Injectable()
export class RevokedSessionsService extends PeriodicWorkService {
  private readonly logger = new Logger('RevokedSessions');
  /** Session id to when it may be forgotten (every access token of it has expired by then). */
  private readonly revoked = new Map<string, number>();
  private failures = 0;

  constructor(
    registry: SchedulerRegistry,
    private readonly transactions: Transactions,
    private readonly sessions: RevokedSessionsRepository,
  ) {
    super(registry, 'revoked-sessions', { enabled: true, intervalMs: REVOKED_SESSIONS_REFRESH_MS });
  }

  /** The first read happens before the app takes requests, so a restart forgets nothing. */
  override async onApplicationBootstrap(): Promise<void> {
    await this.runOnce();
    super.onApplicationBootstrap();
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** This instance ended the session: its tokens stop here now, elsewhere at the next read. */
  add(sessionId: string, revokedAt = new Date()): void {
    this.remember(sessionId, revokedAt.getTime());
  }

  protected async runDue(): Promise<void> {
    let rows: RevokedSession[];
    try {
      rows = await this.readRecentlyRevoked();
    } catch (error) {
      // What is known stays enforced; one line per outage, not one per round.
      if (this.failures++ === 0) {
        this.logger.warn(`Could not read revoked sessions, retrying: ${String(error)}`);
      }
      return;
    }
    if (this.failures > 0) {
      this.logger.log(`Read revoked sessions again after ${this.failures} failed round(s)`);
      this.failures = 0;
    }
    for (const row of rows) this.remember(row.sessionId, new Date(row.revokedAt).getTime());
    const now = Date.now();
    for (const [sessionId, forgetAt] of this.revoked) {
      if (forgetAt < now) this.revoked.delete(sessionId);
    }
  }

  private readRecentlyRevoked(): Promise<RevokedSession[]> {
    const since = new Date(Date.now() - REMEMBER_MS);
    return this.transactions.run((tx) =>
      this.sessions.in(tx).revokedSince(since, QUERY_TIMEOUT_MS),
    );
  }

  private remember(sessionId: string, revokedAt: number): void {
    const forgetAt = revokedAt + REMEMBER_MS;
    this.revoked.set(sessionId, Math.max(this.revoked.get(sessionId) ?? 0, forgetAt));
  }
}
