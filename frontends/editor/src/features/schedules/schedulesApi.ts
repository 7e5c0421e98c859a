import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { schedulesApi as generated, type ScheduleDtoRead } from './schedulesApi.gen';

/**
 * Cache tags for the generated schedule endpoints. Creating or deleting a schedule also links or
 * unlinks its template invoice, so those make the invoice lists stale too.
 */
export const schedulesApi = generated.enhanceEndpoints({
  addTagTypes: ['Schedule', 'ScheduleList', 'InvoiceList'],
  endpoints: {
    listSchedules: { providesTags: ['ScheduleList'] },
    getSchedule: { providesTags: (_result, _error, { id }) => [{ type: 'Schedule', id }] },
    getScheduleForInvoice: { providesTags: ['ScheduleList'] },
    createSchedule: { invalidatesTags: ['ScheduleList', 'InvoiceList'] },
    updateSchedule: {
      invalidatesTags: (_result, _error, { id }) => ['ScheduleList', { type: 'Schedule', id }],
    },
    deleteSchedule: {
      invalidatesTags: (_result, _error, { id }) => [
        'ScheduleList',
        'InvoiceList',
        { type: 'Schedule', id },
      ],
    },
  },
});

/** The largest page the API answers (backend MAX_SCHEDULE_PAGE_SIZE). */
const SCHEDULE_PAGE_SIZE = 200;

/**
 * Every schedule of the account, page after page by cursor: the planned view needs each
 * template's next date however many schedules there are. Refetched with the list.
 */
export const allSchedulesApi = schedulesApi.injectEndpoints({
  endpoints: (build) => ({
    listAllSchedules: build.query<ScheduleDtoRead[], void>({
      async queryFn(_arg, api) {
        const schedules: ScheduleDtoRead[] = [];
        let cursor: string | null = null;
        do {
          const { data, error }: Awaited<ReturnType<ReturnType<typeof listPage>>> =
            await api.dispatch(listPage(cursor));
          if (data === undefined) return { error: error as FetchBaseQueryError };
          schedules.push(...data.schedules);
          cursor = data.hasMore ? data.nextCursor : null;
        } while (cursor !== null);
        return { data: schedules };
      },
      providesTags: ['ScheduleList'],
    }),
  }),
});

const listPage = (cursor: string | null) =>
  schedulesApi.endpoints.listSchedules.initiate(
    { limit: SCHEDULE_PAGE_SIZE, ...(cursor === null ? {} : { cursor }) },
    { subscribe: false, forceRefetch: true },
  );
