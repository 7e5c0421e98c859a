import {
  canonicalVatRate,
  computeTotals,
  discountedLines,
  parseVatRate,
  storedDateOf,
  VAT_CATEGORIES,
  type DocumentType,
  type Invoice,
  type PaymentStatus,
  type VatCategory,
} from '@app/contracts/invoice';
import { lineVatCategory, partyFields } from '@app/contracts/vat';

/** The part of an invoice its amounts and customer are read from (snapshot or live row). */
export type LedgerDocument = Pick<
  Invoice,
  'items' | 'discount' | 'recipient' | 'isPlaceholder' | 'paymentReference'
>;

/** One document as the ledger's query reads it (export.repository.ts). */
export type LedgerSource = {
  date: string;
  /** The archived copy's id, or the invoice's when it has no copy: the paging key. */
  key: string;
  invoiceNumber: string;
  documentType: DocumentType;
  deletedAt: Date | null;
  /** The invoice as issued (archive), else the live row's document; null when neither is left. */
  document: LedgerDocument | null;
  /** The live invoice's payment facts; null when the row is gone. */
  paymentStatus: PaymentStatus | null;
  paidAt: Date | null;
  /** `invoices.paid_via` (its CHECK: 'mollie' or 'bank'); null before it was recorded. */
  paidVia: 'mollie' | 'bank' | null;
  paymentReference: string | null;
};

/** A VAT category, and for taxed lines their rate: one column pair of the ledger. */
export type NetColumn = { category: VatCategory; rate: string };

export const netColumnKey = (column: NetColumn): string =>
  column.category === 'standard' ? `standard ${column.rate}` : column.category;

export type PaymentMethod = 'bank' | 'mollie' | 'manual' | 'unpaid';

export type LedgerAmounts = {
  /** By netColumnKey: net and VAT in cents, signed (a credit note's are negative). */
  byColumn: Map<string, { column: NetColumn; net: number; vat: number }>;
  vat: number;
  total: number;
};

export type LedgerRow = {
  number: string;
  documentType: DocumentType;
  date: string;
  customer: string;
  customerVatNumber: string;
  /** Null when neither the issued copy nor the live invoice says (archived before snapshots). */
  amounts: LedgerAmounts | null;
  paidOn: string | null;
  paymentMethod: PaymentMethod | null;
  reference: string;
  deletedOn: string | null;
};

/**
 * The document's nets and VAT per category and rate, with the totals rule's own line amounts
 * (so the nets add up to subtotal - discount) and its VAT per rate (rounded once per rate), as
 * the VAT return reads a document (contracts vat-return/document-parts.ts). A credit note
 * corrects revenue: its amounts are negative, so a column's sum is the period's net figure.
 */
export function ledgerAmounts(document: LedgerDocument, type: DocumentType): LedgerAmounts {
  const sign = type === 'credit_note' ? -1 : 1;
  const totals = computeTotals(document);
  const vatByRate = new Map(totals.vatBreakdown.map((row) => [row.rate, row.vat] as const));
  const lines = discountedLines(document);
  const byColumn: LedgerAmounts['byColumn'] = new Map();
  document.items.forEach((item, index) => {
    const column = { category: lineVatCategory(item), rate: canonicalVatRate(item.vatRate) };
    const key = netColumnKey(column);
    const entry = byColumn.get(key) ?? { column, net: 0, vat: 0 };
    entry.net += sign * (lines[index]!.amount - lines[index]!.discountShare);
    byColumn.set(key, entry);
  });
  // A rate's VAT whole to its column: taxed lines of one rate share one column.
  for (const entry of byColumn.values()) {
    if (entry.column.category === 'standard') {
      entry.vat = sign * (vatByRate.get(entry.column.rate) ?? 0);
    }
  }
  return { byColumn, vat: sign * totals.vat, total: sign * totals.total };
}

/** Mollie paid every invoice paid before `paid_via` was recorded (migration 1767000000000). */
const paymentMethodOf = (source: LedgerSource): PaymentMethod | null => {
  if (source.paymentStatus === null) return null;
  if (source.paymentStatus === 'markedPaid') return 'manual';
  if (source.paymentStatus === 'paid') return source.paidVia === 'bank' ? 'bank' : 'mollie';
  return 'unpaid';
};

const dayOf = (instant: Date | null): string | null =>
  instant === null ? null : storedDateOf(instant);

export function ledgerRow(source: LedgerSource): LedgerRow {
  const { document } = source;
  const customer =
    document === null ? null : partyFields(document.recipient, document.isPlaceholder?.recipient);
  const method = paymentMethodOf(source);
  return {
    number: source.invoiceNumber,
    documentType: source.documentType,
    date: source.date,
    customer: customer?.company || (document?.recipient.contactName ?? '').trim(),
    customerVatNumber: customer?.vatNumber ?? '',
    amounts: document === null ? null : ledgerAmounts(document, source.documentType),
    paidOn:
      method === 'bank' || method === 'mollie' || method === 'manual' ? dayOf(source.paidAt) : null,
    paymentMethod: method,
    // Absent, the invoice number is what the customer quotes (contracts Invoice.paymentReference).
    reference: source.paymentReference ?? document?.paymentReference ?? source.invoiceNumber,
    deletedOn: dayOf(source.deletedAt),
  };
}

/** The columns a period's rows need, in a fixed order: taxed rates high to low, then the rest. */
export function netColumnsOf(keys: Iterable<NetColumn>): NetColumn[] {
  const unique = new Map<string, NetColumn>();
  for (const column of keys) unique.set(netColumnKey(column), column);
  return [...unique.values()].sort(
    (a, b) =>
      VAT_CATEGORIES.indexOf(a.category) - VAT_CATEGORIES.indexOf(b.category) ||
      parseVatRate(b.rate).comparedTo(parseVatRate(a.rate)),
  );
}
