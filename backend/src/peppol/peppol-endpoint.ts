import { createHmac, randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { RecommandConnection } from './recommand/recommand-http.js';
import {
  startRecommandStandIn,
  type RecommandStandIn,
} from './recommand/stand-in/recommand-stand-in.js';

/**
 * Where Peppol is reached (docs/peppol.md): Recommand at PEPPOL_API_URL with the operator's key;
 * else, outside production, a stand-in started on loopback and stopped with the app; in
 * production without them Peppol is not offered, and every Peppol route answers
 * PEPPOL_NOT_CONFIGURED.
 */
@Injectable()
export class PeppolEndpoint implements OnModuleInit, OnModuleDestroy {
  private standInServer: RecommandStandIn | undefined;
  private readonly logger = new Logger('Peppol');
  /** Outside production the stand-in gets a fresh key per process; the token follows it. */
  private readonly standInSecret = `secret_${randomBytes(24).toString('hex')}`;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (this.config.peppol.api !== undefined || this.config.nodeEnv === 'production') return;
    this.standInServer = await startRecommandStandIn({
      nodeEnv: this.config.nodeEnv,
      apiKey: 'key_stand_in',
      apiSecret: this.standInSecret,
      schemasDir: this.config.peppol.fixturesDir ?? null,
    });
    this.logger.log(
      `PEPPOL_API_URL is not set: e-invoices go to a Peppol stand-in, ${this.standInServer.url}`,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.standInServer?.close();
    this.standInServer = undefined;
  }

  /** Whether Peppol is offered at all (configured, or the stand-in). */
  get available(): boolean {
    return this.config.peppol.api !== undefined || this.standInServer !== undefined;
  }

  /** The stand-in this process started (tests drive it through its controls), if any. */
  get standIn(): RecommandStandIn | undefined {
    return this.standInServer;
  }

  /** Throws PEPPOL_NOT_CONFIGURED (503) when Peppol is not offered. */
  assertAvailable(): void {
    if (!this.available) throw new DomainException('PEPPOL_NOT_CONFIGURED');
  }

  /** The API's base and the key; PEPPOL_NOT_CONFIGURED when there is none. */
  connection(): RecommandConnection {
    const api = this.config.peppol.api;
    if (api !== undefined) return api;
    if (this.standInServer !== undefined) {
      return { url: this.standInServer.url, key: 'key_stand_in', secret: this.standInSecret };
    }
    throw new DomainException('PEPPOL_NOT_CONFIGURED');
  }

  /**
   * The secret in the webhook's address: PEPPOL_WEBHOOK_TOKEN, else derived from the API secret,
   * so every instance behind one load balancer accepts the same one without more configuration.
   */
  webhookToken(): string {
    if (this.config.peppol.webhookToken !== undefined) return this.config.peppol.webhookToken;
    return createHmac('sha256', this.connection().secret)
      .update('peppol-webhook-token')
      .digest('base64url');
  }

  /** The address Recommand posts `document.received` to. */
  webhookUrl(): string {
    const base = this.config.publicUrl.replace(/\/+$/, '');
    return `${base}/api/peppol/webhook?token=${encodeURIComponent(this.webhookToken())}`;
  }
}
