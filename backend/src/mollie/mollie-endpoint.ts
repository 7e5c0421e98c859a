import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { createMollieClient, type MollieClient } from '@mollie/api-client';
import type { AppConfig, OAuthClientConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { MollieStandIn } from './stand-in/mollie-stand-in.js';
import { fetchTrusting, withAgentsTrusting, type MollieRequest } from './stand-in-trust.js';

/** Where Mollie sends the browser back after the consent screen. */
export const mollieCallbackUrl = (publicUrl: string): string =>
  new URL('/api/mollie/callback', publicUrl).toString();

/**
 * Where Mollie is reached and with which OAuth app: the configured Mollie (MOLLIE_*, see
 * app-config.ts), else, outside production, a stand-in started on loopback with the app and
 * stopped with it, so a fresh clone can connect, make a payment link and be paid end to end.
 * Every call to Mollie goes through here: the stand-in's self-signed certificate is trusted by
 * these calls only.
 */
@Injectable()
export class MollieEndpoint implements OnModuleInit, OnModuleDestroy {
  private standIn: MollieStandIn | undefined;
  private readonly logger = new Logger('Mollie');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.mollie.standIn) return;
    if (this.config.nodeEnv === 'production') {
      throw new Error('The Mollie stand-in refuses to start with NODE_ENV=production.');
    }
    // Loaded only when used: production never needs it (nor `selfsigned`, a devDependency).
    const { startMollieStandIn } = await import('./stand-in/mollie-stand-in.js');
    this.standIn = await startMollieStandIn({
      redirectUris: [mollieCallbackUrl(this.config.publicUrl)],
    });
    this.logger.log(
      `MOLLIE_CLIENT_ID is not set: Mollie Connect and payment links use a stand-in in test mode, ${this.standIn.apiUrl}`,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.standIn?.close();
    this.standIn = undefined;
  }

  /** The OAuth app; undefined when none is configured (production only). */
  get client(): OAuthClientConfig | undefined {
    if (!this.config.mollie.standIn) return this.config.mollie.client;
    const { clientId, clientSecret } = this.started();
    return { clientId, clientSecret };
  }

  get authorizeUrl(): string {
    return this.config.mollie.standIn
      ? this.started().oauthAuthorizeUrl
      : this.config.mollie.authorizeUrl;
  }

  get tokenUrl(): string {
    return this.config.mollie.standIn ? this.started().oauthTokenUrl : this.config.mollie.tokenUrl;
  }

  /** The REST API's base, ending in `/v2/`. */
  get apiUrl(): string {
    return this.config.mollie.standIn ? this.started().apiUrl : this.config.mollie.apiUrl;
  }

  /** The official client for a Connect access token. */
  clientFor(accessToken: string): MollieClient {
    const options = { accessToken, apiEndpoint: this.apiUrl };
    const certificate = this.standIn?.caCertPem;
    if (certificate === undefined) return createMollieClient(options);
    return withAgentsTrusting(certificate, () => createMollieClient(options));
  }

  /** A plain call to Mollie (the token endpoint, what the official client has no binder for). */
  fetch(url: URL | string, init: MollieRequest = {}): Promise<Response> {
    const certificate = this.standIn?.caCertPem;
    if (certificate === undefined) return fetch(url, init);
    return fetchTrusting(certificate, url, init);
  }

  private started(): MollieStandIn {
    if (this.standIn === undefined) throw new Error('Mollie is asked before the module started');
    return this.standIn;
  }
}
