import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWorkService } from '../common/periodic/periodic-work.service.js';
import { Clock } from '../common/time/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { ArchiveRepository } from './archive.repository.js';

/** Copies one statement deletes at most: bounds the rows (and bytes) one transaction frees. */
const RETENTION_BATCH = 200;

/**
 * The retention sweep (docs/archive.md): a copy whose retention ended (the day after
 * `retentionUntil`, Amsterdam's date) is deleted, every user's, a batch per statement until none
 * is left. It runs with the scheduled work on every instance; each batch claims its rows with
 * FOR UPDATE SKIP LOCKED, so instances sweeping at once delete disjoint rows, each once.
 */
@Injectable()
export class ArchiveRetentionService extends PeriodicWorkService {
  private readonly logger = new Logger('ArchiveRetention');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    registry: SchedulerRegistry,
    private readonly archive: ArchiveRepository,
    private readonly clock: Clock,
  ) {
    super(registry, 'archive-retention', config.scheduledWork);
  }

  protected async runDue(): Promise<void> {
    await this.sweep();
  }

  /** One round; answers the ids this instance deleted. */
  async sweep(): Promise<string[]> {
    const today = this.clock.today();
    const deleted: string[] = [];
    while (!this.work.stopping) {
      const batch = await this.archive.deleteExpired(today, RETENTION_BATCH);
      deleted.push(...batch);
      if (batch.length < RETENTION_BATCH) break;
    }
    if (deleted.length > 0) {
      this.logger.log(`Deleted ${deleted.length} archived document(s) past their retention`);
    }
    return deleted;
  }
}
