import {
  PLANNED_PERIOD,
  pastDueUnpaidInFilter,
  paymentStatusesOfFilter,
  periodRange,
} from '@app/contracts/invoice';
import type { ListInvoicesQueryDto } from './dto/list-invoices.dto.js';
import type { InvoiceFilters } from './invoice-list.repository.js';

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b;
const earlier = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined ? a : a < b ? a : b;

/**
 * The list query as filters. A period and a date range narrow together; the planned view has
 * no payment-status filter (spec §4 "Overview and period"). A payment filter files invoices by
 * the overdue rule on `today` (docs/invoice-status.md), as the browser does: one whose due date
 * passed since the last sweep is overdue, not unpaid.
 */
export function listFilters(query: ListInvoicesQueryDto, today: string): InvoiceFilters {
  const planned = query.period === PLANNED_PERIOD;
  const range = query.period === undefined || planned ? null : periodRange(query.period);
  const filter = planned ? 'all' : (query.filter ?? 'all');
  const paymentStatuses = paymentStatusesOfFilter(filter);
  const pastDue = pastDueUnpaidInFilter(filter);
  return {
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.documentType === undefined ? {} : { documentType: query.documentType }),
    ...(paymentStatuses === null ? {} : { paymentStatuses }),
    ...(pastDue === null ? {} : { pastDueUnpaid: { mode: pastDue, today } }),
    ...(planned ? { plannedAsOf: today } : {}),
    from: later(range?.start, query.startDate),
    to: earlier(range?.end, query.endDate),
  };
}
