import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountantExportSummary: build.query<
      GetAccountantExportSummaryApiResponse,
      GetAccountantExportSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/exports/accountant/summary`,
        params: {
          period: queryArg.period,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as accountantExportApi };
export type GetAccountantExportSummaryApiResponse = /** status 200  */ AccountantExportSummaryDto;
export type GetAccountantExportSummaryApiArg = {
  /** A quarter (`2026-Q3`) or a month (`2026-07`), by the documents’ dates */
  period: string;
};
export type AccountantExportSummaryDto = {
  /** An estimate of the ZIP’s size in bytes (the archived files plus an allowance), for a progress bar; 0 when there are no documents */
  bytes: number;
  /** Documents the ledger lists: issued invoices and credit notes, deleted ones too */
  documents: number;
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
export const { useGetAccountantExportSummaryQuery } = injectedRtkApi;
