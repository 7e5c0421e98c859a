import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWorkService } from '../common/periodic/periodic-work.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { EmailDeliveryRepository } from './email-delivery.repository.js';
import { EmailFailuresService } from './email-failures.service.js';
import { MAX_SEND_ATTEMPTS } from './jobs/send-email/send-email.handler.js';
import { SendEmailProducer } from './jobs/send-email/send-email.producer.js';

/** Records looked at per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

/**
 * Nothing stays planned or sending forever. A queue job can be lost (Redis restarted without
 * persistence, the in-process queue died with its process) and a worker can die holding a claim;
 * the record in PostgreSQL survives both. Every instance sweeps now and then: a planned record
 * untouched for a lease, or a claim not renewed for a lease, gets a recovery job. Extra jobs are
 * harmless (the claim lets one send and no more), so instances need not agree on who sweeps.
 */
@Injectable()
export class EmailRecoveryService extends PeriodicWorkService {
  private readonly logger = new Logger('EmailRecovery');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    registry: SchedulerRegistry,
    private readonly emails: EmailDeliveryRepository,
    private readonly producer: SendEmailProducer,
    private readonly failures: EmailFailuresService,
  ) {
    super(registry, 'email-recovery', {
      enabled: true,
      intervalMs: config.email.recoveryIntervalMs,
    });
  }

  /** One sweep now (tests); resolves when the records found are re-queued. */
  sweepOnce(): Promise<void> {
    return this.runOnce();
  }

  protected async runDue(): Promise<void> {
    const { claimLeaseMs } = this.config.email;
    const stale = await this.emails.findUnfinished(claimLeaseMs, claimLeaseMs, SWEEP_LIMIT);
    for (const email of stale) {
      if (this.work.stopping) return;
      if (email.attempts >= MAX_SEND_ATTEMPTS) {
        await this.failures.fail(
          email.id,
          null,
          `Gave up after ${email.attempts} tries`,
          claimLeaseMs,
        );
      } else {
        await this.producer.enqueueRecovery(
          email.id,
          `${email.attempts}:${new Date(email.updatedAt).getTime()}`,
        );
      }
    }
    if (stale.length > 0) this.logger.log(`Recovered ${stale.length} unfinished e-mail(s)`);
  }
}
