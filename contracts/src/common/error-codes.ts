/**
 * Every `code` an API error body can carry. The backend publishes this list as the `ErrorCode`
 * enum of the error body in openapi.yaml; frontends switch on it for their texts, never on the
 * message. Feature modules add their own codes here (e.g. `INVOICE_NUMBER_TAKEN`).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'NESTING_TOO_DEEP',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOKEN_SCOPE',
  'TOKEN_NOT_ALLOWED',
  'TOKEN_LIMIT_REACHED',
  'WEBHOOK_LIMIT_REACHED',
  'NOT_FOUND',
  'CONFLICT',
  'INVOICE_NUMBER_TAKEN',
  'INVOICE_LOCKED',
  'INVOICE_NOT_CREDITABLE',
  'CREDIT_EXCEEDS_INVOICE',
  'VERSION_CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'EMAIL_LIMIT_REACHED',
  'MOLLIE_NOT_CONFIGURED',
  'PAYMENT_NOT_AVAILABLE',
  'PAYMENT_PROVIDER_FAILED',
  'REFUND_NOT_AVAILABLE',
  'REFUND_EXISTS',
  'REFUND_EXCEEDS_PAYMENT',
  'EINVOICE_NOT_READY',
  'PEPPOL_NOT_CONFIGURED',
  'PEPPOL_NOT_REGISTERED',
  'PEPPOL_RECIPIENT_UNREACHABLE',
  'PEPPOL_PROVIDER_FAILED',
  'VAT_RETURN_COUNTRY',
  'BANK_STATEMENT_REFUSED',
  'BANK_CREDIT_RESOLVED',
  'INVOICE_NOT_OPEN',
  'DATABASE_BUSY',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
