import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWorkService } from '../../common/periodic/periodic-work.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { exhaustedReason } from './delivery-reasons.js';
import { MAX_SEND_ATTEMPTS } from './jobs/send-peppol/send-peppol.handler.js';
import { SendPeppolProducer } from './jobs/send-peppol/send-peppol.producer.js';
import { PeppolDeliveryClaimsRepository } from './peppol-delivery-claims.repository.js';
import { PeppolDeliveryTransitions } from './peppol-delivery-transitions.service.js';

/** Deliveries looked at per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

/**
 * Nothing stays queued or sending forever, as with e-mails (email-recovery.service.ts): a queue
 * job can be lost (Redis restarted without persistence, the in-process queue died with its
 * process) and a worker can die holding a claim; the delivery in PostgreSQL survives both. Every
 * instance sweeps now and then: a queued delivery untouched for a lease, or a claim past its
 * lease, gets a recovery job. Extra jobs are harmless (the claim lets one try through).
 */
@Injectable()
export class PeppolRecoveryService extends PeriodicWorkService {
  private readonly logger = new Logger('PeppolRecovery');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    registry: SchedulerRegistry,
    private readonly claims: PeppolDeliveryClaimsRepository,
    private readonly transitions: PeppolDeliveryTransitions,
    private readonly producer: SendPeppolProducer,
  ) {
    super(registry, 'peppol-recovery', {
      enabled: true,
      intervalMs: config.peppol.deliveries.recoveryIntervalMs,
    });
  }

  /** One sweep now (tests); resolves when the deliveries found are queued again. */
  sweepOnce(): Promise<void> {
    return this.runOnce();
  }

  protected async runDue(): Promise<void> {
    const { claimLeaseMs } = this.config.peppol.deliveries;
    const stale = await this.claims.findUnfinished(claimLeaseMs, SWEEP_LIMIT);
    for (const delivery of stale) {
      if (this.work.stopping) return;
      if (delivery.attempts >= MAX_SEND_ATTEMPTS) {
        const found = await this.claims.findById(delivery.id);
        const reason = exhaustedReason(found ?? { reason: null });
        await this.transitions.run((claims) => claims.settle(delivery.id, null, 'failed', reason));
      } else {
        await this.producer.enqueueRecovery(
          delivery.id,
          `${delivery.attempts}:${new Date(delivery.updatedAt).getTime()}`,
        );
      }
    }
    if (stale.length > 0) this.logger.log(`Recovered ${stale.length} unfinished Peppol deliveries`);
  }
}
