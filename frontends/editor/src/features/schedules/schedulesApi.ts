import { schedulesApi as generated } from './schedulesApi.gen';

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
