import { QUEUE_NAMES } from '../../../common/queue/queue.interface.js';

export const DELIVER_WEBHOOK_QUEUE = QUEUE_NAMES.webhook;

/** Only the delivery's id: the row holds everything else, and its state decides what to do. */
export type DeliverWebhookJob = { deliveryId: string };

declare module '../../../common/queue/queue.interface.js' {
  interface QueueJobs {
    [DELIVER_WEBHOOK_QUEUE]: DeliverWebhookJob;
  }
}
