import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<ListInvoicesApiResponse, ListInvoicesApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
          status: queryArg.status,
          documentType: queryArg.documentType,
          period: queryArg.period,
          startDate: queryArg.startDate,
          endDate: queryArg.endDate,
          filter: queryArg.filter,
        },
      }),
    }),
    createInvoice: build.mutation<CreateInvoiceApiResponse, CreateInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices`,
        method: 'POST',
        body: queryArg.createInvoiceBodyDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getInvoiceAmounts: build.query<GetInvoiceAmountsApiResponse, GetInvoiceAmountsApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/amounts`,
        params: {
          period: queryArg.period,
        },
      }),
    }),
    bulkCreateInvoices: build.mutation<BulkCreateInvoicesApiResponse, BulkCreateInvoicesApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/bulk`,
        method: 'POST',
        body: queryArg.bulkInvoicesBodyDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deleteInvoice: build.mutation<DeleteInvoiceApiResponse, DeleteInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    getInvoice: build.query<GetInvoiceApiResponse, GetInvoiceApiArg>({
      query: (queryArg) => ({ url: `/api/invoices/${queryArg.id}` }),
    }),
    updateInvoice: build.mutation<UpdateInvoiceApiResponse, UpdateInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveInvoiceBodyDto,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    issueInvoice: build.mutation<IssueInvoiceApiResponse, IssueInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/${queryArg.id}/issue`,
        method: 'POST',
        params: {
          language: queryArg.language,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as invoicesApi };
export type ListInvoicesApiResponse = /** status 200  */ InvoiceListDtoRead;
export type ListInvoicesApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
  status?: 'concept' | 'saved' | 'sent';
  /** Only invoices or only credit notes; both when left out */
  documentType?: 'invoice' | 'credit_note';
  /** 'planned', 'month-YYYY-MM' or 'custom-YYYY-MM-DD-YYYY-MM-DD' */
  period?: string;
  /** Invoice date on or after */
  startDate?: string;
  /** Invoice date on or before */
  endDate?: string;
  /** Payment-status filter; 'paid' includes invoices marked paid by hand. Invoices are filed by the overdue rule on today's date (Europe/Amsterdam): 'overdue' also lists sent, unpaid invoices whose due date has passed before the sweep marked them, and 'unpaid' leaves those out */
  filter?: 'all' | 'unpaid' | 'paid' | 'overdue' | 'overdue_reminded';
};
export type CreateInvoiceApiResponse =
  | /** status 200 Already stored under this id: the stored invoice, unchanged */ InvoiceDtoRead
  | /** status 201 Saved: numbered when it had no number */ InvoiceDtoRead;
export type CreateInvoiceApiArg = {
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  createInvoiceBodyDto: CreateInvoiceBodyDto;
};
export type GetInvoiceAmountsApiResponse = /** status 200  */ InvoiceAmountsDto;
export type GetInvoiceAmountsApiArg = {
  /** The overview's period; the planned view has no amounts */
  period: string;
};
export type BulkCreateInvoicesApiResponse = /** status 200  */ BulkInvoicesResultDtoRead;
export type BulkCreateInvoicesApiArg = {
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
  bulkInvoicesBodyDto: BulkInvoicesBodyDto;
};
export type DeleteInvoiceApiResponse = unknown;
export type DeleteInvoiceApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** Only change the invoice when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
};
export type GetInvoiceApiResponse = /** status 200  */ InvoiceDtoRead;
export type GetInvoiceApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
};
export type UpdateInvoiceApiResponse = /** status 200  */ InvoiceDtoRead;
export type UpdateInvoiceApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** Only change the invoice when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
  saveInvoiceBodyDto: SaveInvoiceBodyDto;
};
export type IssueInvoiceApiResponse = /** status 200 The archived copy */ ArchivedDocumentDto;
export type IssueInvoiceApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** The texts' language (exemption reasons, terms); default: the invoice language */
  language?: 'en' | 'nl';
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
export type NewLineItemDto = {
  description: string;
  /** Made by the client (21-character nanoid) */
  id?: string;
  isPlaceholder?: {
    description?: boolean;
    price?: boolean;
    quantity?: boolean;
  };
  /** Money with a comma decimal, negative for a credit line, at most 9 whole digits */
  price: string;
  /** Decimal text with a comma decimal, up to 7 digits and 6 decimals */
  quantity?: string;
  /** Absent: standard */
  vatCategory?: 'standard' | 'zero_rated' | 'exempt' | 'reverse_charge' | 'intra_eu' | 'export';
  /** An exempt line's legal basis; absent: the general statement that it is exempt */
  vatExemptionReason?: 'medical' | 'education' | 'financial' | 'insurance' | 'letting' | 'other';
  /** Percent, 0 to 100, comma decimal */
  vatRate?: string;
};
export type NewInvoiceInputDto = {
  /** One of the caller’s saved companies */
  companyId?: string;
  /** On a credit note: the invoice it corrects (required; one of the caller’s saved, sent or paid invoices). Fixed once stored */
  creditedInvoice?: CreditedInvoiceDto;
  currency?: 'EUR';
  date?: string;
  discount?: DiscountDto;
  documentType?: 'invoice' | 'credit_note';
  dueDate?: string;
  emailMessage?: string;
  /** Made by the client (offline saves); repeating a create with it returns the stored invoice */
  id?: string;
  /** Empty: the server assigns the next number. Once assigned it never changes */
  invoiceNumber?: string;
  isPlaceholder?: {
    discount?: boolean;
    emailMessage?: boolean;
    items?: boolean;
    notes?: boolean;
    paymentMethods?: boolean;
    recipient?: boolean;
    sender?: boolean;
  };
  items: NewLineItemDto[];
  notes?: string;
  /** When marked paid; now when absent */
  paidAt?: string;
  /** A Mollie key is stored masked */
  paymentMethods?: PaymentMethodsDto;
  paymentReference?: string;
  /** A user can only change it to unpaid or paid; the other states are the server’s */
  paymentStatus?:
    | 'unpaid'
    | 'paid'
    | 'markedPaid'
    | 'overdue'
    | 'overdue_reminded'
    | 'canceled'
    | 'failed'
    | 'credited';
  paymentTerms?: string;
  recipient: RecipientDto;
  /** Ignored: browser-only (the schedules API creates schedules) */
  scheduleData?: object;
  /** One of the caller’s schedules (schedules API) */
  scheduleId?: string;
  sender?: SenderDto;
  status?: 'concept' | 'saved' | 'sent';
  /** Ignored: browser-only */
  synced?: object;
  /** The seller's VAT regime for this invoice; absent on create: the one in the user's settings */
  vatRegime?: 'standard' | 'small_business';
};
export type NewInvoiceInputDtoRead = {
  /** One of the caller’s saved companies */
  companyId?: string;
  /** Ignored */
  createdAt?: string;
  /** Ignored: follows the credits */
  creditStatus?: 'none' | 'partly' | 'full';
  /** On a credit note: the invoice it corrects (required; one of the caller’s saved, sent or paid invoices). Fixed once stored */
  creditedInvoice?: CreditedInvoiceDto;
  /** Ignored: the server lists the credit notes */
  credits?: CreditSummaryDto[];
  currency?: 'EUR';
  date?: string;
  discount?: DiscountDto;
  documentType?: 'invoice' | 'credit_note';
  dueDate?: string;
  emailMessage?: string;
  /** Ignored: set by the schedule that generated it */
  generatedFromScheduleId?: string;
  /** Made by the client (offline saves); repeating a create with it returns the stored invoice */
  id?: string;
  /** Empty: the server assigns the next number. Once assigned it never changes */
  invoiceNumber?: string;
  isPlaceholder?: {
    discount?: boolean;
    emailMessage?: boolean;
    items?: boolean;
    notes?: boolean;
    paymentMethods?: boolean;
    recipient?: boolean;
    sender?: boolean;
  };
  items: NewLineItemDto[];
  notes?: string;
  /** When marked paid; now when absent */
  paidAt?: string;
  /** Ignored: set by the payments module */
  paymentLinks?: PaymentLinkDto[];
  /** A Mollie key is stored masked */
  paymentMethods?: PaymentMethodsDto;
  paymentReference?: string;
  /** A user can only change it to unpaid or paid; the other states are the server’s */
  paymentStatus?:
    | 'unpaid'
    | 'paid'
    | 'markedPaid'
    | 'overdue'
    | 'overdue_reminded'
    | 'canceled'
    | 'failed'
    | 'credited';
  paymentTerms?: string;
  /** Ignored: follows its Peppol deliveries */
  peppolStatus?: 'queued' | 'sending' | 'sent' | 'delivered' | 'refused' | 'failed';
  recipient: RecipientDto;
  /** Ignored: set by the refund call */
  refund?: CreditRefundDto;
  /** Ignored: browser-only (the schedules API creates schedules) */
  scheduleData?: object;
  /** One of the caller’s schedules (schedules API) */
  scheduleId?: string;
  sender?: SenderDto;
  status?: 'concept' | 'saved' | 'sent';
  /** Ignored: browser-only */
  synced?: object;
  /** Ignored: the server computes the total */
  total?: number;
  /** Ignored */
  updatedAt?: string;
  /** The seller's VAT regime for this invoice; absent on create: the one in the user's settings */
  vatRegime?: 'standard' | 'small_business';
  /** Ignored: the server counts versions. To change only the version you read, send it as If-Match */
  version?: number;
};
export type CreateInvoiceBodyDto = {
  invoice: NewInvoiceInputDto;
};
export type CreateInvoiceBodyDtoRead = {
  invoice: NewInvoiceInputDtoRead;
};
export type InvoiceAmountsMonthDto = {
  /** What the month’s invoices ask for net of their credit notes, in cents */
  invoiced: number;
  /** yyyy-MM */
  month: string;
  /** Of it, still owed, in cents */
  outstanding: number;
  /** Of the outstanding, overdue, in cents */
  overdue: number;
  /** Of it, paid or marked paid, in cents */
  paid: number;
};
export type InvoiceAmountsDto = {
  /** Invoices counted in the period */
  count: number;
  currency: 'EUR';
  /** The period’s last day */
  end: string;
  /** What the period’s issued invoices ask for net of their credit notes, in cents */
  invoiced: number;
  /** Whole calendar months, oldest first: at least the six up to the period’s last, at most 24; a month without invoices is 0 */
  months: InvoiceAmountsMonthDto[];
  /** Of it, still owed (unpaid, overdue, reminded), in cents */
  outstanding: number;
  /** Of the outstanding, overdue or reminded, in cents */
  overdue: number;
  /** Of it, paid or marked paid, in cents */
  paid: number;
  period: string;
  /** The period’s first day */
  start: string;
};
export type BulkInvoiceErrorDto = {
  code: ErrorCode;
  fields?: FieldErrorDto[];
  id?: string;
  /** Position in the request */
  index: number;
  message: string;
};
export type BulkInvoicesResultDto = {
  /** Saved (or already stored with the same id) */
  created: InvoiceDto[];
  errors: BulkInvoiceErrorDto[];
};
export type BulkInvoicesResultDtoRead = {
  /** Saved (or already stored with the same id) */
  created: InvoiceDtoRead[];
  errors: BulkInvoiceErrorDto[];
};
export type InvoiceInputDto = {
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
  /** Made by the client (offline saves); repeating a create with it returns the stored invoice */
  id?: string;
  /** Empty: the server assigns the next number. Once assigned it never changes */
  invoiceNumber?: string;
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
  /** Ignored: browser-only (the schedules API creates schedules) */
  scheduleData?: object;
  /** One of the caller’s schedules (schedules API) */
  scheduleId?: string;
  sender: SenderDto;
  status: 'concept' | 'saved' | 'sent';
  /** Ignored: browser-only */
  synced?: object;
  /** The seller's VAT regime for this invoice; absent on create: the one in the user's settings */
  vatRegime?: 'standard' | 'small_business';
};
export type InvoiceInputDtoRead = {
  /** One of the caller’s saved companies */
  companyId?: string;
  /** Ignored */
  createdAt?: string;
  /** Ignored: follows the credits */
  creditStatus?: 'none' | 'partly' | 'full';
  /** On a credit note: the invoice it corrects (required; one of the caller’s saved, sent or paid invoices). Fixed once stored */
  creditedInvoice?: CreditedInvoiceDto;
  /** Ignored: the server lists the credit notes */
  credits?: CreditSummaryDto[];
  currency: 'EUR';
  date: string;
  discount: DiscountDto;
  documentType?: 'invoice' | 'credit_note';
  dueDate: string;
  emailMessage: string;
  /** Ignored: set by the schedule that generated it */
  generatedFromScheduleId?: string;
  /** Made by the client (offline saves); repeating a create with it returns the stored invoice */
  id?: string;
  /** Empty: the server assigns the next number. Once assigned it never changes */
  invoiceNumber?: string;
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
  /** Ignored: set by the payments module */
  paymentLinks?: PaymentLinkDto[];
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
  /** Ignored: follows its Peppol deliveries */
  peppolStatus?: 'queued' | 'sending' | 'sent' | 'delivered' | 'refused' | 'failed';
  recipient: RecipientDto;
  /** Ignored: set by the refund call */
  refund?: CreditRefundDto;
  /** Ignored: browser-only (the schedules API creates schedules) */
  scheduleData?: object;
  /** One of the caller’s schedules (schedules API) */
  scheduleId?: string;
  sender: SenderDto;
  status: 'concept' | 'saved' | 'sent';
  /** Ignored: browser-only */
  synced?: object;
  /** Ignored: the server computes the total */
  total?: number;
  /** Ignored */
  updatedAt?: string;
  /** The seller's VAT regime for this invoice; absent on create: the one in the user's settings */
  vatRegime?: 'standard' | 'small_business';
  /** Ignored: the server counts versions. To change only the version you read, send it as If-Match */
  version?: number;
};
export type BulkInvoicesBodyDto = {
  invoices: InvoiceInputDto[];
};
export type BulkInvoicesBodyDtoRead = {
  invoices: InvoiceInputDtoRead[];
};
export type InvoiceVersionConflictDto = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: InvoiceDto;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type InvoiceVersionConflictDtoRead = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: InvoiceDtoRead;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type SaveInvoiceBodyDto = {
  invoice: InvoiceInputDto;
};
export type SaveInvoiceBodyDtoRead = {
  invoice: InvoiceInputDtoRead;
};
export type ArchivedDocumentDto = {
  /** When the user deleted the invoice; null while it exists */
  deletedAt: string | null;
  documentType: 'invoice' | 'credit_note';
  id: string;
  /** The invoice it is a copy of; it may have been deleted since */
  invoiceId: string;
  invoiceNumber: string;
  /** The document’s date */
  issueDate: string;
  /** When it was first delivered */
  issuedAt: string;
  /** How it was first issued: e-mail, Peppol, or its PDF exported after saving */
  issuedBy: 'email' | 'peppol' | 'download';
  /** SHA-256 of the PDF, hex */
  pdfSha256: string;
  /** Kept through this day, then deleted */
  retentionUntil: string;
  /** Whose law keeps it */
  sellerCountry: 'NL' | 'BE' | 'DE' | 'FR';
  /** Why the document has no UBL (it lacked what an e-invoice needs) */
  ublMissingReason: string | null;
  /** SHA-256 of the UBL, hex; null when there is no UBL */
  ublSha256: string | null;
};
export const {
  useListInvoicesQuery,
  useCreateInvoiceMutation,
  useGetInvoiceAmountsQuery,
  useBulkCreateInvoicesMutation,
  useDeleteInvoiceMutation,
  useGetInvoiceQuery,
  useUpdateInvoiceMutation,
  useIssueInvoiceMutation,
} = injectedRtkApi;
