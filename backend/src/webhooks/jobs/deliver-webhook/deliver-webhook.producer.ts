import { Inject, Injectable } from '@nestjs/common';
import type { QueueDriver } from '../../../common/queue/queue.interface.js';
import { QUEUE_DRIVER } from '../../../common/queue/queue.tokens.js';
import { DELIVER_WEBHOOK_QUEUE } from './deliver-webhook.job.js';

@Injectable()
export class DeliverWebhookProducer {
  constructor(@Inject(QUEUE_DRIVER) private readonly driver: QueueDriver) {}

  /**
   * One try of a delivery. `round` (the deadline its queueing set) keeps the job apart from the
   * delivery's earlier jobs, which Bull may remember as finished. One job per try: the retries and
   * their back-off live in the delivery row (`next_attempt_at`), so they survive a lost queue.
   */
  enqueue(deliveryId: string, round: number): Promise<string> {
    return this.driver.add(
      DELIVER_WEBHOOK_QUEUE,
      { deliveryId },
      { jobId: `${deliveryId}:${round}`, attempts: 1 },
    );
  }
}
