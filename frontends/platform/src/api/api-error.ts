import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isErrorCode, isRecord, type ErrorCode } from '@app/contracts/common';

/**
 * What a failed API call means to a component: the server's error code (openapi.yaml's
 * ErrorCode enum), or NETWORK_ERROR when no answer arrived. Components pick their texts by
 * `code`, never by the server's message, which is English only.
 */
export type ApiError = {
  code: ErrorCode | 'NETWORK_ERROR';
  status: number | null;
  /** Dotted paths of the fields a 400 named, e.g. `items.0.price`. */
  fields: string[];
};

export function apiErrorOf(error: FetchBaseQueryError | SerializedError | undefined): ApiError {
  if (error === undefined || !('status' in error) || typeof error.status !== 'number') {
    return { code: 'NETWORK_ERROR', status: null, fields: [] };
  }
  return apiErrorOfAnswer(error.status, error.data);
}

/** The same for an answer read with `fetch`: its status and its parsed JSON body (or nothing). */
export function apiErrorOfAnswer(status: number, data: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  const fields = Array.isArray(body.fields)
    ? body.fields.flatMap((f) => (isRecord(f) && typeof f.field === 'string' ? [f.field] : []))
    : [];
  return {
    code: isErrorCode(body.code) ? body.code : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
    status,
    fields,
  };
}
