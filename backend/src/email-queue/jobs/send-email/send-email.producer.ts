import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { QueueDriver } from '../../../common/queue/queue.interface.js';
import { QUEUE_DRIVER } from '../../../common/queue/queue.tokens.js';
import { SEND_EMAIL_QUEUE } from './send-email.job.js';

/** Tries per job; the driver waits 1 s, then 2 s between them (exponential back-off). */
export const SEND_EMAIL_ATTEMPTS = 3;
export const SEND_EMAIL_BACKOFF_MS = 1000;

@Injectable()
export class SendEmailProducer {
  private readonly logger = new Logger(SendEmailProducer.name);

  constructor(@Inject(QUEUE_DRIVER) private readonly driver: QueueDriver) {}

  /**
   * Queues a record just stored. Should the queue be unreachable, the record is kept and the
   * recovery sweep queues it later: once stored, an e-mail is never lost, so this never throws.
   */
  async enqueueStored(emailId: string): Promise<void> {
    try {
      await this.enqueue(emailId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `E-mail ${emailId} stored but not queued (the recovery sweep will): ${reason}`,
      );
    }
  }

  /** The first job of a record: its id is the record's, so adding it twice queues it once. */
  enqueue(emailId: string): Promise<string> {
    return this.add(emailId, emailId);
  }

  /**
   * A job for a record whose first job was lost (Redis restarted, an in-process queue died with
   * its process), whose worker died, or whose last try failed on a dependency. `round` (the
   * record's state: tries so far and when it last changed) keeps it apart from the jobs before
   * it, which Bull may still remember as finished; two instances recovering the same record in
   * the same state add one job.
   */
  enqueueRecovery(emailId: string, round: string): Promise<string> {
    return this.add(emailId, `${emailId}:recovery:${round}`);
  }

  /**
   * A job an operator asked for (the admin queue's send now and requeue): a job id of its own,
   * since the record's earlier jobs may be remembered as finished. The claim still lets exactly
   * one job send a planned record.
   */
  enqueueRequested(emailId: string): Promise<string> {
    return this.add(emailId, `${emailId}:requested:${randomUUID()}`);
  }

  private add(emailId: string, jobId: string): Promise<string> {
    return this.driver.add(
      SEND_EMAIL_QUEUE,
      { emailId },
      { jobId, attempts: SEND_EMAIL_ATTEMPTS, backoff: SEND_EMAIL_BACKOFF_MS },
    );
  }
}
