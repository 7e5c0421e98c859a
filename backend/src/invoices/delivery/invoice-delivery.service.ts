import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../database/transactions.js';
import { WebhookOutboxService } from '../../webhooks/webhook-outbox.service.js';
import { toApiInvoice } from '../invoice-mapper.js';
import { InvoicesRepository } from '../invoices.repository.js';

/**
 * What the e-mail worker changes on an invoice it delivered. The worker acts for the record's
 * owner, whom the record names, so every call still takes the owner first.
 */
@Injectable()
export class InvoiceDeliveryService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly webhooks: WebhookOutboxService,
  ) {}

  /**
   * In the transaction that marks the e-mail delivered: the invoice becomes sent if it was
   * saved, so the record and the status change together, and so does its `invoice.sent`
   * webhook event. False when it was not `saved`.
   */
  async markSent(tx: Transaction, ownerId: string, invoiceId: string): Promise<boolean> {
    const invoices = this.invoices.in(tx);
    const marked = await invoices.markSent(ownerId, invoiceId);
    if (marked) {
      await this.webhooks.emit(tx, ownerId, 'invoice.sent', async () =>
        toApiInvoice(await invoices.get(ownerId, invoiceId)),
      );
    }
    return marked;
  }
}
