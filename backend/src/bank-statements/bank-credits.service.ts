import { Injectable } from '@nestjs/common';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions } from '../database/transactions.js';
import { PayableInvoicesService } from '../invoices/payable/payable-invoices.service.js';
import type { BankCreditEntity } from './bank-credit.entity.js';
import { BankCreditsRepository } from './bank-credits.repository.js';
import {
  CREDITS_LIST_CURSOR,
  DEFAULT_CREDITS_PAGE_SIZE,
  type BankCreditDto,
  type BankCreditListDto,
  type ListBankCreditsQueryDto,
} from './dto/bank-credit.dto.js';
import { OpenInvoicesRepository, type OwedInvoice } from './open-invoices.repository.js';
import { paidOnBookingDate } from './paid-on.js';

/** The one place a stored credit becomes what the API answers. */
const toDto = (credit: BankCreditEntity, invoices: Map<string, OwedInvoice>): BankCreditDto => ({
  id: credit.id,
  state: credit.state,
  amount: credit.amountCents,
  bookingDate: credit.bookingDate,
  valueDate: credit.valueDate,
  account: credit.account,
  bankReference: credit.bankReference,
  endToEndId: credit.endToEndId,
  debtorName: credit.debtorName,
  debtorIban: credit.debtorIban,
  structuredReferences: credit.structuredReferences,
  remittanceLines: credit.remittanceLines,
  reason: credit.reason,
  invoice:
    credit.invoiceId === null
      ? null
      : {
          id: credit.invoiceId,
          invoiceNumber: invoices.get(credit.invoiceId)?.invoiceNumber ?? null,
        },
  // An invoice deleted since the import is no longer one to choose.
  candidates: credit.candidates.flatMap((candidate) => {
    const invoice = invoices.get(candidate.invoiceId);
    if (invoice === undefined) return [];
    return [
      {
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        customerName: invoice.customerName,
        owed: invoice.open ? invoice.owed : 0,
        reason: candidate.reason,
        amountEqual: candidate.amountEqual,
      },
    ];
  }),
  importedAt: credit.importedAt.toISOString(),
  resolvedAt: credit.resolvedAt?.toISOString() ?? null,
});

/**
 * The user's imported credits (docs/bank-reconciliation.md): the lists by state, and the
 * user's decision about a credit the matching was not sure of.
 */
@Injectable()
export class BankCreditsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly credits: BankCreditsRepository,
    private readonly invoices: OpenInvoicesRepository,
    private readonly payable: PayableInvoicesService,
  ) {}

  async list(ownerId: string, query: ListBankCreditsQueryDto): Promise<BankCreditListDto> {
    const state = query.state ?? 'review';
    const limit = query.limit ?? DEFAULT_CREDITS_PAGE_SIZE;
    const position = positionOf(query, CREDITS_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.credits.page(ownerId, state, position, limit),
      this.credits.countListed(ownerId, state),
    ]);
    const page = toPage({ rows, total }, query, limit, (credit) => [credit.bookingDate, credit.id]);
    const invoices = await this.invoices.byIds(ownerId, page.rows.flatMap(invoiceIdsOf));
    return { credits: page.rows.map((credit) => toDto(credit, invoices)), ...page.info };
  }

  /**
   * The user says which invoice a credit in review or unmatched pays: it is marked paid on the
   * booking date, as a sure match would have been. The invoice must be theirs (else 404) and
   * still owe money (else INVOICE_NOT_OPEN); a credit decided already is BANK_CREDIT_RESOLVED.
   */
  async confirm(ownerId: string, id: string, invoiceId: string): Promise<BankCreditDto> {
    return this.transactions.run(async (tx) => {
      const before = await this.credits.in(tx).get(ownerId, id);
      const reason =
        before.candidates.find((candidate) => candidate.invoiceId === invoiceId)?.reason ?? null;
      // The credit first: a double click's second request waits here, then finds it decided.
      const confirmed = await this.credits
        .in(tx)
        .resolve(ownerId, id, { state: 'confirmed', invoiceId, reason });
      if (confirmed === null) throw new DomainException('BANK_CREDIT_RESOLVED');
      // Locked like a payment locks it, so a Mollie payment or a credit note cannot slip in.
      const locked = await this.payable.lock(tx, invoiceId);
      if (locked === null || locked.ownerId !== ownerId) throw new DomainException('NOT_FOUND');
      const invoice = (await this.invoices.in(tx).byIds(ownerId, [invoiceId])).get(invoiceId);
      if (invoice === undefined || !invoice.open) throw new DomainException('INVOICE_NOT_OPEN');
      await this.payable.markPaid(tx, invoiceId, paidOnBookingDate(confirmed.bookingDate), 'bank');
      // Paid now: it owes nothing any more.
      return toDto(confirmed, new Map([[invoiceId, { ...invoice, open: false }]]));
    });
  }

  /** Not a payment of an invoice (a refund, a loan, a private transfer): out of the lists. */
  async dismiss(ownerId: string, id: string): Promise<BankCreditDto> {
    return this.transactions.run(async (tx) => {
      await this.credits.in(tx).get(ownerId, id);
      const dismissed = await this.credits.in(tx).resolve(ownerId, id, { state: 'dismissed' });
      if (dismissed === null) throw new DomainException('BANK_CREDIT_RESOLVED');
      return toDto(dismissed, await this.invoices.in(tx).byIds(ownerId, invoiceIdsOf(dismissed)));
    });
  }
}

const invoiceIdsOf = (credit: BankCreditEntity): string[] => [
  ...(credit.invoiceId === null ? [] : [credit.invoiceId]),
  ...credit.candidates.map((candidate) => candidate.invoiceId),
];
