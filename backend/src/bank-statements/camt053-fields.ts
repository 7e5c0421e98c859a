import type { EntryDraft, TransactionDraft } from './camt053-entry.js';

/*
 * Where each field of an entry sits, by the path of local names under Ntry and under
 * NtryDtls/TxDtls, for every version from camt.053.001.02 to .08 (the ISO 20022 message
 * definition; the Dutch banks' "Format description CAMT.053" and Febelfin's guidelines name the
 * same elements). Versions differ in a few places, so both forms are listed wherever they
 * moved, and whichever a file has is read: the status as Sts (earlier versions) or Sts/Cd (later
 * ones, .08 among them); the payer as RltdPties/Dbtr/Nm or RltdPties/Dbtr/Pty/Nm (.08); a
 * transaction's amount as TxDtls/Amt (later versions) or AmtDtls/TxAmt/Amt (all).
 */

type Setter<T> = (draft: T, text: string) => void;

/** Repeating fields keep at most this many values; real ones have one to four. */
const MAX_REPEATS = 20;

const push = (list: string[], text: string): void => {
  if (list.length < MAX_REPEATS && text.trim() !== '') list.push(text.trim());
};

export const ENTRY_FIELDS: Record<string, Setter<EntryDraft>> = {
  Amt: (d, t) => (d.amount = t.trim()),
  CdtDbtInd: (d, t) => (d.direction = t.trim()),
  RvslInd: (d, t) => (d.reversal = t.trim()),
  Sts: (d, t) => (d.status = t.trim() || d.status),
  'Sts/Cd': (d, t) => (d.status = t.trim()),
  'BookgDt/Dt': (d, t) => (d.bookingDate = t),
  'BookgDt/DtTm': (d, t) => (d.bookingDateTime = t),
  'ValDt/Dt': (d, t) => (d.valueDate = t),
  'ValDt/DtTm': (d, t) => (d.valueDateTime = t),
  AcctSvcrRef: (d, t) => (d.bankReference = t.trim()),
  AddtlNtryInf: (d, t) => (d.additionalInfo = t.trim()),
};

export const TRANSACTION_FIELDS: Record<string, Setter<TransactionDraft>> = {
  Amt: (d, t) => (d.amount = t.trim()),
  'AmtDtls/TxAmt/Amt': (d, t) => (d.detailAmount = t.trim()),
  CdtDbtInd: (d, t) => (d.direction = t.trim()),
  'Refs/AcctSvcrRef': (d, t) => (d.bankReference = t.trim()),
  'Refs/EndToEndId': (d, t) => (d.endToEndId = t.trim()),
  'RltdPties/Dbtr/Nm': (d, t) => (d.debtorName = t.trim()),
  'RltdPties/Dbtr/Pty/Nm': (d, t) => (d.debtorName = t.trim()),
  'RltdPties/UltmtDbtr/Nm': (d, t) => (d.ultimateDebtorName = t.trim()),
  'RltdPties/UltmtDbtr/Pty/Nm': (d, t) => (d.ultimateDebtorName = t.trim()),
  'RltdPties/DbtrAcct/Id/IBAN': (d, t) => (d.debtorIban = t.trim()),
  'RmtInf/Ustrd': (d, t) => push(d.remittanceLines, t),
  'RmtInf/Strd/CdtrRefInf/Ref': (d, t) => push(d.structuredReferences, t),
};

/** The currency attribute (Ccy) of the amounts that carry one. */
export const ENTRY_CURRENCY: Record<string, Setter<EntryDraft>> = {
  Amt: (d, t) => (d.currency = t.trim()),
};

export const TRANSACTION_CURRENCY: Record<string, Setter<TransactionDraft>> = {
  Amt: (d, t) => (d.amountCurrency = t.trim()),
  'AmtDtls/TxAmt/Amt': (d, t) => (d.detailCurrency = t.trim()),
};

/** Statement-level fields, by path under Stmt. */
export const STATEMENT_FIELDS = ['Id', 'Acct/Id/IBAN', 'Acct/Id/Othr/Id'] as const;
