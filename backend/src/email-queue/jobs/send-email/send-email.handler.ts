import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobContext, JobHandler } from '../../../common/queue/queue.interface.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.tokens.js';
import { Transactions } from '../../../database/transactions.js';
import { InvoiceDeliveryService } from '../../../invoices/delivery/invoice-delivery.service.js';
import { EmailDeliveryRepository } from '../../email-delivery.repository.js';
import { EmailFailuresService } from '../../email-failures.service.js';
import { InvoiceMailComposer } from '../../mail/invoice-mail.composer.js';
import { MAIL_TRANSPORT, type MailTransport } from '../../mail/mail-transport.js';
import { describeSendError, isTransientSendError } from './send-error.js';
import type { SendEmailJob } from './send-email.job.js';

/**
 * Tries one record may use in all, across queue retries and recoveries: a message that kills its
 * worker every time (or a mail server that drops it) ends `failed` instead of looping.
 */
export const MAX_SEND_ATTEMPTS = 5;

/** Names this process in the records it claims. */
const WORKER = `${hostname()}:${process.pid}`;

/**
 * Delivers one e-mail record. The record, not the job, decides: the handler first claims it
 * (planned, or a dead worker's expired claim) with one conditional UPDATE, keeps the claim alive
 * while it renders and sends, and only the claim holder can mark it sent or failed. So however
 * often a job runs (retries, Bull's stalled-job takeover, a recovery job, two instances), a sent
 * record is never sent again and two workers never send one record at the same time.
 */
@Injectable()
export class SendEmailHandler implements JobHandler<SendEmailJob> {
  private readonly logger = new Logger('SendEmail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly emails: EmailDeliveryRepository,
    private readonly invoices: InvoiceDeliveryService,
    private readonly composer: InvoiceMailComposer,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly failures: EmailFailuresService,
  ) {}

  async handle({ emailId }: SendEmailJob, context: JobContext): Promise<void> {
    const leaseMs = this.config.email.claimLeaseMs;
    const token = randomUUID();
    const claim = { token, worker: WORKER };
    const email = await this.emails.claim(emailId, claim, leaseMs, MAX_SEND_ATTEMPTS);
    if (email === null) return this.notClaimed(emailId);

    const heartbeat = this.keepClaimed(emailId, token, leaseMs);
    let receipt;
    let copy;
    try {
      const composed = await this.composer.composeIssue(email);
      copy = composed.copy;
      receipt = await this.transport.send(composed.message);
    } catch (thrown) {
      const error = describeSendError(thrown, this.config.smtpUrl);
      if (isTransientSendError(thrown)) {
        // The disk or the mail server, not the message: the try is given back and the record
        // stays planned, retried by the queue's back-off and then by every recovery sweep
        // until the dependency is back.
        await this.emails.release(emailId, token, error, { refundTry: true });
      } else {
        const last = context.attempt >= context.attempts || email.attempts >= MAX_SEND_ATTEMPTS;
        if (last) await this.failures.fail(emailId, token, error, leaseMs);
        else await this.emails.release(emailId, token, error);
      }
      throw new Error(error, { cause: thrown });
    } finally {
      clearInterval(heartbeat);
    }

    const finished = await this.transactions.run(async (tx) => {
      const sent = await this.emails.in(tx).markSent(emailId, token, receipt.messageId);
      // The PDF and UBL that went out are archived with the status change (docs/archive.md).
      if (sent !== null) await this.invoices.markSent(tx, sent.userId, sent.invoiceId, copy);
      return sent !== null;
    });
    if (!finished) {
      // Only possible when this worker could not renew its claim for a whole lease.
      this.logger.error(`E-mail ${emailId} was delivered after its claim was taken over`);
    }
  }

  /**
   * Someone else holds the record or it is finished: nothing to do. A record nobody holds that
   * used up its tries is failed here, so it cannot stay planned or sending (`fail` leaves a
   * live claim alone).
   */
  private async notClaimed(emailId: string): Promise<void> {
    const email = await this.emails.findById(emailId);
    const unfinished = email?.status === 'planned' || email?.status === 'sending';
    if (email && unfinished && email.attempts >= MAX_SEND_ATTEMPTS) {
      const reason = email.error ?? `Gave up after ${email.attempts} tries`;
      await this.failures.fail(emailId, null, reason, this.config.email.claimLeaseMs);
    }
  }

  /** Renews the claim a few times per lease, as Bull renews its job locks. */
  private keepClaimed(emailId: string, token: string, leaseMs: number): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        this.emails.renewClaim(emailId, token).then(
          (held) => {
            if (!held) this.logger.warn(`E-mail ${emailId}: claim lost while sending`);
          },
          (error: unknown) =>
            this.logger.warn(`E-mail ${emailId}: claim not renewed: ${String(error)}`),
        );
      },
      Math.max(250, Math.floor(leaseMs / 4)),
    );
    timer.unref();
    return timer;
  }
}
