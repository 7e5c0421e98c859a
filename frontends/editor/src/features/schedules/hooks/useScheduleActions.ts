import { useState } from 'react';
import { generateId, type Invoice } from '@app/contracts/invoice';
import { apiErrorOf } from '@app/platform';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import {
  createScheduleBody,
  scheduleDraftOf,
  updateScheduleBody,
  type ScheduleFormValues,
} from '../schedule-form';
import { schedulesApi } from '../schedulesApi';
import type { ScheduleDto } from '../schedulesApi.gen';
import type { ScheduleHome } from './useInvoiceSchedule';

const { useCreateScheduleMutation, useDeleteScheduleMutation, useUpdateScheduleMutation } =
  schedulesApi;

export type ScheduleActions = {
  /** Resolves true when the schedule is stored (the modal then closes). */
  save: (values: ScheduleFormValues) => Promise<boolean>;
  remove: () => Promise<boolean>;
  busy: 'saving' | 'deleting' | null;
  /** The last action that failed; cleared when the next one starts. */
  failed: 'save' | 'delete' | null;
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
  existing: ScheduleDto | null,
): ScheduleActions {
  const dispatch = useAppDispatch();
  const [createSchedule] = useCreateScheduleMutation();
  const [updateSchedule] = useUpdateScheduleMutation();
  const [deleteSchedule] = useDeleteScheduleMutation();
  const [busy, setBusy] = useState<ScheduleActions['busy']>(null);
  const [failed, setFailed] = useState<ScheduleActions['failed']>(null);
  // One id per modal: a create repeated after a lost answer gets the stored schedule back.
  const [newId] = useState(() => invoice.scheduleData?.id ?? generateId());
  const invoiceId = invoice.id ?? null;

  const saveOnServer = async (id: string, values: ScheduleFormValues) => {
    if (existing !== null) {
      const stored = await updateSchedule({
        id: existing.id,
        updateScheduleDto: updateScheduleBody(scheduleDraftOf(existing.id, values)),
      }).unwrap();
      if (invoice.scheduleId !== stored.id || invoice.scheduleData !== undefined) {
        dispatch(editorActions.scheduleLinked({ id, scheduleId: stored.id }));
      }
      return;
    }
    const stored = await createSchedule({
      createScheduleDto: createScheduleBody(id, scheduleDraftOf(newId, values)),
    }).unwrap();
    dispatch(editorActions.scheduleLinked({ id, scheduleId: stored.id }));
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
    if (existing !== null) {
      setBusy('deleting');
      setFailed(null);
      try {
        await deleteSchedule({ id: existing.id }).unwrap();
      } catch (error) {
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

  return { save, remove, busy, failed };
}
