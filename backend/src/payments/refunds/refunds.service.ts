import { Injectable, Logger } from '@nestjs/common';
import { refundStands, type ApiInvoice } from '@app/contracts/invoice';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Transactions, type Transaction } from '../../database/transactions.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import {
  PayableInvoicesService,
  type PayableInvoice,
} from '../../invoices/payable/payable-invoices.service.js';
import { mollieFailure } from '../../mollie/mollie-failure.js';
import { MOLLIE, MolliePaymentLinks } from '../mollie-payment-links.js';
import { MollieRefunds } from './mollie-refunds.js';
import { MollieRefundsRepository } from './mollie-refunds.repository.js';

/**
 * Refunds of credit notes through Mollie (docs/payments.md "Refunds"). Making one and following
 * one both hold the original invoice's row lock, the lock Mollie's webhook takes too: two refund
 * calls for one credit note make one refund, and two webhooks at once (on any instances) move
 * a refund's status once.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly invoices: InvoicesService,
    private readonly payable: PayableInvoicesService,
    private readonly links: MolliePaymentLinks,
    private readonly mollie: MollieRefunds,
    private readonly refunds: MollieRefundsRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Refunds the owner's credit note's total to the customer's payment of its original. */
  async refund(ownerId: string, creditNoteId: string): Promise<ApiInvoice> {
    await this.transactions.run(async (tx) => {
      const creditNote = await this.invoices.getIn(tx, ownerId, creditNoteId);
      const originalId = creditNote.creditedInvoice?.id;
      if (creditNote.documentType !== 'credit_note' || originalId === undefined) {
        throw new DomainException('REFUND_NOT_AVAILABLE', {
          message: 'Only a credit note can be refunded',
        });
      }
      const original = await this.payable.lock(tx, originalId);
      if (original === null || original.ownerId !== ownerId) throw notPaidOnline();
      const paidLink = original.invoice.paymentLinks.find(
        (link) => link.provider === MOLLIE && link.status === 'paid',
      );
      if (paidLink === undefined) throw notPaidOnline();
      const refunds = this.refunds.in(tx);
      const earlier = await refunds.findOf(ownerId, creditNoteId);
      if (earlier !== null && refundStands(earlier.status)) {
        throw new DomainException('REFUND_EXISTS');
      }
      const created = await this.provider(`refund credit note ${creditNoteId}`, async () => {
        const paymentId =
          paidLink.paymentId ?? (await this.links.paidPaymentOf(ownerId, paidLink.id));
        if (paymentId === null) throw notPaidOnline();
        const remaining = await this.mollie.remaining(ownerId, paymentId);
        if (remaining === null) throw notPaidOnline();
        if (creditNote.total > remaining) throw exceeds(remaining);
        const refund = await this.mollie.create(ownerId, {
          paymentId,
          amountCents: creditNote.total,
          description: `Credit note ${creditNote.invoiceNumber}`,
          metadata: { creditNoteId, invoiceId: originalId },
          // A retry after our own failure (Mollie made it, we did not store it) gets the same
          // refund back instead of a second one; a refund again after a failed one is new.
          idempotencyKey: `refund-${creditNoteId}-${earlier?.refundId ?? 'first'}`,
        });
        if (refund === null) throw notPaidOnline();
        return { paymentId, refund };
      });
      await refunds.store({
        creditNoteId,
        userId: ownerId,
        invoiceId: originalId,
        refundId: created.refund.id,
        paymentId: created.paymentId,
        status: created.refund.status,
        amountCents: creditNote.total,
      });
      await this.payable.touchCreditNote(tx, ownerId, creditNoteId, originalId);
      this.logger.log(`Credit note ${creditNoteId} refunded through Mollie (${created.refund.id})`);
    });
    return this.invoices.get(ownerId, creditNoteId);
  }

  /**
   * Mollie called the payment's webhook, which it also does when a refund moves on: reads back
   * each of the invoice's refunds not yet final and stores a new status. The caller holds the
   * invoice's row lock, so a second webhook at the same time finds the status already stored.
   */
  async follow(tx: Transaction, invoice: PayableInvoice): Promise<void> {
    const refunds = this.refunds.in(tx);
    for (const refund of await refunds.movingOf(invoice.invoice.id)) {
      const status = await this.provider(`check refund ${refund.refundId}`, () =>
        this.mollie.status(invoice.ownerId, refund.paymentId, refund.refundId),
      );
      if (status === null || status === refund.status) continue;
      if (await refunds.moveStatus(refund.creditNoteId, refund.status, status)) {
        // Its answer carries the refund: the credit note changed (a syncing device sees it).
        await this.payable.touchCreditNote(
          tx,
          refund.userId,
          refund.creditNoteId,
          invoice.invoice.id,
        );
        this.logger.log(
          `Refund ${refund.refundId} of credit note ${refund.creditNoteId}: ${status}`,
        );
      }
    }
  }

  /** Mollie failing (down, refusing our token) is a 502, logged without secrets. */
  private async provider<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainException) throw error;
      if ((error as { statusCode?: unknown; field?: unknown }).statusCode === 422) {
        // Mollie's own check of the amount (e.g. a refund made in its dashboard meanwhile).
        this.logger.warn(`Could not ${what}: ${mollieFailure(error)}`);
        throw exceeds(null);
      }
      this.logger.warn(`Could not ${what}: ${mollieFailure(error)}`);
      throw new DomainException('PAYMENT_PROVIDER_FAILED');
    }
  }
}

const notPaidOnline = () => new DomainException('REFUND_NOT_AVAILABLE');

const exceeds = (remainingCents: number | null) =>
  new DomainException('REFUND_EXCEEDS_PAYMENT', {
    message:
      remainingCents === null
        ? 'Mollie refused the refund: the credit note is more than it can still refund'
        : `The credit note is more than Mollie can still refund of the payment (${(remainingCents / 100).toFixed(2)} EUR left)`,
  });
