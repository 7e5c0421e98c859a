/**
 * One incoming transfer read from a bank statement (ISO 20022 camt.053, docs/bank-reconciliation.md):
 * what the matching rule needs and what a review screen shows.
 */
export type BankCredit = {
  /**
   * Stable across imports of the same statement (see `creditIdentity`), so importing a file twice
   * finds every credit already there and changes nothing.
   */
  id: string;
  /** The statement account's IBAN (electronic form), or its other identifier; '' when absent. */
  account: string;
  /** Integer cents, always > 0. */
  amount: number;
  currency: 'EUR';
  /** yyyy-MM-dd: the day the bank booked it, the day the invoice counts as paid. */
  bookingDate: string;
  /** yyyy-MM-dd, or '' when the statement gives none. */
  valueDate: string;
  /** The bank's own reference of the entry or transaction (AcctSvcrRef); '' when absent. */
  bankReference: string;
  /** The payer's end-to-end id; '' when absent or "NOTPROVIDED". */
  endToEndId: string;
  debtorName: string;
  /** Electronic form; '' when absent. */
  debtorIban: string;
  /** Structured remittance references (Strd/CdtrRefInf/Ref) as written. */
  structuredReferences: string[];
  /** Unstructured remittance lines (Ustrd), in order. */
  remittanceLines: string[];
};

/** An invoice still waiting for money, as the matching rule sees it. */
export type OpenInvoice = {
  id: string;
  invoiceNumber: string;
  /** What is still owed in cents (`amountOwed`); invoices owing nothing are never matched. */
  owed: number;
  /** The structured (OGM) or creditor (RF) reference the invoice asks for; absent: none. */
  paymentReference?: string;
  customerName: string;
  /** yyyy-MM-dd */
  date: string;
};

/** Why a credit was tied to an invoice; the review screen says it in words. */
export type MatchReason = 'reference' | 'invoice_number' | 'amount_and_name';

export type MatchCandidate = {
  invoiceId: string;
  reason: MatchReason;
  /** The credit's amount equals what the invoice owes. */
  amountEqual: boolean;
};

/**
 * sure: marks the invoice paid without asking; unsure: waits for the user, with the candidates;
 * unmatched: nothing fits.
 */
export type CreditMatch =
  | { creditId: string; kind: 'sure'; invoiceId: string; reason: MatchReason }
  | { creditId: string; kind: 'unsure'; candidates: MatchCandidate[] }
  | { creditId: string; kind: 'unmatched' };
