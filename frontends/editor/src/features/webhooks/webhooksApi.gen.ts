import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEndpoints: build.query<ListWebhookEndpointsApiResponse, ListWebhookEndpointsApiArg>({
      query: (queryArg) => ({
        url: `/api/user/webhooks`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    createWebhookEndpoint: build.mutation<
      CreateWebhookEndpointApiResponse,
      CreateWebhookEndpointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user/webhooks`,
        method: 'POST',
        body: queryArg.saveWebhookEndpointBodyDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deleteWebhookEndpoint: build.mutation<
      DeleteWebhookEndpointApiResponse,
      DeleteWebhookEndpointApiArg
    >({
      query: (queryArg) => ({ url: `/api/user/webhooks/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateWebhookEndpoint: build.mutation<
      UpdateWebhookEndpointApiResponse,
      UpdateWebhookEndpointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user/webhooks/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveWebhookEndpointBodyDto,
      }),
    }),
    listWebhookDeliveries: build.query<
      ListWebhookDeliveriesApiResponse,
      ListWebhookDeliveriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user/webhooks/${queryArg.id}/deliveries`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    rotateWebhookSecret: build.mutation<RotateWebhookSecretApiResponse, RotateWebhookSecretApiArg>({
      query: (queryArg) => ({
        url: `/api/user/webhooks/${queryArg.id}/rotate-secret`,
        method: 'POST',
      }),
    }),
    sendWebhookTestEvent: build.mutation<
      SendWebhookTestEventApiResponse,
      SendWebhookTestEventApiArg
    >({
      query: (queryArg) => ({ url: `/api/user/webhooks/${queryArg.id}/test`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as webhooksApi };
export type ListWebhookEndpointsApiResponse = /** status 200  */ WebhookEndpointListDto;
export type ListWebhookEndpointsApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 10 */
  limit?: number;
};
export type CreateWebhookEndpointApiResponse = /** status 201  */ WebhookEndpointWithSecretDto;
export type CreateWebhookEndpointApiArg = {
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  saveWebhookEndpointBodyDto: SaveWebhookEndpointBodyDto;
};
export type DeleteWebhookEndpointApiResponse = unknown;
export type DeleteWebhookEndpointApiArg = {
  id: string;
};
export type UpdateWebhookEndpointApiResponse = /** status 200  */ WebhookEndpointDto;
export type UpdateWebhookEndpointApiArg = {
  id: string;
  saveWebhookEndpointBodyDto: SaveWebhookEndpointBodyDto;
};
export type ListWebhookDeliveriesApiResponse = /** status 200  */ WebhookDeliveryListDto;
export type ListWebhookDeliveriesApiArg = {
  id: string;
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 100 */
  limit?: number;
};
export type RotateWebhookSecretApiResponse = /** status 200  */ WebhookEndpointWithSecretDto;
export type RotateWebhookSecretApiArg = {
  id: string;
};
export type SendWebhookTestEventApiResponse = /** status 201  */ WebhookDeliveryDto;
export type SendWebhookTestEventApiArg = {
  id: string;
};
export type WebhookEventType =
  | 'invoice.created'
  | 'invoice.sent'
  | 'invoice.paid'
  | 'invoice.overdue'
  | 'invoice.credited'
  | 'email.failed';
export type WebhookEndpointDto = {
  /** Seconds since the epoch */
  createdAt: number;
  description: string;
  /** Disabled endpoints get no new events */
  enabled: boolean;
  events: WebhookEventType[];
  id: string;
  url: string;
};
export type WebhookEndpointListDto = {
  /** Oldest first (creation time, then id) */
  endpoints: WebhookEndpointDto[];
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
export type WebhookEndpointWithSecretDto = {
  endpoint: WebhookEndpointDto;
  /** The signing secret (Standard Webhooks: `whsec_` and base64 of the key bytes). Shown this once: store it where your receiver verifies `webhook-signature` */
  secret: string;
};
export type SaveWebhookEndpointDto = {
  description?: string;
  enabled?: boolean;
  /** The events this endpoint receives (at least one) */
  events: WebhookEventType[];
  /** Where events are POSTed: https, on a public address (checked again on every delivery, after DNS resolution); no user name or password in it */
  url: string;
};
export type SaveWebhookEndpointBodyDto = {
  endpoint: SaveWebhookEndpointDto;
};
export type WebhookAttemptDto = {
  /** Seconds since the epoch */
  at: number;
  durationMs: number;
  /** Why the try failed; null when it succeeded */
  error: string | null;
  /** The start of the receiver’s answer (at most 200 characters) */
  response: string | null;
  /** The receiver’s HTTP status; null when there was no answer */
  statusCode: number | null;
};
export type WebhookDeliveredEventType =
  | 'invoice.created'
  | 'invoice.sent'
  | 'invoice.paid'
  | 'invoice.overdue'
  | 'invoice.credited'
  | 'email.failed'
  | 'webhook.test';
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
export type WebhookDeliveryDto = {
  /** Every try so far, oldest first */
  attempts: WebhookAttemptDto[];
  /** Seconds since the epoch */
  createdAt: number;
  /** The `webhook-id` header: the same on every try, so a receiver can drop repeats */
  eventId: string;
  eventType: WebhookDeliveredEventType;
  id: string;
  /** When the next try is due (seconds since the epoch); null once finished */
  nextAttemptAt: number | null;
  status: WebhookDeliveryStatus;
};
export type WebhookDeliveryListDto = {
  /** Newest first (creation time, then id) */
  deliveries: WebhookDeliveryDto[];
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
export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useRotateWebhookSecretMutation,
  useSendWebhookTestEventMutation,
} = injectedRtkApi;
