import {
  creditIdentity,
  parseStatementAmount,
  statementDate,
  type BankCredit,
} from '@app/contracts/bank';
import { normaliseIban } from '@app/contracts/invoice';

/** What the reader keeps of one transaction (TxDtls): only the fields a credit needs. */
export type TransactionDraft = {
  amount?: string;
  amountCurrency?: string;
  /** AmtDtls/TxAmt/Amt, the amount of versions before TxDtls/Amt existed. */
  detailAmount?: string;
  detailCurrency?: string;
  direction?: string;
  bankReference?: string;
  endToEndId?: string;
  debtorName?: string;
  ultimateDebtorName?: string;
  debtorIban?: string;
  structuredReferences: string[];
  remittanceLines: string[];
};

/** What the reader keeps of one entry (Ntry) until its end tag. */
export type EntryDraft = {
  amount?: string;
  currency?: string;
  direction?: string;
  reversal?: string;
  status?: string;
  bookingDate?: string;
  bookingDateTime?: string;
  valueDate?: string;
  valueDateTime?: string;
  bankReference?: string;
  additionalInfo?: string;
  transactions: TransactionDraft[];
};

export type StatementContext = { account: string; statementId: string; entryIndex: number };

/** Why a booked credit was left out; the review screen lists these beside the credits. */
export type SkipReason = 'currency' | 'amount' | 'date' | 'reversal';

export type StatementItem =
  | { kind: 'credit'; credit: BankCredit }
  | {
      kind: 'skipped';
      reason: SkipReason;
      entryIndex: number;
      bankReference: string;
      /** The amount and currency as written, for the list of what was left out. */
      amount: string;
      currency: string;
    };

export const newTransaction = (): TransactionDraft => ({
  structuredReferences: [],
  remittanceLines: [],
});

/** A payer who gives no end-to-end id sends this literal (SEPA rulebook). */
const NOT_PROVIDED = 'NOTPROVIDED';

type Part = { amount: string; currency: string; transaction?: TransactionDraft; index: number };

/**
 * The parts an entry pays out as credits: each transaction with its own amount when every one
 * has one and they add up to the entry (a batch booked as one line); otherwise the entry as one
 * credit, since splitting it would invent amounts.
 */
const partsOf = (entry: EntryDraft): Part[] => {
  const whole: Part[] = [
    {
      amount: entry.amount ?? '',
      currency: entry.currency ?? '',
      transaction: entry.transactions.length === 1 ? entry.transactions[0] : undefined,
      index: 0,
    },
  ];
  if (entry.transactions.length < 2) return whole;
  const parts = entry.transactions.map((transaction, index) => ({
    amount: transaction.amount ?? transaction.detailAmount ?? '',
    currency: transaction.amount
      ? (transaction.amountCurrency ?? '')
      : (transaction.detailCurrency ?? ''),
    transaction,
    index,
  }));
  const cents = parts.map((part) => parseStatementAmount(part.amount));
  const total = parseStatementAmount(entry.amount ?? '');
  const sum = cents.reduce<number | null>(
    (acc, value) => (acc === null || value === null ? null : acc + value),
    0,
  );
  return sum !== null && sum === total ? parts : whole;
};

const creditOf = (entry: EntryDraft, part: Part, context: StatementContext): StatementItem => {
  const transaction = part.transaction;
  const bankReference = transaction?.bankReference ?? entry.bankReference ?? '';
  const skip = (reason: SkipReason): StatementItem => ({
    kind: 'skipped',
    reason,
    entryIndex: context.entryIndex,
    bankReference,
    amount: part.amount,
    currency: part.currency,
  });
  if (entry.reversal === 'true') return skip('reversal');
  if (part.currency !== 'EUR') return skip('currency');
  const amount = parseStatementAmount(part.amount);
  if (amount === null || amount === 0) return skip('amount');
  const bookingDate = statementDate(entry.bookingDate, entry.bookingDateTime);
  if (bookingDate === null) return skip('date');
  const endToEndId =
    transaction?.endToEndId === NOT_PROVIDED ? '' : (transaction?.endToEndId ?? '');
  const remittanceLines = transaction?.remittanceLines ?? [];
  return {
    kind: 'credit',
    credit: {
      id: creditIdentity({
        account: context.account,
        bankReference,
        statementId: context.statementId,
        entryIndex: context.entryIndex,
        transactionIndex: part.index,
        endToEndId,
        bookingDate,
        amount,
      }),
      account: context.account,
      amount,
      currency: 'EUR',
      bookingDate,
      valueDate: statementDate(entry.valueDate, entry.valueDateTime) ?? '',
      bankReference,
      endToEndId,
      debtorName: (transaction?.debtorName ?? transaction?.ultimateDebtorName ?? '').trim(),
      debtorIban: transaction?.debtorIban ? normaliseIban(transaction.debtorIban) : '',
      structuredReferences: transaction?.structuredReferences ?? [],
      // Without transaction details some banks put the payer's text in AddtlNtryInf.
      remittanceLines:
        remittanceLines.length === 0 && entry.additionalInfo && transaction === undefined
          ? [entry.additionalInfo]
          : remittanceLines,
    },
  };
};

/**
 * The items of one finished entry: nothing for a debit or an entry not yet booked (pending,
 * information only), a credit or a skip for each part of a booked credit. The status is "BOOK"
 * in Sts or, in later versions, Sts/Cd.
 */
export const entryItems = (entry: EntryDraft, context: StatementContext): StatementItem[] => {
  if (entry.direction !== 'CRDT' || entry.status !== 'BOOK') return [];
  return partsOf(entry)
    .filter((part) => part.transaction?.direction !== 'DBIT')
    .map((part) => creditOf(entry, part, context));
};
