import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReceivedDocuments: build.query<
      ListReceivedDocumentsApiResponse,
      ListReceivedDocumentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/received-documents`,
        params: {
          page: queryArg.page,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
    getReceivedDocument: build.query<GetReceivedDocumentApiResponse, GetReceivedDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/received-documents/${queryArg.id}` }),
    }),
    patchReceivedDocument: build.mutation<
      PatchReceivedDocumentApiResponse,
      PatchReceivedDocumentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/received-documents/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.patchReceivedDocumentDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as receivedApi };
export type ListReceivedDocumentsApiResponse = /** status 200  */ ReceivedDocumentListDto;
export type ListReceivedDocumentsApiArg = {
  /** Offset paging, for clients that page by number; ignored with `cursor` */
  page?: number;
  /** The `nextCursor` of the page before: the next page, wherever rows were added */
  cursor?: string;
  /** Larger values are capped at 200 */
  limit?: number;
};
export type GetReceivedDocumentApiResponse = /** status 200  */ ReceivedDocumentDetailDto;
export type GetReceivedDocumentApiArg = {
  id: string;
};
export type PatchReceivedDocumentApiResponse = /** status 200  */ ReceivedDocumentDto;
export type PatchReceivedDocumentApiArg = {
  id: string;
  patchReceivedDocumentDto: PatchReceivedDocumentDto;
};
export type ReceivedDocumentDto = {
  currency: string;
  documentType: 'invoice' | 'credit_note';
  dueDate: string | null;
  id: string;
  issueDate: string;
  /** Null until marked */
  mark: ('to_pay' | 'paid' | 'booked') | null;
  number: string;
  /** False until the user opened it or marked it read */
  read: boolean;
  /** When it arrived */
  receivedAt: string;
  senderName: string;
  senderPeppolId: string | null;
  /** The total with VAT in cents of `currency`, as exact decimal text */
  totalCents: string;
};
export type ReceivedDocumentListDto = {
  /** Newest first */
  documents: ReceivedDocumentDto[];
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
export type ReceivedAttachmentDto = {
  filename: string;
  id: string;
  /** As the sender declared it */
  mime: string;
  /** Bytes */
  size: number;
};
export type ReceivedVatCategoryDto = {
  /** UNCL 5305 */
  code: string;
  percent: string | null;
};
export type ReceivedAllowanceChargeDto = {
  amountCents: string;
  /** True for a charge, false for an allowance */
  charge: boolean;
  reason: string | null;
  reasonCode: string | null;
  vat: ReceivedVatCategoryDto | null;
};
export type ReceivedAttachmentViewDto = {
  description: string | null;
  filename: string;
  index: number;
  mime: string;
  reference: string;
  size: number;
};
export type ReceivedBillingReferenceDto = {
  issueDate: string | null;
  number: string;
};
export type ReceivedPartyDto = {
  addressLines: string[];
  companyId: string | null;
  contactName: string | null;
  country: string | null;
  email: string | null;
  endpointId: string | null;
  legalName: string | null;
  name: string;
  vatId: string | null;
};
export type ReceivedLineDto = {
  baseQuantity: string | null;
  description: string | null;
  id: string;
  lineAmountCents: string;
  name: string;
  note: string | null;
  /** Decimal, signed */
  quantity: string;
  unitCode: string | null;
  /** Decimal, as written */
  unitPrice: string | null;
  vat: ReceivedVatCategoryDto | null;
};
export type ReceivedPaymentMeansDto = {
  accountName: string | null;
  bic: string | null;
  /** UNCL 4461 */
  code: string;
  iban: string | null;
  paymentId: string | null;
};
export type ReceivedTotalsDto = {
  allowanceTotalCents: string | null;
  chargeTotalCents: string | null;
  lineExtensionCents: string;
  payableCents: string;
  prepaidCents: string | null;
  roundingCents: string | null;
  taxExclusiveCents: string;
  taxInclusiveCents: string;
  vatCents: string | null;
};
export type ReceivedVatSubtotalDto = {
  category: ReceivedVatCategoryDto;
  exemptionReason: string | null;
  exemptionReasonCode: string | null;
  taxableCents: string;
  vatCents: string;
};
export type ReceivedDocumentViewDto = {
  allowancesCharges: ReceivedAllowanceChargeDto[];
  attachments: ReceivedAttachmentViewDto[];
  billingReferences: ReceivedBillingReferenceDto[];
  buyer: ReceivedPartyDto;
  buyerReference: string | null;
  currency: string;
  dueDate: string | null;
  issueDate: string;
  lines: ReceivedLineDto[];
  notes: string[];
  number: string;
  orderReference: string | null;
  paymentMeans: ReceivedPaymentMeansDto[];
  paymentTerms: string | null;
  seller: ReceivedPartyDto;
  totals: ReceivedTotalsDto;
  type: 'invoice' | 'credit_note';
  typeCode: string | null;
  vatBreakdown: ReceivedVatSubtotalDto[];
};
export type ReceivedDocumentDetailDto = {
  /** The files embedded in the document, in its order */
  attachments: ReceivedAttachmentDto[];
  currency: string;
  documentType: 'invoice' | 'credit_note';
  dueDate: string | null;
  /** The EPC QR code text (SEPA credit transfer) that pays what is due from a banking app; null when it cannot be paid that way (not euros, nothing due, no IBAN, a credit note) */
  epcPayload: string | null;
  id: string;
  issueDate: string;
  /** Null until marked */
  mark: ('to_pay' | 'paid' | 'booked') | null;
  number: string;
  /** False until the user opened it or marked it read */
  read: boolean;
  /** When it arrived */
  receivedAt: string;
  senderName: string;
  senderPeppolId: string | null;
  /** The total with VAT in cents of `currency`, as exact decimal text */
  totalCents: string;
  view: ReceivedDocumentViewDto;
};
export type PatchReceivedDocumentDto = {
  /** Null clears it */
  mark?: ('to_pay' | 'paid' | 'booked') | null;
  /** Mark it read (true) or unread (false) */
  read?: boolean;
};
export const {
  useListReceivedDocumentsQuery,
  useGetReceivedDocumentQuery,
  usePatchReceivedDocumentMutation,
} = injectedRtkApi;
