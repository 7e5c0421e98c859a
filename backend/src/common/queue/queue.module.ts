import { type DynamicModule, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { createQueueDriver } from './create-queue-driver.js';
import type { QueueDriver } from './queue.interface.js';
import { assertRedisKeepsJobs } from './redis-eviction-check.js';
import { QUEUE_DRIVER } from './queue.tokens.js';

/**
 * Provides QUEUE_DRIVER to the whole app (global: each job module injects it without importing
 * this one, and there is one driver, so one set of Redis connections, per instance). Closes the
 * driver when the app shuts down, letting running jobs finish. On Bull it first checks that Redis
 * never evicts jobs (redis-eviction-check.ts).
 */
@Module({})
export class QueueModule implements OnModuleDestroy {
  constructor(@Inject(QUEUE_DRIVER) private readonly driver: QueueDriver) {}

  static forRoot(): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      providers: [
        {
          provide: QUEUE_DRIVER,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig): Promise<QueueDriver> => {
            if (config.redisUrl) {
              await assertRedisKeepsJobs(config.redisUrl, config.nodeEnv === 'production');
            }
            return createQueueDriver(config, { prefix: config.queuePrefix });
          },
        },
      ],
      exports: [QUEUE_DRIVER],
    };
  }

  onModuleDestroy(): Promise<void> {
    return this.driver.close();
  }
}
