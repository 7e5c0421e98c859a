import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminEmails: build.query<ListAdminEmailsApiResponse, ListAdminEmailsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/email-queue`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    requeueAdminEmail: build.mutation<RequeueAdminEmailApiResponse, RequeueAdminEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/email-queue/${queryArg.id}/requeue`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    sendAdminEmail: build.mutation<SendAdminEmailApiResponse, SendAdminEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/email-queue/${queryArg.id}/send`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    listAdminPeppolDeliveries: build.query<
      ListAdminPeppolDeliveriesApiResponse,
      ListAdminPeppolDeliveriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/peppol-deliveries`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    getAdminDailyStats: build.query<GetAdminDailyStatsApiResponse, GetAdminDailyStatsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/stats/daily`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    listAdminUsers: build.query<ListAdminUsersApiResponse, ListAdminUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
          query: queryArg.query,
        },
      }),
    }),
    getAdminUser: build.query<GetAdminUserApiResponse, GetAdminUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}` }),
    }),
    listAdminUserCompanies: build.query<
      ListAdminUserCompaniesApiResponse,
      ListAdminUserCompaniesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/companies`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
          query: queryArg.query,
        },
      }),
    }),
    listAdminUserInvoices: build.query<
      ListAdminUserInvoicesApiResponse,
      ListAdminUserInvoicesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/invoices`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getAdminEmailPreview: build.query<GetAdminEmailPreviewApiResponse, GetAdminEmailPreviewApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/invoices/${queryArg.invoiceId}/email-preview`,
      }),
    }),
    listAdminUserSchedules: build.query<
      ListAdminUserSchedulesApiResponse,
      ListAdminUserSchedulesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/schedules`,
        params: {
          activeOnly: queryArg.activeOnly,
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    getAdminUserSettings: build.query<GetAdminUserSettingsApiResponse, GetAdminUserSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/settings` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminApi };
export type ListAdminEmailsApiResponse = /** status 200  */ AdminEmailQueueDto;
export type ListAdminEmailsApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 500 */
  limit?: number;
};
export type RequeueAdminEmailApiResponse = /** status 200  */ AdminEmailResultDto;
export type RequeueAdminEmailApiArg = {
  id: string;
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
};
export type SendAdminEmailApiResponse = /** status 200  */ AdminEmailResultDto;
export type SendAdminEmailApiArg = {
  id: string;
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
};
export type ListAdminPeppolDeliveriesApiResponse = /** status 200  */ AdminPeppolDeliveriesDto;
export type ListAdminPeppolDeliveriesApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 500 */
  limit?: number;
};
export type GetAdminDailyStatsApiResponse = /** status 200  */ AdminDailyStatsDto;
export type GetAdminDailyStatsApiArg = {
  /** How many days, today included */
  days?: number;
};
export type ListAdminUsersApiResponse = /** status 200  */ AdminUserListDto;
export type ListAdminUsersApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
  /** Only users whose e-mail address or display name contains this text, ignoring case; blank: everyone */
  query?: string;
};
export type GetAdminUserApiResponse = /** status 200  */ AdminUserDetailDto;
export type GetAdminUserApiArg = {
  id: string;
};
export type ListAdminUserCompaniesApiResponse = /** status 200  */ CompanyListDtoRead;
export type ListAdminUserCompaniesApiArg = {
  id: string;
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
  /** Trimmed. Only the companies whose name contains it, ignoring case (in the same order). Empty or absent: every company */
  query?: string;
};
export type ListAdminUserInvoicesApiResponse =
  /** status 200 Highest number first */ InvoiceListDtoRead;
export type ListAdminUserInvoicesApiArg = {
  id: string;
  page?: number;
  limit?: number;
};
export type GetAdminEmailPreviewApiResponse = /** status 200  */ AdminEmailPreviewDto;
export type GetAdminEmailPreviewApiArg = {
  id: string;
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  invoiceId: string;
};
export type ListAdminUserSchedulesApiResponse = /** status 200  */ AdminScheduleListDtoRead;
export type ListAdminUserSchedulesApiArg = {
  id: string;
  /** Only active schedules */
  activeOnly?: boolean;
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
};
export type GetAdminUserSettingsApiResponse = /** status 200  */ SettingsResponseDtoRead;
export type GetAdminUserSettingsApiArg = {
  id: string;
};
export type AdminEmailDto = {
  attempts: number;
  documentType: 'invoice' | 'credit_note';
  error: string | null;
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  kind: 'invoice' | 'reminder';
  recipientEmail: string;
  scheduledAt: string;
  sentAt: string | null;
  status: 'planned' | 'sending' | 'sent' | 'failed';
  userEmail: string;
  userId: string;
};
export type CappedCountDto = {
  /** Counted up to 1000 */
  total: number;
  /** True when there are more than 1000 */
  totalCapped: boolean;
};
export type AdminEmailQueueStatsDto = {
  /** Not sent yet: planned, or being sent */
  planned: CappedCountDto;
  sent: CappedCountDto;
};
export type AdminEmailQueueDto = {
  /** Newest first (created), then by id */
  emails: AdminEmailDto[];
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Over the whole queue; its total is the list total */
  stats: AdminEmailQueueStatsDto;
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
export type AdminEmailResultDto = {
  /** The record now on its way */
  email: AdminEmailDto;
};
export type PeppolStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'refused' | 'failed';
export type AdminPeppolDeliveryDto = {
  attempts: number;
  /** The worker (`host:pid`) holding it while it is being sent */
  claimedBy: string | null;
  createdAt: string;
  documentType: 'invoice' | 'credit_note';
  /** The Peppol envelope id */
  envelopeId: string | null;
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  mayHaveBeenDeliveredTwice: boolean;
  /** The provider's document id */
  providerDocumentId: string | null;
  reason: string | null;
  /** The customer's Peppol address */
  recipient: string;
  sentAt: string | null;
  settledAt: string | null;
  status: PeppolStatus;
  userEmail: string;
  userId: string;
};
export type AdminPeppolDeliveryStatsDto = {
  /** Refused or failed */
  failed: CappedCountDto;
  /** On their way: queued, or being sent */
  queued: CappedCountDto;
  /** Sent or delivered */
  sent: CappedCountDto;
};
export type AdminPeppolDeliveriesDto = {
  /** Newest first (created), then by id */
  deliveries: AdminPeppolDeliveryDto[];
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Over every delivery; its total is the list total */
  stats: AdminPeppolDeliveryStatsDto;
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type AdminDayDto = {
  date: string;
  /** Invoices and credit notes stored that day (what the invoices counter counts) */
  invoices: number;
  /** Users who joined that day */
  signUps: number;
};
export type AdminDailyStatsDto = {
  /** Every day, oldest first; none is left out */
  days: AdminDayDto[];
  /** The first day */
  from: string;
  /** The zone whose midnights end a day */
  timeZone: string;
  /** The last day: today */
  to: string;
};
export type AdminUserStatsDto = {
  /** Active since midnight (Amsterdam) */
  activeToday: number;
  /** Every user's invoices, from counters kept on write */
  totalInvoices: number;
  /** Every user, exactly */
  totalUsers: number;
};
export type AdminUserDto = {
  /** The default company's name; '' when none */
  company: string;
  createdAt: string;
  displayName: string | null;
  email: string;
  id: string;
  invoiceCount: number;
  isAdmin: boolean;
  lastActiveAt: string | null;
};
export type AdminUserListDto = {
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Over every user, whatever the query */
  stats: AdminUserStatsDto;
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
  /** Newest first (joined), then by id */
  users: AdminUserDto[];
};
export type AdminUserDetailDto = {
  user: AdminUserDto;
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
export type InvoiceListDto = {
  hasMore: boolean;
  /** Highest number first */
  invoices: InvoiceDto[];
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type InvoiceListDtoRead = {
  hasMore: boolean;
  /** Highest number first */
  invoices: InvoiceDtoRead[];
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type AdminEmailPreviewDto = {
  /** The e-mail as its recipient would get it now */
  html: string;
  invoiceNumber: string;
};
export type AdminScheduleDto = {
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
export type AdminScheduleDtoRead = {
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
  /** The template invoice’s number; empty when it has none, null when the invoice is not there */
  templateInvoiceNumber: string | null;
  type: 'monthly' | 'quarterly' | 'yearly';
  updatedAt: string;
  /** The stored version: 1 when created, one more on every change (also the generator’s, when it makes an invoice). Answered as the ETag; send it as If-Match to change only this version */
  version: number;
};
export type AdminScheduleListDto = {
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Newest first */
  schedules: AdminScheduleDto[];
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type AdminScheduleListDtoRead = {
  hasMore: boolean;
  limit: number;
  /** Pass as `cursor` for the next page; null on the last page */
  nextCursor: string | null;
  page: number;
  /** Newest first */
  schedules: AdminScheduleDtoRead[];
  /** Rows matching the query on all pages, counted up to 1000 */
  total: number;
  /** True when more than 1000 rows match: total is then a lower bound */
  totalCapped: boolean;
};
export type InvoiceNumberFormatDto = {
  includeYear: boolean;
  numberPadding: 4 | 5 | 6 | 7 | 8;
  /** Stored upper-case */
  prefix: string;
  /** '' means none */
  separator: '-' | '/' | '.' | '_' | '';
  yearFormat: 'full' | 'short';
};
export type CompanyDetailsDto = {
  additionalInfo?: string;
  address: string;
  city: string;
  company: string;
  contactName?: string;
  email?: string;
  /** Chamber of commerce */
  kvkNumber: string;
  /** The legal form as the register writes it; a Belgian company prints it */
  legalForm?: string;
  /** A Belgian legal person's register and court (art. 2:20 WVV) */
  legalRegister?: string;
  postalCode: string;
  vatNumber: string;
};
export type LogoDto = {
  filename: string;
  id: string;
  /** Served to its owner only */
  url: string;
};
export type ReminderSettingsDto = {
  /** Days after the due date */
  daysAfterDue: number;
  /** Send reminders at all */
  enabled: boolean;
};
export type SettingsDto = {
  country: 'NL' | 'BE' | 'DE' | 'FR';
  creditNoteNumberFormat: InvoiceNumberFormatDto;
  creditNoteStartNumber: number;
  defaultCompany: CompanyDetailsDto | null;
  defaultNotes: string;
  defaultPaymentMethods: ('bank' | 'paypal' | 'mollie' | 'stripe' | 'none')[];
  invoiceLanguage: 'en' | 'nl';
  invoiceNumberFormat: InvoiceNumberFormatDto;
  invoiceStartNumber: number;
  language: 'en' | 'nl';
  latestCreditNoteNumber: number;
  latestInvoiceNumber: number;
  logo: LogoDto | null;
  /** The Mollie key is masked */
  paymentMethods: PaymentMethodsDto;
  paymentReferenceKind: 'invoice_number' | 'structured' | 'creditor';
  reminders: ReminderSettingsDto;
  vatRegime: 'standard' | 'small_business';
};
export type SettingsResponseDto = {
  settings: SettingsDto;
};
export type SettingsResponseDtoRead = {
  /** When the user last saved settings; null: never, and `settings` are the defaults (a browser then keeps its own) */
  savedAt: string | null;
  settings: SettingsDto;
  /** The stored version: 1 until the first change, one more on every change (not when only the invoice counter moves: it only ever grows). Answered as the ETag; send it as If-Match to change only this version */
  version: number;
};
export const {
  useListAdminEmailsQuery,
  useRequeueAdminEmailMutation,
  useSendAdminEmailMutation,
  useListAdminPeppolDeliveriesQuery,
  useGetAdminDailyStatsQuery,
  useListAdminUsersQuery,
  useGetAdminUserQuery,
  useListAdminUserCompaniesQuery,
  useListAdminUserInvoicesQuery,
  useGetAdminEmailPreviewQuery,
  useListAdminUserSchedulesQuery,
  useGetAdminUserSettingsQuery,
} = injectedRtkApi;
