// What the editor shows of credit notes, read from the invoices this browser keeps: the same
// store holds a signed-out user's credit notes and a signed-in user's synced ones, so the links
// and statuses work offline and without an account (contracts' rules decide every number).
import {
  computeTotals,
  creditStatusOf,
  isCreditable,
  isPayable,
  uncreditedOf,
  type CreditStatus,
  type Invoice,
  type PaymentStatus,
} from '@app/contracts/invoice';

export const isCreditNote = (invoice: Pick<Invoice, 'documentType'>): boolean =>
  invoice.documentType === 'credit_note';

/** The credit notes of the invoice `originalId`, in the order they were made. */
export const creditNotesOf = (
  invoices: readonly Invoice[],
  originalId: string | undefined,
): Invoice[] =>
  originalId === undefined
    ? []
    : invoices.filter(
        (invoice) => isCreditNote(invoice) && invoice.creditedInvoice?.id === originalId,
      );

export type CreditInfo = {
  /** The credit notes, in the order they were made. */
  notes: Invoice[];
  status: CreditStatus;
  /** Cents left to credit. */
  left: number;
  /** Whether "Credit" and "Credit part" are offered: a numbered invoice with something left. */
  canCredit: boolean;
};

/**
 * The credit notes' totals of `original`, as the documents take them (`credits`): what a partly
 * credited invoice still asks for on its PDF, QR code and e-mail (contracts' amountOwed).
 */
export const creditedAmountsOf = (
  original: Invoice,
  invoices: readonly Invoice[],
): { total: number }[] =>
  creditNotesOf(invoices, original.id).map((note) => ({ total: computeTotals(note).total }));

export const creditInfoOf = (original: Invoice, invoices: readonly Invoice[]): CreditInfo => {
  const notes = creditNotesOf(invoices, original.id);
  const credited = notes.reduce((sum, note) => sum + computeTotals(note).total, 0);
  const left = uncreditedOf(original, notes).total;
  return {
    notes,
    status: creditStatusOf(computeTotals(original).total, credited),
    left,
    canCredit: original.id !== undefined && isCreditable(original) && left > 0,
  };
};

/**
 * Cents as the document prints them: a credit note stores positive amounts and shows them
 * negative, as its PDF does (docs/domain-rules.md, "Credit notes on the PDF").
 */
export const documentCents = (invoice: Pick<Invoice, 'documentType'>, cents: number): number =>
  isCreditNote(invoice) && cents !== 0 ? -cents : cents;

/**
 * The original's payment status once its credit notes changed, as the server settles it in the
 * same transaction (docs/domain-rules.md): fully credited and still owed is 'credited', less
 * than fully credited again is 'unpaid' again. This browser follows at once, so a signed-out
 * user's overview and a synced one agree; it is the server's change, never sent as an edit.
 */
export const settledPaymentStatus = (
  original: Invoice,
  invoices: readonly Invoice[],
): PaymentStatus => {
  const { status } = creditInfoOf(original, invoices);
  if (status === 'full' && isPayable(original.paymentStatus)) return 'credited';
  if (status !== 'full' && original.paymentStatus === 'credited') return 'unpaid';
  return original.paymentStatus;
};
