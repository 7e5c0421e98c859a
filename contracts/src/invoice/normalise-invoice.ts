import { isRecord, textOf as text, type UnknownRecord } from '../common/records.js';
import { isValidStoredDate } from './dates.js';
import { normaliseDiscount } from './discount.js';
import { generateId, type IdGenerator } from './line-items.js';
import { PEPPOL_STATUSES } from './peppol-status.js';
import { canonicalisePrice } from './money.js';
import { createEmptyInvoice, type InvoiceDefaults } from './new-invoice.js';
import { isPaymentStatus } from './payment-status.js';
import { normalisePaymentMethods } from './payment-methods.js';
import { canonicaliseQuantity } from './quantity.js';
import { normaliseScheduleDraft } from './schedules.js';
import { isInvoiceStatus } from './status.js';
import { computeDueDate } from './terms.js';
import { canonicalVatRate, computeTotals } from './totals.js';
import {
  DOCUMENT_TYPES,
  VAT_CATEGORIES,
  type Invoice,
  type LineItem,
  type Sender,
} from './types.js';
import { standardVatRate } from './vat.js';
// The leaf file, not the VAT entry point: that one reads the invoice rules (an import cycle).
import { EXEMPTION_REASONS, VAT_REGIMES } from '../vat/types.js';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export type NormaliseInvoiceOptions = {
  /** yyyy-MM-dd; the date of a fresh invoice, used for missing or unreadable dates. */
  readonly today: string;
  /** The settings a fresh invoice is made from: missing parts take its values. */
  readonly defaults: InvoiceDefaults;
  /** Ids for line items stored without one. */
  readonly newId?: IdGenerator;
};

const normaliseItem = (raw: UnknownRecord, newId: IdGenerator, country: string): LineItem => {
  const flags = isRecord(raw.isPlaceholder) ? raw.isPlaceholder : undefined;
  return {
    id: text(raw.id) || newId(),
    description: text(raw.description),
    quantity: canonicaliseQuantity(text(raw.quantity, '1')),
    price: canonicalisePrice(text(raw.price, '0')),
    vatRate: canonicalVatRate(text(raw.vatRate, standardVatRate(country))),
    ...(isOneOf(VAT_CATEGORIES, raw.vatCategory) ? { vatCategory: raw.vatCategory } : {}),
    ...(isOneOf(EXEMPTION_REASONS, raw.vatExemptionReason)
      ? { vatExemptionReason: raw.vatExemptionReason }
      : {}),
    ...(flags === undefined
      ? {}
      : {
          isPlaceholder: {
            description: flags.description === true,
            quantity: flags.quantity === true,
            price: flags.price === true,
          },
        }),
  };
};

/** A credit note's reference to its invoice: kept only whole (id, number and date as text). */
const creditedInvoiceOf = (value: unknown): Pick<Invoice, 'creditedInvoice'> =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.invoiceNumber === 'string' &&
  typeof value.date === 'string'
    ? { creditedInvoice: { id: value.id, invoiceNumber: value.invoiceNumber, date: value.date } }
    : {};

/** A server version (docs/data-api.md): a whole number from 1. */
const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

const optionalText = <K extends string>(raw: UnknownRecord, key: K): Partial<Record<K, string>> =>
  typeof raw[key] === 'string' ? ({ [key]: raw[key] } as Record<K, string>) : {};

/** Optional text kept trimmed, and left out when it is not text or holds nothing. */
const trimmedText = <K extends string>(raw: UnknownRecord, key: K): Partial<Record<K, string>> => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== ''
    ? ({ [key]: value.trim() } as Record<K, string>)
    : {};
};

/** The sender as stored, with its legal form and register (issue 32) kept only as text. */
const normaliseSender = (raw: UnknownRecord, base: Sender): Sender => {
  const merged: UnknownRecord = { ...base, ...raw };
  const { legalForm: _form, legalRegister: _register, ...rest } = merged as Sender;
  return { ...rest, ...trimmedText(merged, 'legalForm'), ...trimmedText(merged, 'legalRegister') };
};

/**
 * A stored or imported invoice repaired onto a fresh invoice: known fields of the right type are
 * kept, money and quantities put in canonical form, the discount and payment methods normalised,
 * unknown statuses and invalid dates replaced, and the cached total recomputed (a stored total
 * is never trusted). null when the input is not an object at all.
 */
export const normaliseInvoice = (
  raw: unknown,
  { today, defaults, newId = generateId }: NormaliseInvoiceOptions,
): Invoice | null => {
  if (!isRecord(raw)) return null;
  const base = createEmptyInvoice(defaults, today, newId);
  const items = Array.isArray(raw.items)
    ? raw.items.filter(isRecord).map((item) => normaliseItem(item, newId, defaults.country))
    : base.items;
  const discount = normaliseDiscount(
    isRecord(raw.discount)
      ? { type: text(raw.discount.type, 'none'), value: text(raw.discount.value, '0') }
      : base.discount,
  );
  const rawDate = text(raw.date);
  const date = isValidStoredDate(rawDate) ? rawDate : base.date;
  const paymentTerms = text(raw.paymentTerms) || base.paymentTerms;
  const dueDate = text(raw.dueDate);
  const scheduleData = normaliseScheduleDraft(raw.scheduleData);
  const invoice: Invoice = {
    ...base,
    ...(typeof raw.id === 'string' && raw.id !== '' ? { id: raw.id } : {}),
    ...(isOneOf(DOCUMENT_TYPES, raw.documentType) ? { documentType: raw.documentType } : {}),
    ...creditedInvoiceOf(raw.creditedInvoice),
    invoiceNumber: text(raw.invoiceNumber),
    date,
    // Left out (an API's minimal create) or unreadable: what the invoice's own terms give.
    dueDate: isValidStoredDate(dueDate) ? dueDate : computeDueDate(date, paymentTerms, today),
    paymentTerms,
    status: isInvoiceStatus(raw.status) ? raw.status : base.status,
    paymentStatus: isPaymentStatus(raw.paymentStatus) ? raw.paymentStatus : base.paymentStatus,
    ...optionalText(raw, 'paidAt'),
    sender: isRecord(raw.sender) ? normaliseSender(raw.sender, base.sender) : base.sender,
    recipient: isRecord(raw.recipient) ? { ...base.recipient, ...raw.recipient } : base.recipient,
    items,
    discount,
    notes: typeof raw.notes === 'string' ? raw.notes : base.notes,
    emailMessage: text(raw.emailMessage),
    paymentMethods: isRecord(raw.paymentMethods)
      ? normalisePaymentMethods(raw.paymentMethods)
      : base.paymentMethods,
    paymentLinks: Array.isArray(raw.paymentLinks)
      ? (raw.paymentLinks as Invoice['paymentLinks'])
      : [],
    ...optionalText(raw, 'scheduleId'),
    ...optionalText(raw, 'generatedFromScheduleId'),
    ...(scheduleData === undefined ? {} : { scheduleData }),
    ...optionalText(raw, 'companyId'),
    ...optionalText(raw, 'paymentReference'),
    ...(isOneOf(VAT_REGIMES, raw.vatRegime) ? { vatRegime: raw.vatRegime } : {}),
    ...(isOneOf(PEPPOL_STATUSES, raw.peppolStatus) ? { peppolStatus: raw.peppolStatus } : {}),
    synced: raw.synced === true,
    ...(isVersion(raw.version) ? { version: raw.version } : {}),
    isPlaceholder: isRecord(raw.isPlaceholder)
      ? (raw.isPlaceholder as Invoice['isPlaceholder'])
      : base.isPlaceholder,
  };
  return { ...invoice, total: computeTotals(invoice).total };
};
