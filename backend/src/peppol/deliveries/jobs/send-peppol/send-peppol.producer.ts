import { Inject, Injectable, Logger } from '@nestjs/common';
import type { QueueDriver } from '../../../../common/queue/queue.interface.js';
import { QUEUE_DRIVER } from '../../../../common/queue/queue.tokens.js';
import { SEND_PEPPOL_QUEUE } from './send-peppol.job.js';

/**
 * Tries per job; the driver waits 5 s, then 10 s between them. An access point that cannot be
 * reached is mostly down for a while, so the tries are spread wider than an e-mail's.
 */
export const SEND_PEPPOL_ATTEMPTS = 3;
export const SEND_PEPPOL_BACKOFF_MS = 5000;

@Injectable()
export class SendPeppolProducer {
  private readonly logger = new Logger(SendPeppolProducer.name);

  constructor(@Inject(QUEUE_DRIVER) private readonly driver: QueueDriver) {}

  /**
   * Queues a delivery just stored. Should the queue be unreachable, the delivery is kept and the
   * recovery sweep queues it later: once stored, a delivery is never lost, so this never throws.
   */
  async enqueueStored(deliveryId: string): Promise<void> {
    try {
      await this.add(deliveryId, deliveryId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `Peppol delivery ${deliveryId} stored but not queued (the recovery sweep will): ${reason}`,
      );
    }
  }

  /**
   * A job for a delivery whose job was lost or whose worker died. `round` (its tries and when it
   * last changed) keeps it apart from the jobs before it, which Bull may remember as finished;
   * instances sweeping together add one job per state of the delivery.
   */
  enqueueRecovery(deliveryId: string, round: string): Promise<string> {
    return this.add(deliveryId, `${deliveryId}:recovery:${round}`);
  }

  private add(deliveryId: string, jobId: string): Promise<string> {
    return this.driver.add(
      SEND_PEPPOL_QUEUE,
      { deliveryId },
      { jobId, attempts: SEND_PEPPOL_ATTEMPTS, backoff: SEND_PEPPOL_BACKOFF_MS },
    );
  }
}
