import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanies: build.query<ListCompaniesApiResponse, ListCompaniesApiArg>({
      query: (queryArg) => ({
        url: `/api/companies`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
          query: queryArg.query,
        },
      }),
    }),
    createCompany: build.mutation<CreateCompanyApiResponse, CreateCompanyApiArg>({
      query: (queryArg) => ({
        url: `/api/companies`,
        method: 'POST',
        body: queryArg.saveCompanyBodyDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    autosuggestCompanies: build.query<AutosuggestCompaniesApiResponse, AutosuggestCompaniesApiArg>({
      query: (queryArg) => ({
        url: `/api/companies/autosuggest`,
        params: {
          query: queryArg.query,
          limit: queryArg.limit,
        },
      }),
    }),
    deleteCompany: build.mutation<DeleteCompanyApiResponse, DeleteCompanyApiArg>({
      query: (queryArg) => ({
        url: `/api/companies/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    getCompany: build.query<GetCompanyApiResponse, GetCompanyApiArg>({
      query: (queryArg) => ({ url: `/api/companies/${queryArg.id}` }),
    }),
    updateCompany: build.mutation<UpdateCompanyApiResponse, UpdateCompanyApiArg>({
      query: (queryArg) => ({
        url: `/api/companies/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveCompanyBodyDto,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as companiesApi };
export type ListCompaniesApiResponse = /** status 200  */ CompanyListDtoRead;
export type ListCompaniesApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
  /** Trimmed. Only the companies whose name contains it, ignoring case (in the same order). Empty or absent: every company */
  query?: string;
};
export type CreateCompanyApiResponse =
  | /** status 200 Already stored under this id: the stored company, unchanged */ CompanyDtoRead
  | /** status 201 Saved */ CompanyDtoRead;
export type CreateCompanyApiArg = {
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  saveCompanyBodyDto: SaveCompanyBodyDto;
};
export type AutosuggestCompaniesApiResponse = /** status 200  */ CompanySuggestionsDtoRead;
export type AutosuggestCompaniesApiArg = {
  /** Trimmed. Empty or absent: the recently created or changed companies. Otherwise the companies whose name contains it, ignoring case: names that start with it first */
  query?: string;
  /** Larger values are capped at 20 */
  limit?: number;
};
export type DeleteCompanyApiResponse = unknown;
export type DeleteCompanyApiArg = {
  id: string;
  /** Only change the company when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
};
export type GetCompanyApiResponse = /** status 200  */ CompanyDtoRead;
export type GetCompanyApiArg = {
  id: string;
};
export type UpdateCompanyApiResponse = /** status 200  */ CompanyDtoRead;
export type UpdateCompanyApiArg = {
  id: string;
  /** Only change the company when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
  saveCompanyBodyDto: SaveCompanyBodyDto;
};
export type CompanyDto = {
  additionalInfo: string;
  address: string;
  city: string;
  contactName: string;
  email: string;
  id: string;
  name: string;
  postalCode: string;
};
export type CompanyDtoRead = {
  additionalInfo: string;
  address: string;
  city: string;
  contactName: string;
  /** Seconds since the epoch */
  createdAt: number;
  email: string;
  id: string;
  name: string;
  postalCode: string;
  /** The stored version: 1 when created, one more on every change. Answered as the ETag; send it as If-Match to change only this version */
  version: number;
};
export type CompanyListDto = {
  /** Newest first (creation time, then id) */
  companies: CompanyDto[];
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
export type CompanyListDtoRead = {
  /** Newest first (creation time, then id) */
  companies: CompanyDtoRead[];
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
export type SaveCompanyDto = {
  additionalInfo?: string;
  address?: string;
  city?: string;
  contactName?: string;
  email?: string;
  /** On create, the id to store the company under (a UUID the client made, so a retry cannot make a second company): when the caller already has a company with this id, the stored one is answered unchanged (200). Ignored on a change (the path names the company). */
  id?: string;
  name: string;
  postalCode?: string;
};
export type SaveCompanyDtoRead = {
  additionalInfo?: string;
  address?: string;
  city?: string;
  contactName?: string;
  /** Ignored */
  createdAt?: number;
  email?: string;
  /** On create, the id to store the company under (a UUID the client made, so a retry cannot make a second company): when the caller already has a company with this id, the stored one is answered unchanged (200). Ignored on a change (the path names the company). */
  id?: string;
  name: string;
  postalCode?: string;
  /** Ignored: to change only the version you read, send it as If-Match */
  version?: number;
};
export type SaveCompanyBodyDto = {
  company: SaveCompanyDto;
};
export type SaveCompanyBodyDtoRead = {
  company: SaveCompanyDtoRead;
};
export type CompanySuggestionsDto = {
  /** Best first: names starting with the query, then by name; recent list: newest change first */
  companies: CompanyDto[];
  /** The query as searched (trimmed) */
  query: string;
  /** Companies matching the query, beyond the limit too */
  total: number;
};
export type CompanySuggestionsDtoRead = {
  /** Best first: names starting with the query, then by name; recent list: newest change first */
  companies: CompanyDtoRead[];
  /** The query as searched (trimmed) */
  query: string;
  /** Companies matching the query, beyond the limit too */
  total: number;
};
export type CompanyVersionConflictDto = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: CompanyDto;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type CompanyVersionConflictDtoRead = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: CompanyDtoRead;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export const {
  useListCompaniesQuery,
  useCreateCompanyMutation,
  useAutosuggestCompaniesQuery,
  useDeleteCompanyMutation,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
} = injectedRtkApi;
