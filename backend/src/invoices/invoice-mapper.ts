import type { ApiInvoice, Invoice, Totals } from '@app/contracts/invoice';
import { withPaymentSecretMasked } from '@app/contracts/settings';
import type { InvoiceEntity } from './invoice.entity.js';

/**
 * The one place a stored invoice becomes what the API answers. Built key by key, the optional
 * ones only when set, in the order clients have always seen: a page maps 50 of these, and a
 * spread per optional field cost more than the rest of the mapping.
 */
export function toApiInvoice(entity: InvoiceEntity): ApiInvoice {
  const document = entity.document;
  const answer: Partial<Record<keyof ApiInvoice, unknown>> = {
    id: entity.id,
    documentType: entity.documentType,
  };
  if (document.creditedInvoice != null) answer.creditedInvoice = document.creditedInvoice;
  answer.invoiceNumber = entity.invoiceNumber;
  answer.date = entity.date;
  answer.dueDate = entity.dueDate;
  answer.paymentTerms = document.paymentTerms;
  answer.status = entity.status;
  answer.paymentStatus = entity.paymentStatus;
  if (entity.paidAt != null) answer.paidAt = entity.paidAt.toISOString();
  answer.sender = document.sender;
  answer.recipient = document.recipient;
  if (entity.companyId != null) answer.companyId = entity.companyId;
  answer.items = document.items;
  answer.discount = document.discount;
  answer.notes = document.notes;
  answer.emailMessage = document.emailMessage;
  answer.paymentMethods = document.paymentMethods;
  answer.paymentLinks = document.paymentLinks;
  if (entity.paymentReference != null) answer.paymentReference = entity.paymentReference;
  if (document.vatRegime != null) answer.vatRegime = document.vatRegime;
  if (entity.scheduleId != null) answer.scheduleId = entity.scheduleId;
  if (entity.generatedFromScheduleId != null)
    answer.generatedFromScheduleId = entity.generatedFromScheduleId;
  if (entity.peppolStatus != null) answer.peppolStatus = entity.peppolStatus;
  answer.currency = entity.currency;
  answer.total = entity.totalCents;
  answer.isPlaceholder = document.isPlaceholder;
  answer.createdAt = entity.createdAt.toISOString();
  answer.updatedAt = entity.updatedAt.toISOString();
  answer.version = entity.version;
  return answer as ApiInvoice;
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
