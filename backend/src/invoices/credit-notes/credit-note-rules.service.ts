import { Injectable } from '@nestjs/common';
import {
  INVOICE_MESSAGES,
  checkCredit,
  creditStatusOf,
  isCreditable,
  isPayable,
  type ApiInvoice,
  type CreditError,
  type CreditPart,
  type CreditRefund,
  type Invoice,
} from '@app/contracts/invoice';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { Transaction } from '../../database/transactions.js';
import { WebhookOutboxService } from '../../webhooks/webhook-outbox.service.js';
import type { InvoiceEntity } from '../invoice.entity.js';
import { toApiInvoice } from '../invoice-mapper.js';
import { InvoicesRepository } from '../invoices.repository.js';

/** A stored credit note as contracts' credit rules read it. */
export const creditPartOf = (entity: InvoiceEntity): CreditPart => ({
  items: entity.document.items,
  discount: entity.document.discount,
});

/** A refused credit as the API's error: contracts' key, its English text. */
export function creditRefusal(error: CreditError): DomainException {
  const message = INVOICE_MESSAGES[error];
  if (error === 'credit.notCreditable') return new DomainException('INVOICE_NOT_CREDITABLE');
  if (error === 'credit.nothingChosen' || error === 'credit.lineUnknown') {
    return new DomainException('VALIDATION_FAILED', {
      message,
      fields: [{ field: 'creditNote', message }],
    });
  }
  if (error === 'credit.quantityInvalid' || error === 'credit.amountInvalid') {
    return new DomainException('VALIDATION_FAILED', {
      message,
      fields: [
        {
          field: error === 'credit.amountInvalid' ? 'creditNote.amount' : 'creditNote.lines',
          message,
        },
      ],
    });
  }
  return new DomainException('CREDIT_EXCEEDS_INVOICE', {
    message: `${message}: nothing was saved`,
  });
}

/**
 * The rules every save of a credit note obeys, whichever route it takes (the credit call, the
 * sync path's POST /api/invoices, a PUT): the original is the owner's, locked (`FOR UPDATE`)
 * for the rest of the transaction, creditable, and never credited beyond what is left
 * (contracts' `checkCredit`, the browser's rule too). Two credits at once thus wait for each
 * other and the second sees the first.
 */
@Injectable()
export class CreditNoteRulesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly webhooks: WebhookOutboxService,
  ) {}

  /**
   * The credit note as it may be stored: its reference taken from the stored original, nothing
   * owed on it ('credited'). `self`: the credit note's own id when it is being changed (its
   * stored lines are not counted twice).
   */
  async check(
    tx: Transaction,
    ownerId: string,
    creditNote: Invoice,
    self?: string,
  ): Promise<{ creditNote: Invoice; original: InvoiceEntity }> {
    const reference = creditNote.creditedInvoice;
    if (reference === undefined) {
      throw new DomainException('VALIDATION_FAILED', {
        message: 'A credit note names the invoice it credits',
        fields: [{ field: 'invoice.creditedInvoice', message: 'is required on a credit note' }],
      });
    }
    const invoices = this.invoices.in(tx);
    const original = await invoices.lockOne(ownerId, reference.id);
    if (original === null) {
      throw new DomainException('NOT_FOUND', { message: 'The credited invoice was not found' });
    }
    const others = (await invoices.creditNotesOf(ownerId, original.id))
      .filter((note) => note.id !== self)
      .map(creditPartOf);
    const error = checkCredit(toApiInvoice(original), others, creditNote);
    if (error !== null) throw creditRefusal(error);
    const { paidAt: _paidAt, ...rest } = creditNote;
    return {
      original,
      creditNote: {
        ...rest,
        creditedInvoice: {
          id: original.id,
          invoiceNumber: original.invoiceNumber,
          date: original.date,
        },
        paymentStatus: 'credited',
      },
    };
  }

  /** Refuses what cannot be credited at all before anything is built (409). */
  assertCreditable(original: InvoiceEntity): void {
    if (!isCreditable(toApiInvoice(original))) throw creditRefusal('credit.notCreditable');
  }

  /**
   * After a credit note of `original` was stored or changed, in its transaction: fully credited
   * and still owed means owed no more ('credited': overdue marking, reminders and Pay now pass it
   * by through their own conditions); credited less than in full again means owed again. A new
   * credit note is announced (`invoice.credited`, the original with its credits).
   */
  async settle(
    tx: Transaction,
    ownerId: string,
    original: InvoiceEntity,
    announce: boolean,
  ): Promise<void> {
    const invoices = this.invoices.in(tx);
    const credits = await invoices.creditsOf(ownerId, [original.id]);
    await invoices.setCreditCount(ownerId, original.id, credits.length);
    const credited = credits.reduce((sum, credit) => sum + credit.total, 0);
    const status = creditStatusOf(original.totalCents, credited);
    if (status === 'full' && isPayable(original.paymentStatus)) {
      await invoices.setPaymentStatus(ownerId, original.id, 'credited');
    } else if (status !== 'full' && original.paymentStatus === 'credited') {
      await invoices.setPaymentStatus(ownerId, original.id, 'unpaid');
    } else {
      // Its `credits` are part of what GET answers: the version (its ETag) moves with them, or a
      // device asking If-None-Match would keep a copy without this credit note.
      await invoices.touch(ownerId, original.id);
    }
    if (!announce) return;
    await this.webhooks.emit(tx, ownerId, 'invoice.credited', async () => {
      const current = await invoices.get(ownerId, original.id);
      return withCredits(toApiInvoice(current), credits);
    });
  }
}

type Credit = {
  creditedInvoiceId: string;
  id: string;
  invoiceNumber: string;
  date: string;
  total: number;
  refund?: CreditRefund;
};

/** An invoice with its read-only `credits` and `creditStatus` (a credit note has neither). */
export function withCredits(invoice: ApiInvoice, credits: readonly Credit[]): ApiInvoice {
  if (invoice.documentType === 'credit_note') return invoice;
  const own = credits
    .filter((credit) => credit.creditedInvoiceId === invoice.id)
    .map(({ id, invoiceNumber, date, total, refund }) => ({
      id,
      invoiceNumber,
      date,
      total,
      ...(refund === undefined ? {} : { refund }),
    }));
  const credited = own.reduce((sum, credit) => sum + credit.total, 0);
  return { ...invoice, credits: own, creditStatus: creditStatusOf(invoice.total, credited) };
}
