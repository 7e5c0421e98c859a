import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<GetReportsApiResponse, GetReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/reports`,
        params: {
          year: queryArg.year,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportsApi };
export type GetReportsApiResponse = /** status 200  */ YearReportDto;
export type GetReportsApiArg = {
  /** The calendar year of the revenue figures */
  year: number;
};
export type AgeingBucket = 'notDue' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';
export type AgeingFigureDto = {
  /** Owed in this bucket, in cents */
  amount: number;
  bucket: AgeingBucket;
  count: number;
};
export type OutstandingFiguresDto = {
  /** Every bucket in order: not yet due, 1–30, 31–60, 61–90, over 90 days late */
  ageing: AgeingFigureDto[];
  /** The day it is counted on */
  asOf: string;
  count: number;
  /** Of it, overdue, in cents */
  overdue: number;
  overdueCount: number;
  /** Owed on issued invoices, VAT included, net of credit notes, in cents */
  total: number;
};
export type CustomerRevenueDto = {
  companyId: string | null;
  /** Invoices and credit notes counted */
  documents: number;
  /** `company:<id>` for a saved company, else `name:<name lower-cased>` */
  key: string;
  /** As the company or latest document names it */
  name: string;
  /** Net revenue of the year from this customer, in cents */
  net: number;
};
export type MonthRevenueDto = {
  /** yyyy-MM */
  month: string;
  /** Net revenue of the month (credit notes subtracted; may be negative), in cents */
  net: number;
};
export type OtherCustomersDto = {
  /** Customers past the ten listed */
  customers: number;
  /** Their net revenue together, in cents */
  net: number;
};
export type RevenueFiguresDto = {
  /** At most ten, highest first */
  customers: CustomerRevenueDto[];
  /** Twelve months, January first */
  months: MonthRevenueDto[];
  other: OtherCustomersDto;
  /** Net revenue of the year, in cents */
  total: number;
};
export type YearReportDto = {
  currency: 'EUR';
  outstanding: OutstandingFiguresDto;
  revenue: RevenueFiguresDto;
  year: number;
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
export const { useGetReportsQuery } = injectedRtkApi;
