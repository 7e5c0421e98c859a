import { Injectable } from '@nestjs/common';
import { Transactions } from '../database/transactions.js';
import { WebhookOutboxService } from '../webhooks/webhook-outbox.service.js';
import { EmailDeliveryRepository } from './email-delivery.repository.js';
import { toEmailRecordDto } from './email-record-mapper.js';

/**
 * Giving up on an e-mail for good, and its `email.failed` webhook event (docs/webhooks.md) in
 * the same transaction: the event exists exactly when the record became failed.
 */
@Injectable()
export class EmailFailuresService {
  constructor(
    private readonly transactions: Transactions,
    private readonly emails: EmailDeliveryRepository,
    private readonly webhooks: WebhookOutboxService,
  ) {}

  /** `EmailDeliveryRepository.fail` (same rules, same answer), announcing the failure. */
  fail(id: string, token: string | null, error: string, leaseMs: number): Promise<boolean> {
    return this.transactions.run(async (tx) => {
      const emails = this.emails.in(tx);
      if (!(await emails.fail(id, token, error, leaseMs))) return false;
      const email = await emails.findById(id);
      if (email !== null) {
        await this.webhooks.emit(tx, email.userId, 'email.failed', () => ({
          ...toEmailRecordDto(email),
          invoice_id: email.invoiceId,
          kind: email.kind,
        }));
      }
      return true;
    });
  }
}
