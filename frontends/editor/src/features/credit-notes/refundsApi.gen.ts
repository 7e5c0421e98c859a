import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    refundCreditNote: build.mutation<RefundCreditNoteApiResponse, RefundCreditNoteApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/${queryArg.id}/refund`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as refundsApi };
export type RefundCreditNoteApiResponse =
  /** status 201 The credit note with its `refund` */ InvoiceDtoRead;
export type RefundCreditNoteApiArg = {
  /** The credit note's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
};
export type CreditedInvoiceDto = {
  /** Ignored on the way in: the stored original’s date is used */
  date: string;
  id: string;
  /** Ignored on the way in: the stored original’s number is used */
  invoiceNumber: string;
};
export type DiscountDto = {
  type: 'none' | 'percentage' | 'fixed';
  /** Percent or money with a comma decimal; stored as "0" when the type is none */
  value: string;
};
export type LineItemDto = {
  description: string;
  /** Made by the client (21-character nanoid) */
  id: string;
  isPlaceholder?: {
    description?: boolean;
    price?: boolean;
    quantity?: boolean;
  };
  /** Money with a comma decimal, negative for a credit line, at most 9 whole digits */
  price: string;
  /** Decimal text with a comma decimal, up to 7 digits and 6 decimals */
  quantity: string;
  /** Absent: standard */
  vatCategory?: 'standard' | 'zero_rated' | 'exempt' | 'reverse_charge' | 'intra_eu' | 'export';
  /** An exempt line's legal basis; absent: the general statement that it is exempt */
  vatExemptionReason?: 'medical' | 'education' | 'financial' | 'insurance' | 'letting' | 'other';
  /** Percent, 0 to 100, comma decimal */
  vatRate: string;
};
export type BankPaymentMethodDto = {
  accountName: string;
  bic?: string;
  enabled: boolean;
  iban: string;
};
export type MolliePaymentMethodDto = {
  /** A secret: stored encrypted and only ever answered masked. Sending back the masked value keeps the stored key. */
  apiKey: string;
  businessName: string;
  description: string;
  enabled: boolean;
  isConnected: boolean;
};
export type PaypalPaymentMethodDto = {
  email: string;
  enabled: boolean;
};
export type StripePaymentMethodDto = {
  accountId: string;
  description: string;
  enabled: boolean;
};
export type PaymentMethodsDto = {
  bank: BankPaymentMethodDto;
  mollie: MolliePaymentMethodDto;
  paypal: PaypalPaymentMethodDto;
  stripe: StripePaymentMethodDto;
};
export type RecipientDto = {
  additionalInfo?: string;
  address: string;
  city: string;
  company: string;
  contactName?: string;
  /** May be empty while writing; sending needs a valid address */
  email: string;
  isPlaceholder?: {
    additionalInfo?: boolean;
    address?: boolean;
    city?: boolean;
    company?: boolean;
    contactName?: boolean;
    email?: boolean;
    kvkNumber?: boolean;
    postalCode?: boolean;
    vatNumber?: boolean;
  };
  /** The customer's chamber-of-commerce or Belgian enterprise number */
  kvkNumber?: string;
  postalCode: string;
  /** The customer's VAT number (reverse charge, intra-EU supplies, e-invoices) */
  vatNumber?: string;
};
export type SenderDto = {
  additionalInfo?: string;
  address: string;
  city: string;
  company: string;
  contactName?: string;
  email?: string;
  isPlaceholder?: {
    address?: boolean;
    city?: boolean;
    company?: boolean;
    kvkNumber?: boolean;
    postalCode?: boolean;
    vatNumber?: boolean;
  };
  /** Chamber of commerce */
  kvkNumber: string;
  /** The legal form as the register writes it; a Belgian company prints it */
  legalForm?: string;
  /** A Belgian legal person's register and court (art. 2:20 WVV) */
  legalRegister?: string;
  postalCode: string;
  vatNumber: string;
};
export type InvoiceDto = {
  /** One of the caller’s saved companies */
  companyId?: string;
  /** On a credit note: the invoice it corrects (required; one of the caller’s saved, sent or paid invoices). Fixed once stored */
  creditedInvoice?: CreditedInvoiceDto;
  currency: 'EUR';
  date: string;
  discount: DiscountDto;
  documentType?: 'invoice' | 'credit_note';
  dueDate: string;
  emailMessage: string;
  id: string;
  invoiceNumber: string;
  isPlaceholder: {
    discount?: boolean;
    emailMessage?: boolean;
    items?: boolean;
    notes?: boolean;
    paymentMethods?: boolean;
    recipient?: boolean;
    sender?: boolean;
  };
  items: LineItemDto[];
  notes: string;
  /** When marked paid; now when absent */
  paidAt?: string;
  /** A Mollie key is stored masked */
  paymentMethods: PaymentMethodsDto;
  paymentReference?: string;
  /** A user can only change it to unpaid or paid; the other states are the server’s */
  paymentStatus:
    | 'unpaid'
    | 'paid'
    | 'markedPaid'
    | 'overdue'
    | 'overdue_reminded'
    | 'canceled'
    | 'failed'
    | 'credited';
  paymentTerms: string;
  recipient: RecipientDto;
  /** One of the caller’s schedules (schedules API) */
  scheduleId?: string;
  sender: SenderDto;
  status: 'concept' | 'saved' | 'sent';
  /** The seller's VAT regime for this invoice; absent on create: the one in the user's settings */
  vatRegime?: 'standard' | 'small_business';
};
export type CreditRefundDto = {
  /** Cents refunded */
  amount: number;
  /** When the refund was asked for */
  createdAt: string;
  /** Mollie’s status: queued and pending wait, processing is under way, refunded, failed and canceled are final */
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
};
export type CreditSummaryDto = {
  date: string;
  id: string;
  invoiceNumber: string;
  /** Its refund through Mollie, once one was asked for */
  refund?: CreditRefundDto;
  /** Cents, positive: what it takes back */
  total: number;
};
export type PaymentLinkDto = {
  /** Cents the link asks for */
  amount?: number;
  createdAt: string;
  id: string;
  /** When the provider reports it paid */
  paidAt?: string;
  /** The provider’s payment that paid the link (what a refund refers to) */
  paymentId?: string;
  provider: string;
  /** 'paid' once paid */
  status: string;
  url: string;
};
export type InvoiceDtoRead = {
  /** One of the caller’s saved companies */
  companyId?: string;
  createdAt: string;
  /** On an invoice: how much of it its credit notes take back */
  creditStatus?: 'none' | 'partly' | 'full';
  /** On a credit note: the invoice it corrects (required; one of the caller’s saved, sent or paid invoices). Fixed once stored */
  creditedInvoice?: CreditedInvoiceDto;
  /** On an invoice: its credit notes, oldest first */
  credits?: CreditSummaryDto[];
  currency: 'EUR';
  date: string;
  discount: DiscountDto;
  documentType?: 'invoice' | 'credit_note';
  dueDate: string;
  emailMessage: string;
  generatedFromScheduleId?: string;
  id: string;
  invoiceNumber: string;
  isPlaceholder: {
    discount?: boolean;
    emailMessage?: boolean;
    items?: boolean;
    notes?: boolean;
    paymentMethods?: boolean;
    recipient?: boolean;
    sender?: boolean;
  };
  items: LineItemDto[];
  notes: string;
  /** When marked paid; now when absent */
  paidAt?: string;
  paymentLinks: PaymentLinkDto[];
  /** A Mollie key is stored masked */
  paymentMethods: PaymentMethodsDto;
  paymentReference?: string;
  /** A user can only change it to unpaid or paid; the other states are the server’s */
  paymentStatus:
    | 'unpaid'
    | 'paid'
    | 'markedPaid'
    | 'overdue'
    | 'overdue_reminded'
    | 'canceled'
    | 'failed'
    | 'credited';
  paymentTerms: string;
  /** Its latest Peppol delivery (POST /api/invoices/{id}/peppol-deliveries): absent when it was never sent over Peppol */
  peppolStatus?: 'queued' | 'sending' | 'sent' | 'delivered' | 'refused' | 'failed';
  recipient: RecipientDto;
  /** On a credit note: its refund through Mollie, once asked for (POST /api/invoices/{id}/refund) */
  refund?: CreditRefundDto;
  /** One of the caller’s schedules (schedules API) */
  scheduleId?: string;
  sender: SenderDto;
  status: 'concept' | 'saved' | 'sent';
  /** Cents, computed by the server */
  total: number;
  updatedAt: string;
  /** The seller's VAT regime for this invoice; absent on create: the one in the user's settings */
  vatRegime?: 'standard' | 'small_business';
  /** The stored version: 1 when created, one more on every change, by anyone (also the server’s own: sent, overdue, paid). Answered as the ETag; send it as If-Match to change only this version */
  version: number;
};
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'NESTING_TOO_DEEP'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TOKEN_SCOPE'
  | 'TOKEN_NOT_ALLOWED'
  | 'TOKEN_LIMIT_REACHED'
  | 'WEBHOOK_LIMIT_REACHED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVOICE_NUMBER_TAKEN'
  | 'INVOICE_LOCKED'
  | 'INVOICE_NOT_CREDITABLE'
  | 'CREDIT_EXCEEDS_INVOICE'
  | 'VERSION_CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_PROGRESS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'EMAIL_LIMIT_REACHED'
  | 'MOLLIE_NOT_CONFIGURED'
  | 'PAYMENT_NOT_AVAILABLE'
  | 'PAYMENT_PROVIDER_FAILED'
  | 'REFUND_NOT_AVAILABLE'
  | 'REFUND_EXISTS'
  | 'REFUND_EXCEEDS_PAYMENT'
  | 'EINVOICE_NOT_READY'
  | 'PEPPOL_NOT_CONFIGURED'
  | 'PEPPOL_NOT_REGISTERED'
  | 'PEPPOL_RECIPIENT_UNREACHABLE'
  | 'PEPPOL_PROVIDER_FAILED'
  | 'VAT_RETURN_COUNTRY'
  | 'BANK_STATEMENT_REFUSED'
  | 'BANK_CREDIT_RESOLVED'
  | 'INVOICE_NOT_OPEN'
  | 'DATABASE_BUSY'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_ERROR';
export type FieldErrorDto = {
  /** Dotted path of the offending field */
  field: string;
  message: string;
};
export type ErrorLimitDto = {
  /** How many the limit allows per period */
  max: number;
  per: 'hour' | 'day';
  /** When the request can succeed again (ISO 8601, UTC) */
  retryAt: string;
};
export type ErrorBodyDto = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export const { useRefundCreditNoteMutation } = injectedRtkApi;
