import { Injectable } from '@nestjs/common';
import { amountOwed, type ApiInvoice, type PaymentLink } from '@app/contracts/invoice';
import type { Transaction } from '../../database/transactions.js';
import { WebhookOutboxService } from '../../webhooks/webhook-outbox.service.js';
import type { InvoiceEntity, PaidVia } from '../invoice.entity.js';
import { toApiInvoice } from '../invoice-mapper.js';
import { InvoicesRepository } from '../invoices.repository.js';
import { PayableInvoicesRepository } from './payable-invoices.repository.js';

/** An invoice as getting paid sees it: the invoice and whose it is (whose Mollie to ask). */
export type PayableInvoice = { ownerId: string; invoice: ApiInvoice };

const payable = (entity: InvoiceEntity | null): PayableInvoice | null =>
  entity && { ownerId: entity.userId, invoice: toApiInvoice(entity) };

/**
 * Invoices for the payments module, reached by id alone (see PayableInvoicesRepository for why
 * that is safe): read one, lock one for a payment, store its links, mark it paid.
 */
@Injectable()
export class PayableInvoicesService {
  constructor(
    private readonly invoices: PayableInvoicesRepository,
    private readonly webhooks: WebhookOutboxService,
    private readonly owned: InvoicesRepository,
  ) {}

  async find(id: string): Promise<PayableInvoice | null> {
    return payable(await this.invoices.findById(id));
  }

  /** The invoice, locked until `tx` ends; null when there is none. */
  async lock(tx: Transaction, id: string): Promise<PayableInvoice | null> {
    return payable(await this.invoices.in(tx).lockById(id));
  }

  /**
   * What the customer is still asked to pay of a locked invoice, in cents: contracts'
   * `amountOwed`, its total less its credit notes (`invoices_credited_idx`). Read under the
   * invoice's row lock, which every credit note of it takes too, so no credit slips in between.
   */
  async amountOwed(tx: Transaction, payable: PayableInvoice): Promise<number> {
    const credits = await this.owned.in(tx).creditsOf(payable.ownerId, [payable.invoice.id]);
    return amountOwed(payable.invoice, credits);
  }

  /**
   * The owner's credit note's refund was made or moved: a change of the credit note, whose
   * answer carries it, and of the invoice it credits, whose `credits` carry it too (both
   * `updated_at` and versions move in `tx`, so their ETags change).
   */
  async touchCreditNote(
    tx: Transaction,
    ownerId: string,
    creditNoteId: string,
    originalId: string,
  ): Promise<void> {
    const invoices = this.owned.in(tx);
    await invoices.touch(ownerId, creditNoteId);
    await invoices.touch(ownerId, originalId);
  }

  saveLinks(tx: Transaction, invoiceId: string, paymentLinks: PaymentLink[]): Promise<void> {
    return this.invoices.in(tx).saveLinks(invoiceId, paymentLinks);
  }

  /**
   * Paid at the provider at `paidAt`; an invoice already paid keeps its first time. Becoming paid
   * is an `invoice.paid` webhook event for its owner, in the same transaction (not again for one
   * its owner had marked paid: that was the event).
   */
  async markPaid(tx: Transaction, invoiceId: string, paidAt: Date, via: PaidVia): Promise<void> {
    const invoices = this.invoices.in(tx);
    const before = await invoices.findById(invoiceId);
    if (!(await invoices.markPaid(invoiceId, paidAt, via))) return;
    if (before === null || before.paymentStatus === 'markedPaid') return;
    const paid = await invoices.findById(invoiceId);
    if (paid !== null) {
      await this.webhooks.emit(tx, paid.userId, 'invoice.paid', () => toApiInvoice(paid));
    }
  }
}
