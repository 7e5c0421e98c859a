// The API calls of the cloud sync, each through its generated endpoint (openapi.yaml).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isRecord } from '@app/contracts/common';
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import type { AppDispatch } from '../../store';
import { invoicesApi } from '../invoices/invoicesApi';
import type {
  BulkInvoicesResultDtoRead,
  InvoiceDtoRead,
  InvoiceListDtoRead,
} from '../invoices/invoicesApi.gen';
import { settingsApi } from '../settings/settingsApi';
import type { SettingsResponseDtoRead } from '../settings/settingsApi.gen';
import { fromApiInvoice, toInvoiceInput, toSettingsInput } from './cloud-invoices';
import { newIdempotencyKey, queuedKeyOf } from './idempotency-keys';
import { isSettingsItem, type QueueItem } from './offline-queue';

type CallError = FetchBaseQueryError | SerializedError;

/** A call's outcome: its data, or the error `apiErrorOf` reads. */
export type Answer<T> = { ok: true; data: T } | { ok: false; error: CallError };

const answerOf = async <T>(
  call: PromiseLike<{ data?: T; error?: CallError }>,
): Promise<Answer<T>> => {
  const result = await call;
  return result.error === undefined && result.data !== undefined
    ? { ok: true, data: result.data }
    : { ok: false, error: result.error ?? { message: 'No answer' } };
};

/** Spec §7: the list's largest page (the server caps `limit` at 200). */
const LIST_PAGE_SIZE = 200;
/** The server takes at most 100 invoices per bulk call. */
export const BULK_SIZE = 100;

/** The If-Match of a change made on a version (docs/cloud-sync.md); none without one. */
const ifMatchOf = (item: QueueItem): { 'If-Match'?: string } =>
  item.baseVersion === undefined ? {} : { 'If-Match': `"${item.baseVersion}"` };

/**
 * The server's copy a 412 VERSION_CONFLICT answered (its `current`), or null when the error is
 * another one.
 */
export function conflictCopyOf(error: CallError): unknown {
  if (!('status' in error) || error.status !== 412 || !isRecord(error.data)) return null;
  return error.data.code === 'VERSION_CONFLICT' && isRecord(error.data.current)
    ? error.data.current
    : null;
}

/**
 * Sends one queued change with the method spec §7 "Offline replay" gives its type; updates and
 * deletes name the version they were made on (If-Match).
 */
export function sendItem(dispatch: AppDispatch, item: QueueItem): Promise<Answer<unknown>> {
  const track = { track: false } as const;
  if (isSettingsItem(item)) {
    return answerOf<unknown>(
      dispatch(
        settingsApi.endpoints.updateSettings.initiate(
          { saveSettingsBodyDto: { settings: toSettingsInput(item.data) }, ...ifMatchOf(item) },
          track,
        ),
      ),
    );
  }
  switch (item.type) {
    case 'create': {
      const body = { invoice: toInvoiceInput(item.data as Invoice) };
      return answerOf<unknown>(
        dispatch(
          invoicesApi.endpoints.createInvoice.initiate(
            { createInvoiceBodyDto: body, 'Idempotency-Key': queuedKeyOf(item.id, body) },
            track,
          ),
        ),
      );
    }
    case 'update':
      return answerOf<unknown>(
        dispatch(
          invoicesApi.endpoints.updateInvoice.initiate(
            {
              id: (item.data as Invoice).id ?? '',
              saveInvoiceBodyDto: { invoice: toInvoiceInput(item.data as Invoice) },
              ...ifMatchOf(item),
            },
            track,
          ),
        ),
      );
    case 'delete':
      // The delete answers no body: null stands for "done".
      return answerOf<unknown>(
        dispatch(
          invoicesApi.endpoints.deleteInvoice.initiate(
            { id: item.data.id, ...ifMatchOf(item) },
            track,
          ),
        ).then((result) => (result.error === undefined ? { data: null } : result)),
      );
  }
}

export function fetchSettings(dispatch: AppDispatch): Promise<Answer<SettingsResponseDtoRead>> {
  return answerOf(
    dispatch(
      settingsApi.endpoints.getSettings.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    ),
  );
}

export function uploadInvoices(
  dispatch: AppDispatch,
  invoices: readonly Invoice[],
): Promise<Answer<BulkInvoicesResultDtoRead>> {
  return answerOf(
    dispatch(
      invoicesApi.endpoints.bulkCreateInvoices.initiate(
        {
          bulkInvoicesBodyDto: { invoices: invoices.map(toInvoiceInput) },
          // Each upload is an intent of its own: what a bulk refused is sent again later.
          'Idempotency-Key': newIdempotencyKey(),
        },
        { track: false },
      ),
    ),
  );
}

/**
 * Every stored invoice of the account, or of one period (spec §3 "Period values"), page by
 * page, in this browser's shape. Follows `nextCursor`, so an invoice saved on another device
 * while the pages load shifts nothing: none is skipped or read twice. Rejects with the failed
 * call's error.
 */
export async function fetchInvoices(
  dispatch: AppDispatch,
  settings: Settings,
  period?: string,
): Promise<Invoice[]> {
  const invoices: Invoice[] = [];
  let cursor: string | null = null;
  do {
    const result: Answer<InvoiceListDtoRead> = await answerOf(
      dispatch(
        invoicesApi.endpoints.listInvoices.initiate(
          {
            limit: LIST_PAGE_SIZE,
            ...(cursor === null ? {} : { cursor }),
            ...(period === undefined ? {} : { period }),
          },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    );
    if (!result.ok) throw result.error;
    invoices.push(
      ...result.data.invoices.flatMap(
        (stored: InvoiceDtoRead) => fromApiInvoice(stored, settings) ?? [],
      ),
    );
    cursor = result.data.hasMore ? result.data.nextCursor : null;
  } while (cursor !== null);
  return invoices;
}
