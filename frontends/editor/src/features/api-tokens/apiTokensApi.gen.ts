import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPersonalTokens: build.query<ListPersonalTokensApiResponse, ListPersonalTokensApiArg>({
      query: (queryArg) => ({
        url: `/api/user/tokens`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    createPersonalToken: build.mutation<CreatePersonalTokenApiResponse, CreatePersonalTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/user/tokens`,
        method: 'POST',
        body: queryArg.createPersonalTokenBodyDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    revokePersonalToken: build.mutation<RevokePersonalTokenApiResponse, RevokePersonalTokenApiArg>({
      query: (queryArg) => ({ url: `/api/user/tokens/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as apiTokensApi };
export type ListPersonalTokensApiResponse = /** status 200  */ PersonalTokenListDto;
export type ListPersonalTokensApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 100 */
  limit?: number;
};
export type CreatePersonalTokenApiResponse = /** status 201  */ CreatedPersonalTokenDto;
export type CreatePersonalTokenApiArg = {
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  createPersonalTokenBodyDto: CreatePersonalTokenBodyDto;
};
export type RevokePersonalTokenApiResponse = unknown;
export type RevokePersonalTokenApiArg = {
  id: string;
};
export type PersonalTokenScope = 'read' | 'write';
export type PersonalTokenDto = {
  /** Seconds since the epoch */
  createdAt: number;
  id: string;
  /** Seconds since the epoch of the last request made with the token (to the minute); null: never used */
  lastUsedAt: number | null;
  name: string;
  /** The first characters of the token, to tell tokens apart (never the secret) */
  prefix: string;
  /** `read`: GET and HEAD only; `write`: read and write */
  scope: PersonalTokenScope;
};
export type PersonalTokenListDto = {
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Newest first (creation time, then id) */
  tokens: PersonalTokenDto[];
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
export type CreatedPersonalTokenDto = {
  /** The token to send as `Authorization: Bearer <secret>`. Shown this once: only its hash is stored */
  secret: string;
  token: PersonalTokenDto;
};
export type CreatePersonalTokenDto = {
  /** What the token is for; stored trimmed */
  name: string;
  /** `read`: GET and HEAD only; `write`: read and write */
  scope: PersonalTokenScope;
};
export type CreatePersonalTokenBodyDto = {
  token: CreatePersonalTokenDto;
};
export const {
  useListPersonalTokensQuery,
  useCreatePersonalTokenMutation,
  useRevokePersonalTokenMutation,
} = injectedRtkApi;
