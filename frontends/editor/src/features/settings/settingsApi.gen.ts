import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
      query: () => ({ url: `/api/user/settings` }),
    }),
    updateSettings: build.mutation<UpdateSettingsApiResponse, UpdateSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/user/settings`,
        method: 'PUT',
        body: queryArg.saveSettingsBodyDto,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as settingsApi };
export type GetSettingsApiResponse = /** status 200  */ SettingsResponseDtoRead;
export type GetSettingsApiArg = void;
export type UpdateSettingsApiResponse =
  /** status 200 The settings as stored */ SettingsResponseDtoRead;
export type UpdateSettingsApiArg = {
  /** Only change the settings when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts"). */
  'If-Match'?: string;
  saveSettingsBodyDto: SaveSettingsBodyDto;
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
export type SettingsVersionConflictDto = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: SettingsResponseDto;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type SettingsVersionConflictDtoRead = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  /** The stored copy, as a GET answers it now (its version is the one to send) */
  current: SettingsResponseDtoRead;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type SaveSettingsDto = {
  country: 'NL' | 'BE' | 'DE' | 'FR';
  /** The credit notes' own series (default prefix 'CN'); left out: the stored one */
  creditNoteNumberFormat?: InvoiceNumberFormatDto;
  /** The first credit-note number; left out: the stored one */
  creditNoteStartNumber?: number;
  defaultCompany?: CompanyDetailsDto | null;
  defaultNotes: string;
  defaultPaymentMethods: ('bank' | 'paypal' | 'mollie' | 'stripe' | 'none')[];
  invoiceLanguage: 'en' | 'nl';
  invoiceNumberFormat: InvoiceNumberFormatDto;
  invoiceStartNumber: number;
  language: 'en' | 'nl';
  /** The stored value only ever grows: the larger of the stored and the sent one is kept */
  latestCreditNoteNumber?: number;
  /** The stored value only ever grows: the larger of the stored and the sent one is kept */
  latestInvoiceNumber?: number;
  paymentMethods: PaymentMethodsDto;
  /** What new invoices ask the customer to quote: the number, a Belgian structured reference (OGM/VCS) or an ISO 11649 RF reference; absent keeps the stored one */
  paymentReferenceKind?: 'invoice_number' | 'structured' | 'creditor';
  reminders: ReminderSettingsDto;
  /** 'small_business': the Dutch KOR or the Belgian franchise scheme (NL and BE only); absent keeps the stored one */
  vatRegime?: 'standard' | 'small_business';
};
export type SaveSettingsDtoRead = {
  country: 'NL' | 'BE' | 'DE' | 'FR';
  /** The credit notes' own series (default prefix 'CN'); left out: the stored one */
  creditNoteNumberFormat?: InvoiceNumberFormatDto;
  /** The first credit-note number; left out: the stored one */
  creditNoteStartNumber?: number;
  defaultCompany?: CompanyDetailsDto | null;
  defaultNotes: string;
  defaultPaymentMethods: ('bank' | 'paypal' | 'mollie' | 'stripe' | 'none')[];
  invoiceLanguage: 'en' | 'nl';
  invoiceNumberFormat: InvoiceNumberFormatDto;
  invoiceStartNumber: number;
  language: 'en' | 'nl';
  /** The stored value only ever grows: the larger of the stored and the sent one is kept */
  latestCreditNoteNumber?: number;
  /** The stored value only ever grows: the larger of the stored and the sent one is kept */
  latestInvoiceNumber?: number;
  /** Ignored: the logo changes through /api/logo/upload and /api/logo/delete */
  logo?: LogoDto | null;
  paymentMethods: PaymentMethodsDto;
  /** What new invoices ask the customer to quote: the number, a Belgian structured reference (OGM/VCS) or an ISO 11649 RF reference; absent keeps the stored one */
  paymentReferenceKind?: 'invoice_number' | 'structured' | 'creditor';
  reminders: ReminderSettingsDto;
  /** 'small_business': the Dutch KOR or the Belgian franchise scheme (NL and BE only); absent keeps the stored one */
  vatRegime?: 'standard' | 'small_business';
};
export type SaveSettingsBodyDto = {
  settings: SaveSettingsDto;
};
export type SaveSettingsBodyDtoRead = {
  /** Ignored */
  savedAt?: string | null;
  settings: SaveSettingsDtoRead;
  /** Ignored: to change only the version you read, send it as If-Match */
  version?: number;
};
export const { useGetSettingsQuery, useUpdateSettingsMutation } = injectedRtkApi;
