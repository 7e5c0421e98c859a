import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolProvider } from '../provider/peppol-provider.js';

/**
 * Registers our webhook address with the provider when the app starts (PUBLIC_URL +
 * /api/peppol/webhook?token=…), without holding up the start: a provider that is down is tried
 * again by every inbox poll until it works. Every instance does it; the provider keeps one.
 */
@Injectable()
export class PeppolWebhookSetup implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Peppol');
  private registered = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly endpoint: PeppolEndpoint,
    private readonly provider: PeppolProvider,
  ) {}

  onApplicationBootstrap(): void {
    void this.ensure();
  }

  async onModuleDestroy(): Promise<void> {
    await this.running;
  }

  /** Registers the webhook unless done already; never throws (a failure is logged). */
  ensure(): Promise<void> {
    if (this.registered || !this.endpoint.available) return Promise.resolve();
    this.running ??= this.provider
      .ensureWebhook(this.endpoint.webhookUrl())
      .then(() => {
        this.registered = true;
      })
      .catch((error: unknown) => {
        this.logger.warn(`The Peppol webhook is not registered yet: ${String(error)}`);
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
