import { Injectable } from '@nestjs/common';
import { ArchiveWriter } from '../../archive/archive-writer.service.js';
import type { IssuedCopy } from '../../archive/issued-copy.js';
import { Clock } from '../../common/time/clock.js';
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
    private readonly clock: Clock,
    private readonly archive: ArchiveWriter,
  ) {}

  /**
   * In the transaction that marks the e-mail delivered: the invoice becomes sent if it was
   * saved, so the record and the status change together, and so does its `invoice.sent`
   * webhook event. A back-dated invoice, sent after its due date, is overdue from that moment
   * (docs/invoice-status.md), with its `invoice.overdue` event. False when it was not `saved`.
   * `copy`: the files that went out, archived here if this is the document's first issue
   * (docs/archive.md); a later send of an already sent invoice finds its copy there.
   */
  async markSent(
    tx: Transaction,
    ownerId: string,
    invoiceId: string,
    copy?: IssuedCopy,
  ): Promise<boolean> {
    const invoices = this.invoices.in(tx);
    const marked = await invoices.markSent(ownerId, invoiceId);
    // Also when the invoice was sent before (its copy is there, or, for one sent before the
    // archive existed, made now) and when it was deleted meanwhile (stored marked deleted).
    if (copy !== undefined) await this.archive.keep(tx, ownerId, copy);
    if (!marked) return false;
    const current = async () => toApiInvoice(await invoices.get(ownerId, invoiceId));
    await this.webhooks.emit(tx, ownerId, 'invoice.sent', current);
    if (await invoices.markOverdueIfDue(ownerId, invoiceId, this.clock.today())) {
      await this.webhooks.emit(tx, ownerId, 'invoice.overdue', current);
    }
    return true;
  }
}
