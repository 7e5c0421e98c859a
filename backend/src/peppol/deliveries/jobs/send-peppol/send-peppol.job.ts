import { QUEUE_NAMES } from '../../../../common/queue/queue.interface.js';

export const SEND_PEPPOL_QUEUE = QUEUE_NAMES.peppol;

/** Only the delivery's id: the record holds everything else, and its state decides what to do. */
export type SendPeppolJob = { deliveryId: string };

declare module '../../../../common/queue/queue.interface.js' {
  interface QueueJobs {
    [SEND_PEPPOL_QUEUE]: SendPeppolJob;
  }
}
