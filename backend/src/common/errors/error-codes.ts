import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@app/contracts/common';

type ErrorMeaning = { readonly status: HttpStatus; readonly message: string };

/**
 * The one table from error code to HTTP status (and the message used when the thrower gives
 * none). Services throw `DomainException(code)` and never pick a status themselves.
 */
export const ERROR_TABLE: Readonly<Record<ErrorCode, ErrorMeaning>> = {
  BAD_REQUEST: { status: HttpStatus.BAD_REQUEST, message: 'The request is not valid' },
  VALIDATION_FAILED: { status: HttpStatus.BAD_REQUEST, message: 'Validation failed' },
  MALFORMED_JSON: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body is not valid JSON',
  },
  NESTING_TOO_DEEP: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body nests arrays and objects too deeply',
  },
  UNAUTHENTICATED: { status: HttpStatus.UNAUTHORIZED, message: 'Authentication required' },
  FORBIDDEN: { status: HttpStatus.FORBIDDEN, message: 'You do not have access to this' },
  TOKEN_SCOPE: {
    status: HttpStatus.FORBIDDEN,
    message: 'This personal access token may only read (GET): create a write token to change data',
  },
  TOKEN_NOT_ALLOWED: {
    status: HttpStatus.FORBIDDEN,
    message: 'Personal access tokens cannot be used here: sign in instead',
  },
  TOKEN_LIMIT_REACHED: {
    status: HttpStatus.BAD_REQUEST,
    message: 'You have reached the maximum number of personal access tokens: revoke one first',
  },
  WEBHOOK_LIMIT_REACHED: {
    status: HttpStatus.BAD_REQUEST,
    message: 'You have reached the maximum number of webhook endpoints: delete one first',
  },
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Not found' },
  CONFLICT: {
    status: HttpStatus.CONFLICT,
    message: 'The request conflicts with the current state',
  },
  INVOICE_NUMBER_TAKEN: {
    status: HttpStatus.CONFLICT,
    message: 'Another invoice already has this number',
  },
  INVOICE_LOCKED: {
    status: HttpStatus.CONFLICT,
    message: 'This invoice has been sent or paid: only its payment status can change',
  },
  INVOICE_NOT_CREDITABLE: {
    status: HttpStatus.CONFLICT,
    message: 'Only a saved, sent or paid invoice can be credited (not a concept or a credit note)',
  },
  CREDIT_EXCEEDS_INVOICE: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message:
      'This credit note would credit more than is left uncredited on the invoice: nothing was saved',
  },
  VERSION_CONFLICT: {
    status: HttpStatus.PRECONDITION_FAILED,
    message:
      'It was changed since the version in If-Match: nothing was saved, and `current` is the stored copy',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message:
      'This Idempotency-Key was already used with another request (body, path or method): nothing was done; use a new key for a new request',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: HttpStatus.CONFLICT,
    message:
      'A request with this Idempotency-Key is still running: retry in a moment to get its answer',
  },
  PAYLOAD_TOO_LARGE: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large',
  },
  REFUND_NOT_AVAILABLE: {
    status: HttpStatus.CONFLICT,
    message:
      'Only a credit note of an invoice paid online through Mollie can be refunded through Mollie',
  },
  REFUND_EXISTS: {
    status: HttpStatus.CONFLICT,
    message: 'This credit note has already been refunded (or its refund is under way)',
  },
  REFUND_EXCEEDS_PAYMENT: {
    status: HttpStatus.CONFLICT,
    message: 'The credit note is more than Mollie can still refund of the payment',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'This content type is not supported',
  },
  RATE_LIMITED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many requests. Please try again later.',
  },
  EMAIL_LIMIT_REACHED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'You have reached your e-mail sending limit. Please try again later.',
  },
  MOLLIE_NOT_CONFIGURED: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Connecting Mollie is not available: this server has no Mollie app configured',
  },
  PAYMENT_NOT_AVAILABLE: {
    status: HttpStatus.CONFLICT,
    message: 'This invoice cannot be paid online',
  },
  PAYMENT_PROVIDER_FAILED: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'The payment provider could not be reached. Please try again.',
  },
  EINVOICE_NOT_READY: {
    status: HttpStatus.CONFLICT,
    message: 'This invoice cannot be an e-invoice yet: see fields for what it needs',
  },
  PEPPOL_NOT_CONFIGURED: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Peppol is not available: this server has no Peppol access point configured',
  },
  PEPPOL_NOT_REGISTERED: {
    status: HttpStatus.CONFLICT,
    message: 'Register your company for Peppol first (and finish its identity check)',
  },
  PEPPOL_RECIPIENT_UNREACHABLE: {
    status: HttpStatus.CONFLICT,
    message:
      'The customer cannot receive e-invoices over Peppol: send the invoice by e-mail instead',
  },
  PEPPOL_PROVIDER_FAILED: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'The Peppol access point could not be reached. Please try again.',
  },
  VAT_RETURN_COUNTRY: {
    status: HttpStatus.CONFLICT,
    message:
      'The VAT return figures are for sellers in the Netherlands or Belgium: set your country in the settings',
  },
  BANK_STATEMENT_REFUSED: {
    status: HttpStatus.BAD_REQUEST,
    message:
      'The file is not a camt.053 bank statement that can be read: nothing was imported (fields[0].message names the reason)',
  },
  BANK_CREDIT_RESOLVED: {
    status: HttpStatus.CONFLICT,
    message: 'This bank credit was already confirmed or dismissed',
  },
  INVOICE_NOT_OPEN: {
    status: HttpStatus.CONFLICT,
    message: 'This invoice is not waiting for a payment (not sent, a credit note, or paid already)',
  },
  DATABASE_BUSY: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'The server is busy. Please try again in a moment.',
  },
  DATABASE_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'The database cannot be reached. Please try again in a moment.',
  },
  INTERNAL_ERROR: {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Something went wrong on our side. Please try again.',
  },
};

/** Codes that only their feature raises: a bare status never becomes one of them. */
const FEATURE_CODES: readonly ErrorCode[] = [
  'INVOICE_NOT_CREDITABLE',
  'CREDIT_EXCEEDS_INVOICE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'EMAIL_LIMIT_REACHED',
  'MOLLIE_NOT_CONFIGURED',
  'PAYMENT_NOT_AVAILABLE',
  'PAYMENT_PROVIDER_FAILED',
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
];

/** The code of an error raised with a bare status (by Nest, Express or a library). */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(ERROR_TABLE) as ErrorCode[]).find(
    (code) => ERROR_TABLE[code].status === status && !FEATURE_CODES.includes(code),
  );
  if (match) return match;
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}
