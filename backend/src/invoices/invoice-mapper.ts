import type { ApiInvoice, Invoice, Totals } from '@app/contracts/invoice';
import { withPaymentSecretMasked } from '@app/contracts/settings';
import type { InvoiceEntity } from './invoice.entity.js';

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The one place a stored invoice becomes what the API answers. */
export function toApiInvoice(entity: InvoiceEntity): ApiInvoice {
  const document = entity.document;
  return {
    id: entity.id,
    documentType: entity.documentType,
    ...optional('creditedInvoice', document.creditedInvoice),
    invoiceNumber: entity.invoiceNumber,
    date: entity.date,
    dueDate: entity.dueDate,
    paymentTerms: document.paymentTerms,
    status: entity.status,
    paymentStatus: entity.paymentStatus,
    ...optional('paidAt', entity.paidAt?.toISOString()),
    sender: document.sender,
    recipient: document.recipient,
    ...optional('companyId', entity.companyId),
    items: document.items,
    discount: document.discount,
    notes: document.notes,
    emailMessage: document.emailMessage,
    paymentMethods: document.paymentMethods,
    paymentLinks: document.paymentLinks,
    ...optional('paymentReference', entity.paymentReference),
    ...optional('vatRegime', document.vatRegime),
    ...optional('scheduleId', entity.scheduleId),
    ...optional('generatedFromScheduleId', entity.generatedFromScheduleId),
    ...optional('peppolStatus', entity.peppolStatus),
    currency: entity.currency,
    total: entity.totalCents,
    isPlaceholder: document.isPlaceholder,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
    version: entity.version,
  };
}

/**
 * What a save writes; the row's own bookkeeping (ids, times, version, credit count) is not, nor
 * who paid it (`paidVia`: only a payment provider's or a bank statement's word sets it).
 */
export type StoredFields = Omit<
  InvoiceEntity,
  | 'id'
  | 'userId'
  | 'user'
  | 'company'
  | 'creditedInvoice'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
  | 'creditCount'
  | 'peppolStatus'
  | 'paidVia'
>;

/**
 * What a (normalised) invoice stores. The Mollie key is stored masked: the real key lives in
 * the user's settings, sealed, and an invoice is not the place for a second copy.
 */
export function toStoredFields(
  invoice: Invoice,
  totals: Totals,
  numbering: { invoiceNumber: string; sequence: number },
  paymentLinks: NonNullable<Invoice['paymentLinks']>,
  generatedFromScheduleId: string | null,
): StoredFields {
  return {
    documentType: invoice.documentType ?? 'invoice',
    invoiceNumber: numbering.invoiceNumber,
    sequence: numbering.sequence,
    status: invoice.status,
    paymentStatus: invoice.paymentStatus,
    paidAt: invoice.paidAt === undefined ? null : new Date(invoice.paidAt),
    date: invoice.date,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    subtotalCents: totals.subtotal,
    discountCents: totals.discountAmount,
    vatCents: totals.vat,
    totalCents: totals.total,
    companyId: invoice.companyId ?? null,
    scheduleId: invoice.scheduleId ?? null,
    generatedFromScheduleId,
    paymentReference: invoice.paymentReference ?? null,
    creditedInvoiceId: invoice.creditedInvoice?.id ?? null,
    document: {
      ...(invoice.creditedInvoice === undefined
        ? {}
        : { creditedInvoice: invoice.creditedInvoice }),
      ...(invoice.vatRegime === undefined ? {} : { vatRegime: invoice.vatRegime }),
      paymentTerms: invoice.paymentTerms,
      sender: invoice.sender,
      recipient: invoice.recipient,
      items: invoice.items,
      discount: invoice.discount,
      notes: invoice.notes,
      emailMessage: invoice.emailMessage,
      paymentMethods: withPaymentSecretMasked(invoice.paymentMethods),
      isPlaceholder: invoice.isPlaceholder,
      paymentLinks,
    },
  };
}
