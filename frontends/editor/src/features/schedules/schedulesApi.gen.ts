import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSchedules: build.query<ListSchedulesApiResponse, ListSchedulesApiArg>({
      query: (queryArg) => ({
        url: `/api/schedules`,
        params: {
          activeOnly: queryArg.activeOnly,
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    createSchedule: build.mutation<CreateScheduleApiResponse, CreateScheduleApiArg>({
      query: (queryArg) => ({
        url: `/api/schedules`,
        method: 'POST',
        body: queryArg.createScheduleDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getScheduleForInvoice: build.query<
      GetScheduleForInvoiceApiResponse,
      GetScheduleForInvoiceApiArg
    >({
      query: (queryArg) => ({ url: `/api/schedules/invoice/${queryArg.invoiceId}` }),
    }),
    deleteSchedule: build.mutation<DeleteScheduleApiResponse, DeleteScheduleApiArg>({
      query: (queryArg) => ({
        url: `/api/schedules/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    getSchedule: build.query<GetScheduleApiResponse, GetScheduleApiArg>({
      query: (queryArg) => ({ url: `/api/schedules/${queryArg.id}` }),
    }),
    updateSchedule: build.mutation<UpdateScheduleApiResponse, UpdateScheduleApiArg>({
      query: (queryArg) => ({
        url: `/api/schedules/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateScheduleDto,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as schedulesApi };
export type ListSchedulesApiResponse = /** status 200  */ ScheduleListDtoRead;
export type ListSchedulesApiArg = {
  /** Only active schedules */
  activeOnly?: boolean;
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
};
export type CreateScheduleApiResponse =
  | /** status 200 Already stored under this id: the stored schedule, unchanged */ ScheduleDtoRead
  | /** status 201 Saved */ ScheduleDtoRead;
export type CreateScheduleApiArg = {
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  createScheduleDto: CreateScheduleDto;
};
export type GetScheduleForInvoiceApiResponse = /** status 200  */ ScheduleDtoRead;
export type GetScheduleForInvoiceApiArg = {
  /** The template invoice's id: 16 to 64 letters, digits, _ or - */
  invoiceId: string;
};
export type DeleteScheduleApiResponse = unknown;
export type DeleteScheduleApiArg = {
  /** The schedule's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** Only change the schedule when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
};
export type GetScheduleApiResponse = /** status 200  */ ScheduleDtoRead;
export type GetScheduleApiArg = {
  /** The schedule's id: 16 to 64 letters, digits, _ or - */
  id: string;
};
export type UpdateScheduleApiResponse = /** status 200  */ ScheduleDtoRead;
export type UpdateScheduleApiArg = {
  /** The schedule's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** Only change the schedule when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
  updateScheduleDto: UpdateScheduleDto;
};
export type ScheduleDto = {
  active: boolean;
  /** Past the end of a month: its last day */
  dayOfMonth: number;
  /** Absent: no end */
  endDate?: string;
  id: string;
  startDate: string;
  /** The invoice each new one is copied from */
  templateInvoiceId: string;
  type: 'monthly' | 'quarterly' | 'yearly';
};
export type ScheduleDtoRead = {
  active: boolean;
  createdAt: string;
  /** Past the end of a month: its last day */
  dayOfMonth: number;
  /** Absent: no end */
  endDate?: string;
  id: string;
  /** Date of the last invoice generated; absent until one is */
  lastGeneratedDate?: string;
  /** null when the schedule is inactive or has ended */
  nextInvoiceDate: string | null;
  startDate: string;
  /** The invoice each new one is copied from */
  templateInvoiceId: string;
  type: 'monthly' | 'quarterly' | 'yearly';
  updatedAt: string;
  /** The stored version: 1 when created, one more on every change (also the generator’s, when it makes an invoice). Answered as the ETag; send it as If-Match to change only this version */
  version: number;
};
export type ScheduleListDto = {
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Newest first */
  schedules: ScheduleDto[];
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type ScheduleListDtoRead = {
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Newest first */
  schedules: ScheduleDtoRead[];
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
export type CreateScheduleDto = {
  /** Absent: true */
  active?: boolean;
  /** Past the end of a month: its last day */
  dayOfMonth: number;
  /** On or after the start date; '' or null: no end date */
  endDate?: string | null;
  /** Made by the client (offline saves); repeating a create with it returns the stored schedule */
  id?: string;
  startDate: string;
  /** One of the caller’s invoices; an invoice has at most one schedule */
  templateInvoiceId: string;
  type: 'monthly' | 'quarterly' | 'yearly';
};
export type ScheduleVersionConflictDto = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: ScheduleDto;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type ScheduleVersionConflictDtoRead = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: ScheduleDtoRead;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type UpdateScheduleDto = {
  /** Absent: true */
  active?: boolean;
  /** Past the end of a month: its last day */
  dayOfMonth: number;
  /** On or after the start date; '' or null: no end date */
  endDate?: string | null;
  /** When sent, the id in the path */
  id?: string;
  startDate: string;
  /** When sent, the stored one: a schedule keeps its template */
  templateInvoiceId?: string;
  type: 'monthly' | 'quarterly' | 'yearly';
};
export type UpdateScheduleDtoRead = {
  /** Absent: true */
  active?: boolean;
  /** Ignored */
  createdAt?: string;
  /** Past the end of a month: its last day */
  dayOfMonth: number;
  /** On or after the start date; '' or null: no end date */
  endDate?: string | null;
  /** When sent, the id in the path */
  id?: string;
  /** Ignored */
  lastGeneratedDate?: string;
  /** Ignored */
  nextInvoiceDate?: string | null;
  startDate: string;
  /** When sent, the stored one: a schedule keeps its template */
  templateInvoiceId?: string;
  type: 'monthly' | 'quarterly' | 'yearly';
  /** Ignored */
  updatedAt?: string;
  /** Ignored: to change only the version you read, send it as If-Match */
  version?: number;
};
export const {
  useListSchedulesQuery,
  useCreateScheduleMutation,
  useGetScheduleForInvoiceQuery,
  useDeleteScheduleMutation,
  useGetScheduleQuery,
  useUpdateScheduleMutation,
} = injectedRtkApi;
