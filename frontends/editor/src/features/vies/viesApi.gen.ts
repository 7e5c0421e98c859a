import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkVatNumber: build.query<CheckVatNumberApiResponse, CheckVatNumberApiArg>({
      query: (queryArg) => ({ url: `/api/vat-numbers/${queryArg.vatNumber}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as viesApi };
export type CheckVatNumberApiResponse = /** status 200  */ VatNumberCheckDto;
export type CheckVatNumberApiArg = {
  /** The VAT number: a prefix VIES knows (AT, BE, BG, CY, CZ, DE, DK, EE, EL, ES, FI, FR, HR, HU, IE, IT, LT, LU, LV, MT, NL, PL, PT, RO, SE, SI, SK, XI) and 2 to 13 letters or digits; spaces, dots and dashes are ignored */
  vatNumber: string;
};
export type ViesAddressDto = {
  /** Empty when it could not be told apart */
  city: string;
  /** Empty when it could not be told apart */
  postalCode: string;
  /** The street line(s); outside Belgium and the Netherlands every line, joined by ", " */
  street: string;
};
export type VatNumberCheckDto = {
  /** The registered address, when valid and disclosed by the member state */
  address?: ViesAddressDto;
  /** When VIES was asked: answers are reused for 24 hours */
  checkedAt: string;
  /** The prefix VIES knows the number by (EL for Greece) */
  countryCode: string;
  /** The registered name, when valid and disclosed by the member state */
  name?: string;
  /** `unavailable`: VIES or the member state’s service did not answer; the number was not checked (try again later) */
  status: 'valid' | 'invalid' | 'unavailable';
  /** Normalised: upper case, no separators */
  vatNumber: string;
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
export const { useCheckVatNumberQuery } = injectedRtkApi;
