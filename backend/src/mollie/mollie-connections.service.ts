import { Injectable } from '@nestjs/common';
import type { MollieClient } from '@mollie/api-client';
import { SecretBox } from '../common/crypto/secret-box.js';
import { Clock } from '../common/time/clock.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions } from '../database/transactions.js';
import { MollieConnectionsRepository } from './mollie-connections.repository.js';
import { MollieEndpoint } from './mollie-endpoint.js';
import { MollieOAuthClient, type MollieTokens } from './mollie-oauth.client.js';

/** What is sealed in a connection row. */
export type StoredMollieConnection = {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token ends (as Mollie's `expires_in` said). */
  expiresAt: string;
  organizationId: string;
  /** The first website profile; null when the organization has none yet. */
  profileId: string | null;
};

/** What the payment work needs to call Mollie for a user. */
export type MollieAccess = { accessToken: string; profileId: string | null };

/** Refresh this long before Mollie's expiry, so a token never ends mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The stored Mollie connections, owner first: saving, deleting and handing out a working
 * access token (refreshed when needed, one refresh at a time per user on any instance).
 */
@Injectable()
export class MollieConnectionsService {
  constructor(
    private readonly endpoint: MollieEndpoint,
    private readonly connections: MollieConnectionsRepository,
    private readonly transactions: Transactions,
    private readonly box: SecretBox,
    private readonly oauth: MollieOAuthClient,
    private readonly clock: Clock,
  ) {}

  /** The official client, pointed at the configured API (Mollie's, or a stand-in). */
  clientFor(accessToken: string): MollieClient {
    return this.endpoint.clientFor(accessToken);
  }

  async save(ownerId: string, connection: StoredMollieConnection): Promise<void> {
    await this.connections.save(ownerId, this.box.seal(JSON.stringify(connection)));
  }

  async delete(ownerId: string): Promise<void> {
    await this.connections.delete(ownerId);
  }

  async isConnected(ownerId: string): Promise<boolean> {
    return this.connections.exists(ownerId);
  }

  /**
   * A working access token for the owner's Mollie account, or null when none is connected.
   * An expired token is refreshed under the connection row's lock (`FOR UPDATE`): a second
   * caller waits, then finds the new token. `rejected` is a token Mollie just refused (401):
   * it is refreshed even if its stored expiry says otherwise, unless someone already did.
   */
  async accessTokenFor(ownerId: string, rejected?: string): Promise<MollieAccess | null> {
    const unlocked = this.open(await this.connections.sealed(ownerId));
    if (unlocked === null) return null;
    if (!this.needsRefresh(unlocked, rejected)) return this.accessOf(unlocked);
    return this.transactions.run(async (tx) => {
      const connections = this.connections.in(tx);
      const stored = this.open(await connections.lockSealed(ownerId));
      if (stored === null) return null;
      if (!this.needsRefresh(stored, rejected)) return this.accessOf(stored);
      const client = this.endpoint.client;
      if (client === undefined) throw new DomainException('MOLLIE_NOT_CONFIGURED');
      const tokens = await this.oauth.refresh(client, stored.refreshToken, this.clock.now());
      const renewed = { ...stored, ...this.tokensToStore(tokens) };
      await connections.reseal(ownerId, this.box.seal(JSON.stringify(renewed)));
      return this.accessOf(renewed);
    });
  }

  /**
   * Runs `work` with a client for the owner's account; when Mollie refuses the token (401,
   * e.g. revoked or ended early), refreshes it once and runs `work` again.
   */
  async withClient<T>(
    ownerId: string,
    work: (client: MollieClient, access: MollieAccess) => Promise<T>,
  ): Promise<T | null> {
    const access = await this.accessTokenFor(ownerId);
    if (access === null) return null;
    try {
      return await work(this.clientFor(access.accessToken), access);
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode !== 401) throw error;
      const renewed = await this.accessTokenFor(ownerId, access.accessToken);
      if (renewed === null) return null;
      return work(this.clientFor(renewed.accessToken), renewed);
    }
  }

  tokensToStore(
    tokens: MollieTokens,
  ): Pick<StoredMollieConnection, 'accessToken' | 'refreshToken' | 'expiresAt'> {
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt.toISOString(),
    };
  }

  private open(sealed: string | null): StoredMollieConnection | null {
    return sealed === null ? null : (JSON.parse(this.box.open(sealed)) as StoredMollieConnection);
  }

  private needsRefresh(stored: StoredMollieConnection, rejected: string | undefined): boolean {
    if (rejected !== undefined) return stored.accessToken === rejected;
    return Date.parse(stored.expiresAt) - EXPIRY_MARGIN_MS <= this.clock.now().getTime();
  }

  private accessOf(stored: StoredMollieConnection): MollieAccess {
    return { accessToken: stored.accessToken, profileId: stored.profileId };
  }
}
