import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvoiceEmails: build.query<ListInvoiceEmailsApiResponse, ListInvoiceEmailsApiArg>({
      query: (queryArg) => ({ url: `/api/invoices/${queryArg.id}/emails` }),
    }),
    sendInvoiceEmail: build.mutation<SendInvoiceEmailApiResponse, SendInvoiceEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/${queryArg.id}/send-email`,
        method: 'POST',
        body: queryArg.sendInvoiceEmailDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as emailApi };
export type ListInvoiceEmailsApiResponse = /** status 200  */ InvoiceEmailListDto;
export type ListInvoiceEmailsApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
};
export type SendInvoiceEmailApiResponse =
  /** status 202 Queued: the record is planned; the queue delivers it once */ SendInvoiceEmailResultDto;
export type SendInvoiceEmailApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  sendInvoiceEmailDto: SendInvoiceEmailDto;
};
export type EmailRecordStatus = 'planned' | 'sent' | 'failed';
export type EmailRecordDto = {
  /** Why the last try failed; null when it did not */
  error: string | null;
  id: string;
  /** A sending server stopped mid-delivery and another took the e-mail over: the recipient may have received it twice */
  may_have_been_delivered_twice: boolean;
  recipient_email: string;
  /** When it was queued (ISO 8601) */
  scheduled_at: string;
  /** When the mail server accepted it (ISO 8601); null until then */
  sent_at: string | null;
  status: EmailRecordStatus;
};
export type InvoiceEmailListDto = {
  /** Oldest first */
  emails: EmailRecordDto[];
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
export type SendInvoiceEmailResultDto = {
  /** The queued e-mail */
  email: EmailRecordDto;
};
export type SendInvoiceEmailDto = {
  /** Attach the e-invoice (Peppol BIS 3.0 UBL) beside the PDF; 409 EINVOICE_NOT_READY names what the invoice lacks */
  attachUbl?: boolean;
  /** Shown above the invoice summary; may be empty */
  customMessage: string;
  /** Language of the e-mail and the PDF */
  locale: 'en' | 'nl';
  recipientEmail: string;
};
export const { useListInvoiceEmailsQuery, useSendInvoiceEmailMutation } = injectedRtkApi;
