import { useState } from 'react';
import { generateId, type Invoice } from '@app/contracts/invoice';
import { apiErrorOf } from '@app/platform';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useIntentKeys } from '../../sync/idempotency-keys';
import {
  createScheduleBody,
  scheduleDraftOf,
  updateScheduleBody,
  type ScheduleFormValues,
} from '../schedule-form';
import { schedulesApi } from '../schedulesApi';
import type { ScheduleDtoRead } from '../schedulesApi.gen';
import type { ScheduleHome } from './useInvoiceSchedule';

/**
 * A 412: the schedule changed on another device since it was loaded. Nothing was changed; the
 * failed call refetches the schedule (its cache tag), so the modal shows the other version.
 */
const isConflict = (error: unknown): boolean =>
  apiErrorOf(error as Parameters<typeof apiErrorOf>[0]).code === 'VERSION_CONFLICT';

/** The stored copy a 412 answered (`current`), or null. */
const currentOf = (error: unknown): ScheduleDtoRead | null => {
  const data = (error as { data?: { current?: ScheduleDtoRead } }).data;
  return data?.current ?? null;
};

const { useCreateScheduleMutation, useDeleteScheduleMutation, useUpdateScheduleMutation } =
  schedulesApi;

export type ScheduleActions = {
  /** Resolves true when the schedule is stored (the modal then closes). */
  save: (values: ScheduleFormValues) => Promise<boolean>;
  remove: () => Promise<boolean>;
  busy: 'saving' | 'deleting' | null;
  /** The version another device stored, after a conflict: the next save or delete replaces it. */
  latest: ScheduleDtoRead | null;
  /**
   * The last action that failed; cleared when the next one starts. 'conflict': the schedule was
   * changed on another device since it was loaded (412); the modal shows that version now.
   */
  failed: 'save' | 'delete' | 'conflict' | null;
};

/**
 * Save and delete of an invoice's schedule (spec §4 "Schedules"). Kept locally (`home` local),
 * the schedule is the invoice's `scheduleData` and nothing is sent. On the server, saving updates
 * the existing schedule or creates one with the invoice as template and the server's link is
 * copied onto the local invoice, which is not an edit to send back. Failures are logged (spec
 * §8) and reported to the modal, which stays open so the user can try again.
 */
export function useScheduleActions(
  invoice: Invoice,
  home: ScheduleHome,
  existing: ScheduleDtoRead | null,
): ScheduleActions {
  const dispatch = useAppDispatch();
  const [createSchedule] = useCreateScheduleMutation();
  const createKeys = useIntentKeys();
  const [updateSchedule] = useUpdateScheduleMutation();
  const [deleteSchedule] = useDeleteScheduleMutation();
  const [busy, setBusy] = useState<ScheduleActions['busy']>(null);
  const [failed, setFailed] = useState<ScheduleActions['failed']>(null);
  const [latest, setLatest] = useState<ScheduleDtoRead | null>(null);
  // After a conflict the user has seen the other version: a save or delete now replaces it.
  const stored = latest ?? existing;
  // One id per modal: a create repeated after a lost answer gets the stored schedule back.
  const [newId] = useState(() => invoice.scheduleData?.id ?? generateId());
  const invoiceId = invoice.id ?? null;

  const saveOnServer = async (id: string, values: ScheduleFormValues) => {
    if (stored !== null) {
      const changed = await updateSchedule({
        id: stored.id,
        updateScheduleDto: updateScheduleBody(scheduleDraftOf(stored.id, values)),
        'If-Match': `"${stored.version}"`,
      }).unwrap();
      if (invoice.scheduleId !== changed.id || invoice.scheduleData !== undefined) {
        dispatch(editorActions.scheduleLinked({ id, scheduleId: changed.id }));
      }
      return;
    }
    const body = createScheduleBody(id, scheduleDraftOf(newId, values));
    const created = await createSchedule({
      createScheduleDto: body,
      'Idempotency-Key': createKeys.keyFor(body),
    }).unwrap();
    createKeys.done();
    dispatch(editorActions.scheduleLinked({ id, scheduleId: created.id }));
  };

  const save = async (values: ScheduleFormValues): Promise<boolean> => {
    if (home === 'local' || invoiceId === null) {
      dispatch(
        editorActions.scheduleDraftChanged({
          id: invoiceId,
          draft: scheduleDraftOf(newId, values),
        }),
      );
      return true;
    }
    setBusy('saving');
    setFailed(null);
    try {
      await saveOnServer(invoiceId, values);
      return true;
    } catch (error) {
      if (isConflict(error)) {
        setLatest(currentOf(error));
        setFailed('conflict');
        return false;
      }
      console.error('Saving the schedule failed', error);
      setFailed('save');
      return false;
    } finally {
      setBusy(null);
    }
  };

  const remove = async (): Promise<boolean> => {
    if (home === 'local' || invoiceId === null) {
      dispatch(editorActions.scheduleDraftChanged({ id: invoiceId, draft: null }));
      return true;
    }
    if (stored !== null) {
      setBusy('deleting');
      setFailed(null);
      try {
        await deleteSchedule({ id: stored.id, 'If-Match': `"${stored.version}"` }).unwrap();
      } catch (error) {
        if (isConflict(error)) {
          setLatest(currentOf(error));
          setFailed('conflict');
          return false;
        }
        // Already gone (deleted on another device): what the user asked for.
        if (apiErrorOf(error as Parameters<typeof apiErrorOf>[0]).code !== 'NOT_FOUND') {
          console.error('Deleting the schedule failed', error);
          setFailed('delete');
          return false;
        }
      } finally {
        setBusy(null);
      }
    }
    // Also drops a draft whose create after the save has not succeeded yet.
    dispatch(editorActions.scheduleUnlinked(invoiceId));
    return true;
  };

  return { save, remove, busy, failed, latest };
}
