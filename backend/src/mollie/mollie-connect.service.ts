import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception.js';
import { Clock } from '../common/time/clock.js';
import type { OAuthClientConfig } from '../config/app-config.js';
import { SettingsService } from '../settings/settings.service.js';
import type { MollieAuthUrlDto } from './dto/mollie-auth-url.dto.js';
import { MollieConnectStatesRepository } from './mollie-connect-states.repository.js';
import { MollieConnectionsService } from './mollie-connections.service.js';
import { MollieEndpoint } from './mollie-endpoint.js';
import { mollieFailure } from './mollie-failure.js';
import { MollieOAuthClient } from './mollie-oauth.client.js';

/** What the app may do in the merchant's account: read it, and make and follow payment links. */
export const MOLLIE_SCOPES =
  'organizations.read profiles.read payment-links.read payment-links.write payments.read refunds.read refunds.write';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

/** What Mollie sends back to the callback (all optional: anyone can call it). */
export type MollieCallbackQuery = {
  code?: unknown;
  state?: unknown;
  error?: unknown;
};

export type MollieConnectFailure = 'denied' | 'failed';

class ConnectFailed extends Error {
  constructor(
    readonly reason: MollieConnectFailure,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Why a connect failed, for the log: never a token, code or state. */
function logDetail(error: unknown): string {
  return error instanceof ConnectFailed ? error.detail : mollieFailure(error);
}

/**
 * Mollie Connect (OAuth): the authorize URL for a signed-in user, and the callback that turns
 * Mollie's code into a stored connection. The state is a random value whose hash is a row
 * naming the user, so any instance can finish the round trip, exactly once, within 10 minutes.
 */
@Injectable()
export class MollieConnectService {
  private readonly logger = new Logger('MollieConnect');

  constructor(
    private readonly endpoint: MollieEndpoint,
    private readonly states: MollieConnectStatesRepository,
    private readonly connections: MollieConnectionsService,
    private readonly oauth: MollieOAuthClient,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  private get client(): OAuthClientConfig {
    const client = this.endpoint.client;
    if (client === undefined) throw new DomainException('MOLLIE_NOT_CONFIGURED');
    return client;
  }

  async authUrl(ownerId: string): Promise<MollieAuthUrlDto> {
    const client = this.client;
    const now = this.clock.now();
    const state = randomBytes(32).toString('base64url');
    await this.states.deleteExpired(now);
    await this.states.start(ownerId, sha256(state), new Date(now.getTime() + STATE_LIFETIME_MS));
    const url = new URL(this.endpoint.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: this.oauth.redirectUri,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: MOLLIE_SCOPES,
      state,
    }).toString();
    return { url: url.toString() };
  }

  /** Finishes the round trip; answers the app path to send the browser to. */
  async finish(query: MollieCallbackQuery): Promise<string> {
    try {
      const ownerId = await this.consumeState(query.state);
      if (query.error !== undefined) {
        const denied = query.error === 'access_denied';
        throw new ConnectFailed(denied ? 'denied' : 'failed', `Mollie answered an error`);
      }
      if (typeof query.code !== 'string' || query.code === '') {
        throw new ConnectFailed('failed', 'no code');
      }
      await this.connect(ownerId, query.code);
      return '/?mollie=connected';
    } catch (error) {
      const reason = error instanceof ConnectFailed ? error.reason : 'failed';
      this.logger.warn(`Mollie connect failed (${reason}): ${logDetail(error)}`);
      return `/?mollie=error&reason=${reason}`;
    }
  }

  async disconnect(ownerId: string): Promise<void> {
    await this.connections.delete(ownerId);
    await this.settings.setMollieConnection(ownerId, null);
  }

  /** The user who started this authorization; the state is used up whatever happens next. */
  private async consumeState(state: unknown): Promise<string> {
    if (typeof state !== 'string' || state === '' || state.length > 200) {
      throw new ConnectFailed('failed', 'no state');
    }
    const consumed = await this.states.consume(sha256(state));
    if (consumed === null) throw new ConnectFailed('failed', 'unknown or used state');
    if (consumed.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new ConnectFailed('failed', 'expired state');
    }
    return consumed.ownerId;
  }

  private async connect(ownerId: string, code: string): Promise<void> {
    const tokens = await this.oauth.exchangeCode(this.client, code, this.clock.now());
    const mollie = this.connections.clientFor(tokens.accessToken);
    const organization = await mollie.organizations.getCurrent();
    const profiles = await mollie.profiles.page();
    await this.connections.save(ownerId, {
      ...this.connections.tokensToStore(tokens),
      organizationId: organization.id,
      profileId: profiles[0]?.id ?? null,
    });
    await this.settings.setMollieConnection(ownerId, { businessName: organization.name });
  }
}
