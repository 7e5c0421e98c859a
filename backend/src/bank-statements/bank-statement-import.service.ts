import { Injectable } from '@nestjs/common';
import { matchCredits, type BankCredit, type CreditMatch } from '@app/contracts/bank';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions, type Transaction } from '../database/transactions.js';
import { PayableInvoicesService } from '../invoices/payable/payable-invoices.service.js';
import { BankCreditsRepository, type NewBankCredit } from './bank-credits.repository.js';
import { Camt053Refusal, readCamt053, type StatementItem } from './camt053-reader.js';
import type {
  BankStatementImportDto,
  ImportedPaymentDto,
  SkippedCreditDto,
} from './dto/bank-statement-import.dto.js';
import { OpenInvoicesRepository, type OwedInvoice } from './open-invoices.repository.js';
import { paidOnBookingDate } from './paid-on.js';

/** A month of a busy account is well under a megabyte; a year's export a few. */
export const MAX_STATEMENT_BYTES = 50 * 1024 * 1024;

type Read = { credits: BankCredit[]; skipped: SkippedCreditDto[] };

const refused = (refusal: Camt053Refusal): DomainException =>
  new DomainException('BANK_STATEMENT_REFUSED', {
    message: `The file is not a camt.053 bank statement that can be read (${refusal.reason}): ${refusal.detail}. Nothing was imported.`,
    fields: [{ field: 'file', message: refusal.reason }],
  });

/** Too large before a byte is read, when the client says how long the body is. */
export const tooLarge = (): DomainException =>
  refused(new Camt053Refusal('too_large', `the file is over ${MAX_STATEMENT_BYTES} bytes`));

const stored = (credit: BankCredit, match: CreditMatch): NewBankCredit => {
  if (match.kind === 'sure') {
    return {
      credit,
      state: 'paid',
      invoiceId: match.invoiceId,
      reason: match.reason,
      candidates: [],
    };
  }
  if (match.kind === 'unsure') {
    return { credit, state: 'review', invoiceId: null, reason: null, candidates: match.candidates };
  }
  return { credit, state: 'unmatched', invoiceId: null, reason: null, candidates: [] };
};

/**
 * Imports a camt.053 statement (docs/bank-reconciliation.md): reads it as it arrives, then in
 * one transaction under the owner's lock stores the credits new to them, matches only those
 * against their open invoices, and marks each sure match's invoice paid on the booking date.
 * A refused file imports nothing; a file imported before changes nothing.
 */
@Injectable()
export class BankStatementImportService {
  constructor(
    private readonly transactions: Transactions,
    private readonly credits: BankCreditsRepository,
    private readonly invoices: OpenInvoicesRepository,
    private readonly payable: PayableInvoicesService,
  ) {}

  async import(
    ownerId: string,
    body: AsyncIterable<Uint8Array | string>,
  ): Promise<BankStatementImportDto> {
    const { credits, skipped } = await this.read(body);
    // A long transaction's limits: a big statement is many inserts, and a second upload of the
    // owner's waits for the first's lock rather than failing after the request's 3 seconds.
    return this.transactions.runLong(async (tx) => {
      await this.credits.in(tx).lockOwner(ownerId);
      const known = await this.credits.in(tx).existingIds(
        ownerId,
        credits.map((c) => c.id),
      );
      const fresh = credits.filter((credit) => !known.has(credit.id));
      const open = await this.invoices.in(tx).open(ownerId);
      const matches = matchCredits(fresh, open);
      const rows = fresh.map((credit, index) => stored(credit, matches[index]!));
      await this.credits.in(tx).insertMany(ownerId, rows);
      const paid = await this.payAll(tx, rows, open);
      return {
        imported: fresh.length,
        alreadyImported: credits.length - fresh.length,
        paid,
        review: rows.filter((row) => row.state === 'review').length,
        unmatched: rows.filter((row) => row.state === 'unmatched').length,
        skipped,
      };
    });
  }

  /**
   * The whole statement, read from the stream: the credits (a small part of the bytes: the XML
   * around them is not kept), once each by identity, and what was left out. A refusal anywhere
   * in the file is thrown before anything is stored.
   */
  private async read(body: AsyncIterable<Uint8Array | string>): Promise<Read> {
    const byId = new Map<string, BankCredit>();
    const skipped: SkippedCreditDto[] = [];
    try {
      for await (const item of readCamt053(body, { maxBytes: MAX_STATEMENT_BYTES })) {
        take(item, byId, skipped);
      }
    } catch (error) {
      throw error instanceof Camt053Refusal ? refused(error) : error;
    }
    return { credits: [...byId.values()], skipped };
  }

  private async payAll(
    tx: Transaction,
    rows: readonly NewBankCredit[],
    open: readonly OwedInvoice[],
  ): Promise<ImportedPaymentDto[]> {
    const numbers = new Map(open.map((invoice) => [invoice.id, invoice.invoiceNumber]));
    const paid: ImportedPaymentDto[] = [];
    for (const row of rows) {
      if (row.state !== 'paid' || row.invoiceId === null || row.reason === null) continue;
      await this.payable.markPaid(
        tx,
        row.invoiceId,
        paidOnBookingDate(row.credit.bookingDate),
        'bank',
      );
      paid.push({
        creditId: row.credit.id,
        invoiceId: row.invoiceId,
        invoiceNumber: numbers.get(row.invoiceId) ?? '',
        reason: row.reason,
      });
    }
    return paid;
  }
}

/** The same credit twice in one file (a bank repeating an entry) is one credit. */
function take(item: StatementItem, byId: Map<string, BankCredit>, skipped: SkippedCreditDto[]) {
  if (item.kind === 'credit') {
    if (!byId.has(item.credit.id)) byId.set(item.credit.id, item.credit);
    return;
  }
  const { reason, entryIndex, bankReference, amount, currency } = item;
  skipped.push({ reason, entryIndex, bankReference, amount, currency });
}
