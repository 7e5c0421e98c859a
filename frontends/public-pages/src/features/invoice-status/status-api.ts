import { apiBaseUrl, apiErrorOfAnswer, type ApiError } from '@app/platform/light';
import type { InvoiceStatusDto, PaymentStartDto } from './invoiceStatusApi.gen';

/** A failed call: the server's error code (or NETWORK_ERROR), as `apiErrorOf` gives it. */
export class StatusApiError extends Error {
  constructor(readonly error: ApiError) {
    super(`The invoice status API answered ${error.code}`);
  }
}

async function ask<T>(path: string, method: 'GET' | 'POST'): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl().replace(/\/$/, '')}${path}`, {
      method,
      headers: { Accept: 'application/json' },
      // A payment can arrive at any moment, and each payment start may be a new link.
      cache: 'no-store',
    });
  } catch {
    throw new StatusApiError({ code: 'NETWORK_ERROR', status: null, fields: [] });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new StatusApiError(apiErrorOfAnswer(response.status, body));
  return body as T;
}

/**
 * The customer's view of one invoice and the start of its payment: the endpoints of
 * openapi.yaml (types from the generated client) called with `fetch`, so the pages need no
 * store or RTK Query, in the shell or on their own light entry.
 */
export const readInvoiceStatus = (id: string): Promise<InvoiceStatusDto> =>
  ask(`/api/invoice-status/${encodeURIComponent(id)}`, 'GET');

let early: { readonly id: string; readonly answer: Promise<InvoiceStatusDto> } | null = null;

/**
 * Starts reading an invoice's status before the page renders (the light entry does, as its
 * script starts), so the answer is on its way while React renders the page.
 */
export function prefetchInvoiceStatus(id: string): void {
  const answer = readInvoiceStatus(id);
  // Handled where it is used; a page that never asks must not report it unhandled.
  answer.catch(() => undefined);
  early = { id, answer };
}

/** The prefetched answer once, if it is for this invoice, else a new request. */
export function fetchInvoiceStatus(id: string): Promise<InvoiceStatusDto> {
  if (early?.id !== id) return readInvoiceStatus(id);
  const { answer } = early;
  early = null;
  return answer;
}

export const startInvoicePayment = (id: string): Promise<PaymentStartDto> =>
  ask(`/api/invoice-status/${encodeURIComponent(id)}/payment`, 'POST');
