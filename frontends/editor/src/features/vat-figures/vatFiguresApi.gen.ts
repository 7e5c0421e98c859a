import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVatReturn: build.query<GetVatReturnApiResponse, GetVatReturnApiArg>({
      query: (queryArg) => ({
        url: `/api/vat-return`,
        params: {
          period: queryArg.period,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as vatFiguresApi };
export type GetVatReturnApiResponse = /** status 200  */ VatReturnDto;
export type GetVatReturnApiArg = {
  /** The return period: a quarter (`2026-Q3`) or a month (`2026-07`) */
  period: string;
};
export type VatReturnBox =
  | '1a'
  | '1b'
  | '1c'
  | '1e'
  | '3a'
  | '3b'
  | '5a'
  | '00'
  | '01'
  | '02'
  | '03'
  | '44'
  | '45'
  | '46'
  | '47'
  | '48'
  | '49'
  | '54'
  | '64';
export type VatReturnDocumentShareDto = {
  /** Cents, signed as it counts there */
  base: number;
  date: string;
  /** Present (true) when the user deleted the document after it was issued: it still counts, and its id is then its archived copy’s (GET /api/archive/{id}/pdf) */
  deleted?: true;
  documentType: 'invoice' | 'credit_note';
  id: string;
  invoiceNumber: string;
  /** Cents, signed as it counts there */
  vat: number;
};
export type VatReturnBoxDto = {
  /** Cents, signed as it counts there */
  base: number;
  /** A Dutch rubriek (1a…5a) or a Belgian grid (00…64) */
  box: VatReturnBox;
  /** The documents behind it */
  documents: VatReturnDocumentShareDto[];
  /** Cents, signed as it counts there */
  vat: number;
};
export type VatReturnCountry = 'NL' | 'BE';
export type VatReturnListingKind = 'goods' | 'services';
export type VatReturnListingLineDto = {
  /** Cents, credit notes netted */
  base: number;
  /** Member state of the VAT number (GR for EL); empty without one */
  country: string;
  documents: VatReturnDocumentShareDto[];
  kind: VatReturnListingKind;
  /** The customer’s VAT number, normalised; empty when it had none */
  vatNumber: string;
};
export type VatReturnNotReportedReason = 'exempt' | 'smallBusiness' | 'rateNotInReturn';
export type VatReturnNotReportedDto = {
  /** Cents, signed as it counts there */
  base: number;
  documents: VatReturnDocumentShareDto[];
  reason: VatReturnNotReportedReason;
  /** Cents, signed as it counts there */
  vat: number;
};
export type VatReturnObligation = 'periodicReturn' | 'none' | 'annualCustomerListing';
export type VatReturnRangeDto = {
  /** Inclusive */
  end: string;
  start: string;
};
export type VatReturnDto = {
  /** Every box of the country’s form that sales fill, in the form’s order, 0 when empty */
  boxes: VatReturnBoxDto[];
  country: VatReturnCountry;
  /** The intra-community listing */
  listing: VatReturnListingLineDto[];
  /** Amounts on no box, by reason */
  notReported: VatReturnNotReportedDto[];
  /** What the seller files: the periodic return, nothing (KOR), or the annual customer listing (Belgian franchise) */
  obligation: VatReturnObligation;
  period: VatReturnRangeDto;
  regime: 'standard' | 'small_business';
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
export const { useGetVatReturnQuery } = injectedRtkApi;
