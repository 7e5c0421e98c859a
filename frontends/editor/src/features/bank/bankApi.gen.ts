import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    importBankStatement: build.mutation<ImportBankStatementApiResponse, ImportBankStatementApiArg>({
      query: (queryArg) => ({ url: `/api/bank-statements`, method: 'POST', body: queryArg.body }),
    }),
    listBankCredits: build.query<ListBankCreditsApiResponse, ListBankCreditsApiArg>({
      query: (queryArg) => ({
        url: `/api/bank-statements/credits`,
        params: {
          state: queryArg.state,
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    confirmBankCredit: build.mutation<ConfirmBankCreditApiResponse, ConfirmBankCreditApiArg>({
      query: (queryArg) => ({
        url: `/api/bank-statements/credits/${queryArg.id}/confirm`,
        method: 'POST',
        body: queryArg.confirmBankCreditDto,
      }),
    }),
    dismissBankCredit: build.mutation<DismissBankCreditApiResponse, DismissBankCreditApiArg>({
      query: (queryArg) => ({
        url: `/api/bank-statements/credits/${queryArg.id}/dismiss`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as bankApi };
export type ImportBankStatementApiResponse = /** status 200  */ BankStatementImportDto;
export type ImportBankStatementApiArg = {
  /** The camt.053 file (ISO 20022, versions 02 to 08), UTF-8, at most 52428800 bytes */
  body: Blob;
};
export type ListBankCreditsApiResponse = /** status 200  */ BankCreditListDto;
export type ListBankCreditsApiArg = {
  state?: 'paid' | 'review' | 'unmatched' | 'confirmed' | 'dismissed';
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
};
export type ConfirmBankCreditApiResponse = /** status 200  */ BankCreditDto;
export type ConfirmBankCreditApiArg = {
  id: string;
  confirmBankCreditDto: ConfirmBankCreditDto;
};
export type DismissBankCreditApiResponse = /** status 200  */ BankCreditDto;
export type DismissBankCreditApiArg = {
  id: string;
};
export type ImportedPaymentDto = {
  /** The credit’s identity on the statement */
  creditId: string;
  invoiceId: string;
  invoiceNumber: string;
  reason: 'reference' | 'invoice_number' | 'amount_and_name';
};
export type SkippedCreditDto = {
  /** As written on the statement */
  amount: string;
  bankReference: string;
  currency: string;
  /** The entry’s position on its statement (0-based) */
  entryIndex: number;
  /** currency: not euros; reversal: money coming back; amount, date: unreadable on the statement */
  reason: 'currency' | 'amount' | 'date' | 'reversal';
};
export type BankStatementImportDto = {
  /** Credits imported before (by an earlier file): left exactly as they were */
  alreadyImported: number;
  /** Credits new to this user, now stored */
  imported: number;
  /** Invoices a sure match marked paid on the booking date */
  paid: ImportedPaymentDto[];
  /** New credits waiting for the user to decide */
  review: number;
  skipped: SkippedCreditDto[];
  /** New credits that fit no open invoice */
  unmatched: number;
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
export type BankCreditCandidateDto = {
  /** The credit’s amount equals what the invoice owed when imported */
  amountEqual: boolean;
  customerName: string;
  invoiceId: string;
  invoiceNumber: string;
  /** What the invoice still owes now, in cents (0 once paid) */
  owed: number;
  /** How the matching found it */
  reason: 'reference' | 'invoice_number' | 'amount_and_name';
};
export type BankCreditInvoiceDto = {
  id: string;
  /** Null when the invoice was deleted since */
  invoiceNumber: string | null;
};
export type BankCreditDto = {
  /** The statement’s account (IBAN) */
  account: string;
  /** Cents */
  amount: number;
  /** The bank’s reference; empty when none */
  bankReference: string;
  /** The day the invoice counts as paid */
  bookingDate: string;
  /** For a credit in review: the invoices it may pay, strongest first */
  candidates: BankCreditCandidateDto[];
  /** Empty when the bank gives none */
  debtorIban: string;
  debtorName: string;
  /** The payer’s end-to-end id; empty when none */
  endToEndId: string;
  id: string;
  importedAt: string;
  /** The invoice it paid (paid, confirmed) */
  invoice: BankCreditInvoiceDto | null;
  /** Why it paid its invoice */
  reason: ('reference' | 'invoice_number' | 'amount_and_name') | null;
  /** The remittance text, line by line */
  remittanceLines: string[];
  resolvedAt: string | null;
  state: 'paid' | 'review' | 'unmatched' | 'confirmed' | 'dismissed';
  structuredReferences: string[];
  valueDate: string | null;
};
export type BankCreditListDto = {
  /** Latest booking date first */
  credits: BankCreditDto[];
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type ConfirmBankCreditDto = {
  /** The open invoice this credit pays */
  invoiceId: string;
};
export const {
  useImportBankStatementMutation,
  useListBankCreditsQuery,
  useConfirmBankCreditMutation,
  useDismissBankCreditMutation,
} = injectedRtkApi;
