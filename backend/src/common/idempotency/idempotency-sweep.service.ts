import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { Transactions } from '../../database/transactions.js';
import { PeriodicWorkService } from '../periodic/periodic-work.service.js';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';

/** Keys are kept this long after their claim: the 24 hours clients may rely on, and an hour. */
export const IDEMPOTENCY_KEY_RETENTION_SECONDS = 25 * 60 * 60;
/** Rows one sweep transaction deletes at most: its locks stay few and its commit short. */
const SWEEP_BATCH = 1000;

/**
 * Deletes expired idempotency keys with the scheduled work (SCHEDULED_WORK,
 * SCHEDULED_WORK_INTERVAL_SECONDS), in batches. Any number of instances may run it: each batch
 * first takes a transaction-scoped advisory lock, so one instance sweeps at a time, and an
 * instance that finds it taken leaves the round to the one holding it.
 */
@Injectable()
export class IdempotencySweepService extends PeriodicWorkService {
  private readonly logger = new Logger('IdempotencySweep');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    registry: SchedulerRegistry,
    private readonly transactions: Transactions,
    private readonly keys: IdempotencyKeysRepository,
  ) {
    super(registry, 'idempotency-sweep', config.scheduledWork);
  }

  protected async runDue(): Promise<void> {
    let deleted = 0;
    while (!this.work.stopping) {
      const batch = await this.transactions.runLong((tx) =>
        this.keys.in(tx).deleteExpired(IDEMPOTENCY_KEY_RETENTION_SECONDS, SWEEP_BATCH),
      );
      if (batch === null) break;
      deleted += batch;
      if (batch < SWEEP_BATCH) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} expired idempotency key(s)`);
  }
}
