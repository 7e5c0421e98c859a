import { QUEUE_NAMES } from '../../../common/queue/queue.interface.js';

export const SEND_EMAIL_QUEUE = QUEUE_NAMES.email;

/** Only the record's id: the record holds everything else, and its state decides what to do. */
export type SendEmailJob = { emailId: string };

declare module '../../../common/queue/queue.interface.js' {
  interface QueueJobs {
    [SEND_EMAIL_QUEUE]: SendEmailJob;
  }
}
