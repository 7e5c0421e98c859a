import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceStatus: build.query<GetInvoiceStatusApiResponse, GetInvoiceStatusApiArg>({
      query: (queryArg) => ({ url: `/api/invoice-status/${queryArg.id}` }),
    }),
    startInvoicePayment: build.mutation<StartInvoicePaymentApiResponse, StartInvoicePaymentApiArg>({
      query: (queryArg) => ({ url: `/api/invoice-status/${queryArg.id}/payment`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as invoiceStatusApi };
export type GetInvoiceStatusApiResponse = /** status 200  */ InvoiceStatusDto;
export type GetInvoiceStatusApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
};
export type StartInvoicePaymentApiResponse = /** status 200  */ PaymentStartDto;
export type StartInvoicePaymentApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
};
export type PublicCreditedInvoiceDto = {
  date: string;
  invoiceNumber: string;
};
export type PublicCreditNoteDto = {
  /** The invoice it corrects */
  creditedInvoice: PublicCreditedInvoiceDto;
  /** Its refund through Mollie; null when none was asked for */
  refundStatus: ('queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled') | null;
};
export type PublicBankDto = {
  accountName: string;
  /** Empty when none was given */
  bic: string;
  enabled: boolean;
  /** Empty unless bank transfer is offered */
  iban: string;
  /** What to quote with the transfer, as the invoice prints it: its payment reference (a Belgian structured one, or an RF creditor reference in groups of four), else the invoice number. Empty unless bank transfer is offered */
  paymentReference: string;
};
export type PublicOnlineMethodDto = {
  enabled: boolean;
};
export type PublicPaymentMethodsDto = {
  bank: PublicBankDto;
  mollie: PublicOnlineMethodDto;
  stripe: PublicOnlineMethodDto;
};
export type PublicPartyDto = {
  address: string;
  city: string;
  company: string;
  postalCode: string;
};
export type PublicInvoiceDto = {
  /** Cents the customer is still asked to pay: the total less its credit notes; 0 when paid, fully credited, or on a credit note */
  amountDue: number;
  /** Present when the document is a credit note (nothing to pay) */
  creditNote?: PublicCreditNoteDto;
  /** An invoice with credit notes: credited in part or in full; absent otherwise */
  creditStatus?: 'partly' | 'full';
  currency: 'EUR';
  date: string;
  dueDate: string;
  id: string;
  invoiceNumber: string;
  /** When paid */
  paidAt?: string;
  paymentMethods: PublicPaymentMethodsDto;
  paymentStatus:
    | 'unpaid'
    | 'paid'
    | 'markedPaid'
    | 'overdue'
    | 'overdue_reminded'
    | 'canceled'
    | 'failed'
    | 'credited';
  recipient: PublicPartyDto;
  sender: PublicPartyDto;
  /** Cents, computed by the server */
  total: number;
};
export type PublicPaymentLinkDto = {
  createdAt: string;
  provider: string;
  /** 'paid' once paid */
  status: string;
  url: string;
};
export type InvoiceStatusDto = {
  invoice: PublicInvoiceDto;
  /** The newest link */
  paymentLink: PublicPaymentLinkDto | null;
  /** The pay page while the invoice can be paid online, else null */
  paymentRedirectUrl: string | null;
  /** The seller’s country as the invoice’s documents read it (the sender’s VAT number, else a Dutch postcode, else the seller’s settings): in Dutch, a Belgian seller’s page uses Belgian wording and dates, as their PDF and e-mail do */
  sellerCountry: string;
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
export type PaymentStartDto = {
  /** Already paid: nothing to pay, url is null */
  paid: boolean;
  /** The provider's payment page to send the customer to */
  url: string | null;
};
export const { useGetInvoiceStatusQuery, useStartInvoicePaymentMutation } = injectedRtkApi;
