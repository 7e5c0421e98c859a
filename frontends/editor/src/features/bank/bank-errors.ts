import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isRecord } from '@app/contracts/common';
import { apiErrorOf } from '@app/platform';

/** The reader's reasons for refusing a file (BANK_STATEMENT_REFUSED's `fields[0].message`). */
const REFUSAL_REASONS = [
  'doctype',
  'malformed',
  'encoding',
  'not_camt053',
  'too_deep',
  'too_large',
];

/**
 * The locale key that says why an upload failed: the reader's reason for a refused file, else
 * what the error code means for an upload.
 */
export function uploadErrorKey(error: FetchBaseQueryError | SerializedError | undefined): string {
  const { code } = apiErrorOf(error);
  if (code === 'BANK_STATEMENT_REFUSED') {
    const data = error !== undefined && 'data' in error && isRecord(error.data) ? error.data : {};
    const [field] = Array.isArray(data.fields) ? data.fields : [];
    const reason = isRecord(field) && typeof field.message === 'string' ? field.message : '';
    return REFUSAL_REASONS.includes(reason) ? `bank.refused.${reason}` : 'bank.refused.other';
  }
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return 'bank.refused.not_camt053';
  if (code === 'NETWORK_ERROR') return 'bank.uploadOffline';
  return 'bank.uploadFailed';
}

/** The locale key for a confirm or dismiss that failed. */
export function decisionErrorKey(error: FetchBaseQueryError | SerializedError | undefined): string {
  const { code } = apiErrorOf(error);
  if (code === 'INVOICE_NOT_OPEN') return 'bank.errors.invoiceNotOpen';
  if (code === 'BANK_CREDIT_RESOLVED') return 'bank.errors.resolved';
  if (code === 'NOT_FOUND') return 'bank.errors.notFound';
  return 'bank.errors.failed';
}
