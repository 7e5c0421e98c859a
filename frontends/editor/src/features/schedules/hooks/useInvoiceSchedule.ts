import type { Invoice } from '@app/contracts/invoice';
import { apiErrorOf, skipToken } from '@app/platform';
import { selectSync, useAppSelector } from '../../../store';
import { subjectOf } from '../../sync/offline-queue';
import { schedulesApi } from '../schedulesApi';
import type { ScheduleDtoRead } from '../schedulesApi.gen';

/**
 * Where an invoice's schedule lives. `local`: the server does not have the invoice yet (a
 * concept, or a saved invoice whose create still waits in the queue), so the schedule is kept on
 * it as `scheduleData` and created after the save (spec §4). `server`: the schedule calls.
 */
export type ScheduleHome = 'local' | 'server';

export function useScheduleHome(invoice: Pick<Invoice, 'id' | 'status'>): ScheduleHome {
  const id = invoice.id;
  const creating = useAppSelector((root) =>
    selectSync(root).queue.some((item) => item.type === 'create' && subjectOf(item) === id),
  );
  return invoice.status === 'concept' || id === undefined || creating ? 'local' : 'server';
}

export type InvoiceScheduleLoad =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `schedule` null: the server has none for the invoice. */
  | { status: 'ready'; schedule: ScheduleDtoRead | null };

/**
 * The schedule whose template is the invoice (`GET /api/schedules/invoice/{id}`), asked again
 * each time the modal opens: another device may have changed it. A 404 means it has none.
 */
export function useInvoiceSchedule(invoiceId: string | null): InvoiceScheduleLoad {
  const { data, error, isFetching, isError, refetch } =
    schedulesApi.endpoints.getScheduleForInvoice.useQuery(
      invoiceId === null ? skipToken : { invoiceId },
      { refetchOnMountOrArgChange: true },
    );
  if (invoiceId === null) return { status: 'ready', schedule: null };
  if (isFetching) return { status: 'loading' };
  if (isError) {
    const { code, status } = apiErrorOf(error);
    if (code === 'NOT_FOUND' || status === 404) return { status: 'ready', schedule: null };
    return { status: 'failed', retry: () => void refetch() };
  }
  return data === undefined ? { status: 'loading' } : { status: 'ready', schedule: data };
}
