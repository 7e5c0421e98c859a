// Spec §4 "Schedules": a schedule set on an invoice before the server had it (its
// `scheduleData`) is created once the invoice's save reaches the server; docs/schedules-ui.md.
import type { ScheduleDraft } from '@app/contracts/invoice';
import { selectSavedInvoice, selectSavedInvoices, selectSync } from '../../store';
import { invoicesSlice } from '../invoices/invoicesSlice';
import { createScheduleBody, updateScheduleBody } from '../schedules/schedule-form';
import { schedulesApi } from '../schedules/schedulesApi';
import { IntentKeys } from './idempotency-keys';
import { subjectOf } from './offline-queue';
import type { SyncContext } from './sync-context';

export type ScheduleAfterSave = {
  /**
   * The server stored this invoice, or a draft was set on an invoice it has: the draft, if any,
   * is created now.
   */
  invoiceStored(invoiceId: string): void;
  /** After a merge with the cloud: every stored invoice that still has a draft. */
  retryWaiting(): void;
};

const track = { track: false } as const;

/**
 * Creates the schedules of invoices the server now has. The draft's id is the schedule's, so a
 * create that is repeated (its answer was lost, or two syncs asked) gets the stored one back.
 * Success links the schedule to the local invoice without sending that back as an edit (the
 * server linked it already); failure is logged and the draft stays for the next time the
 * invoice is stored, or the next sync with the cloud.
 */
export function createScheduleAfterSave({
  dispatch,
  state,
  userId,
  stopped,
}: SyncContext): ScheduleAfterSave {
  const creating = new Set<string>();
  // Per invoice: a create retried at the next save or sync carries the same key.
  const intents = new Map<string, IntentKeys>();
  const intentOf = (invoiceId: string) => {
    const keys = intents.get(invoiceId) ?? new IntentKeys();
    intents.set(invoiceId, keys);
    return keys;
  };

  /** The draft of an invoice the server has (its create does not wait in the queue). */
  const draftOf = (invoiceId: string): ScheduleDraft | undefined => {
    const invoice = selectSavedInvoice(state(), invoiceId);
    const createWaits = selectSync(state()).queue.some(
      (item) => item.type === 'create' && subjectOf(item) === invoiceId,
    );
    return invoice === undefined || invoice.status === 'concept' || createWaits
      ? undefined
      : invoice.scheduleData;
  };

  const create = async (invoiceId: string) => {
    let draft = draftOf(invoiceId);
    if (draft === undefined || creating.has(invoiceId) || userId() === null) return;
    creating.add(invoiceId);
    try {
      const body = createScheduleBody(invoiceId, draft);
      let result = await dispatch(
        schedulesApi.endpoints.createSchedule.initiate(
          { createScheduleDto: body, 'Idempotency-Key': intentOf(invoiceId).keyFor(body) },
          track,
        ),
      );
      if (result.error === undefined) intents.delete(invoiceId);
      // The user changed the draft while it was on its way: the stored schedule follows.
      while (result.error === undefined) {
        const now = draftOf(invoiceId);
        if (now === draft) break;
        // Removed meanwhile: the cloud's copy of the invoice names the schedule at the next merge.
        if (now === undefined) return;
        draft = now;
        result = await dispatch(
          schedulesApi.endpoints.updateSchedule.initiate(
            {
              id: result.data.id,
              updateScheduleDto: updateScheduleBody(draft),
              // The version this browser just stored: another device's change is not undone.
              'If-Match': `"${result.data.version}"`,
            },
            track,
          ),
        );
      }
      if (result.error !== undefined) {
        if (!stopped()) console.error('Creating the schedule after the save failed', result.error);
        return;
      }
      dispatch(invoicesSlice.actions.scheduleLinked({ id: invoiceId, scheduleId: result.data.id }));
    } finally {
      creating.delete(invoiceId);
    }
  };

  return {
    invoiceStored: (invoiceId) => void create(invoiceId),
    retryWaiting: () => {
      for (const invoice of selectSavedInvoices(state())) {
        if (invoice.id !== undefined && invoice.synced === true && invoice.scheduleData)
          void create(invoice.id);
      }
    },
  };
}
