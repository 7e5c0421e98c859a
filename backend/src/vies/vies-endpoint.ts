import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { startViesStandIn, type ViesStandIn } from './vies-stand-in.js';

/**
 * Where VIES is reached: VIES_URL (the Commission's address in production, see app-config.ts),
 * else a stand-in started on loopback for development and tests and stopped with the app.
 */
@Injectable()
export class ViesEndpoint implements OnModuleInit, OnModuleDestroy {
  private standIn: ViesStandIn | undefined;
  private readonly logger = new Logger('Vies');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (this.config.viesUrl !== undefined) return;
    this.standIn = await startViesStandIn(this.config.nodeEnv);
    this.logger.log(
      `VIES_URL is not set: VAT numbers are checked at a stand-in, ${this.standIn.url}`,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.standIn?.close();
    this.standIn = undefined;
  }

  /** The REST API's base, without a trailing slash. */
  baseUrl(): string {
    const url = this.config.viesUrl ?? this.standIn?.url;
    if (url === undefined) throw new Error('VIES is asked before the module started');
    return url.replace(/\/+$/, '');
  }
}
