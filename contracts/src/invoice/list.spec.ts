import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  emptyStateKey,
  filterByPaymentStatus,
  pastDueUnpaidInFilter,
  paymentStatusesOfFilter,
  filterByPeriod,
  filterForPeriod,
  sortInvoices,
  type PaymentStatusFilter,
} from './list.js';
import type { PaymentStatus } from './types.js';

const numbers = (list: { invoiceNumber: string }[]) => list.map((invoice) => invoice.invoiceNumber);
const withNumbers = (...values: string[]) => values.map((invoiceNumber) => ({ invoiceNumber }));

describe('sortInvoices', () => {
  it.each([
    {
      scenario: 'drafts first, then numbers descending',
      input: ['INV-2026-0301', '', 'INV-2026-0303', 'INV-2026-0302'],
      sorted: ['', 'INV-2026-0303', 'INV-2026-0302', 'INV-2026-0301'],
    },
    {
      scenario: 'the numeric part is compared as a number',
      input: ['INV-2026-9999', 'INV-2026-10000'],
      sorted: ['INV-2026-10000', 'INV-2026-9999'],
    },
    {
      scenario: 'the sequence decides across a format change',
      input: ['FAC-2026-0301', 'INV-2026-0302'],
      sorted: ['INV-2026-0302', 'FAC-2026-0301'],
    },
    {
      scenario: 'equal sequences fall back to the whole number, highest first',
      input: ['INV-2025-0300', 'INV-2026-0300'],
      sorted: ['INV-2026-0300', 'INV-2025-0300'],
    },
    {
      scenario: 'leading zeros do not matter',
      input: ['INV-00000042', 'INV-0043'],
      sorted: ['INV-0043', 'INV-00000042'],
    },
    {
      scenario: 'sequences longer than a safe integer compare exactly',
      input: ['X-90071992547409921', 'X-90071992547409930'],
      sorted: ['X-90071992547409930', 'X-90071992547409921'],
    },
    {
      scenario: 'numbers without digits come last',
      input: ['OLD', 'INV-2026-0001', ''],
      sorted: ['', 'INV-2026-0001', 'OLD'],
    },
    {
      scenario: 'a blank number is a draft',
      input: ['INV-2026-0001', '  '],
      sorted: ['  ', 'INV-2026-0001'],
    },
  ])('$scenario', ({ input, sorted }) => {
    expect(numbers(sortInvoices(withNumbers(...input)))).toEqual(sorted);
  });

  it('keeps drafts in their given order and does not change the input', () => {
    const input = [
      { invoiceNumber: '', id: 'a' },
      { invoiceNumber: 'INV-1', id: 'b' },
      { invoiceNumber: '', id: 'c' },
    ];
    expect(sortInvoices(input).map((invoice) => invoice.id)).toEqual(['a', 'c', 'b']);
    expect(input.map((invoice) => invoice.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a higher sequence before a lower one for any format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e8 }),
        fc.integer({ min: 1, max: 1e8 }),
        fc.constantFrom('-', '/', '.', '_'),
        (a, b, sep) => {
          fc.pre(a !== b);
          const sorted = sortInvoices(
            withNumbers(
              `INV${sep}2026${sep}${String(a).padStart(4, '0')}`,
              `INV${sep}2026${sep}${String(b).padStart(4, '0')}`,
            ),
          );
          expect(Number(sorted[0]!.invoiceNumber.split(sep).pop())).toBe(Math.max(a, b));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('paymentStatusesOfFilter', () => {
  it('names the statuses a server query keeps: paid includes marked paid, all keeps everything', () => {
    expect(paymentStatusesOfFilter('all')).toBeNull();
    expect(paymentStatusesOfFilter('paid')).toEqual(['paid', 'markedPaid']);
    expect(paymentStatusesOfFilter('overdue_reminded')).toEqual(['overdue_reminded']);
  });
});

describe('filterByPaymentStatus', () => {
  const invoices = (
    ['unpaid', 'paid', 'markedPaid', 'overdue', 'overdue_reminded', 'canceled'] as PaymentStatus[]
  ).map((paymentStatus) => ({ paymentStatus, status: 'sent' as const, dueDate: '2026-12-01' }));
  it.each<{ filter: PaymentStatusFilter; statuses: PaymentStatus[] }>([
    {
      filter: 'all',
      statuses: ['unpaid', 'paid', 'markedPaid', 'overdue', 'overdue_reminded', 'canceled'],
    },
    { filter: 'unpaid', statuses: ['unpaid'] },
    { filter: 'paid', statuses: ['paid', 'markedPaid'] },
    { filter: 'overdue', statuses: ['overdue'] },
    { filter: 'overdue_reminded', statuses: ['overdue_reminded'] },
  ])('$filter shows $statuses', ({ filter, statuses }) => {
    expect(
      filterByPaymentStatus(invoices, filter, '2026-11-25').map((invoice) => invoice.paymentStatus),
    ).toEqual(statuses);
  });

  // Due 29 October, seen on 25 November: the sweep has not stored it overdue yet.
  const pastDue = {
    paymentStatus: 'unpaid' as const,
    status: 'sent' as const,
    dueDate: '2026-10-29',
  };
  const notSent = { ...pastDue, status: 'saved' as const };

  it.each<{ filter: PaymentStatusFilter; shown: boolean }>([
    { filter: 'overdue', shown: true },
    { filter: 'unpaid', shown: false },
    { filter: 'all', shown: true },
  ])(
    'files a sent invoice past its due date under overdue: $filter shows it: $shown',
    ({ filter, shown }) => {
      expect(filterByPaymentStatus([pastDue], filter, '2026-11-25')).toHaveLength(shown ? 1 : 0);
      expect(pastDueUnpaidInFilter(filter)).toBe(
        filter === 'overdue' ? 'include' : filter === 'unpaid' ? 'exclude' : null,
      );
    },
  );

  it('leaves a saved (not sent) invoice past its due date unpaid', () => {
    expect(filterByPaymentStatus([notSent], 'unpaid', '2026-11-25')).toEqual([notSent]);
    expect(filterByPaymentStatus([notSent], 'overdue', '2026-11-25')).toEqual([]);
  });

  it.each<{ filter: PaymentStatusFilter; key: string }>([
    { filter: 'all', key: 'overview.empty.all' },
    { filter: 'overdue_reminded', key: 'overview.empty.overdue_reminded' },
  ])('empty state of $filter', ({ filter, key }) => {
    expect(emptyStateKey(filter)).toBe(key);
  });

  it.each<{
    scenario: string;
    period: string;
    filter: PaymentStatusFilter;
    result: PaymentStatusFilter;
  }>([
    {
      scenario: 'planned resets the filter to all',
      period: 'planned',
      filter: 'paid',
      result: 'all',
    },
    {
      scenario: 'a month keeps the filter',
      period: 'month-2026-05',
      filter: 'paid',
      result: 'paid',
    },
  ])('filterForPeriod: $scenario', ({ period, filter, result }) => {
    expect(filterForPeriod(period, filter)).toBe(result);
  });
});

describe('filterByPeriod', () => {
  const today = '2026-05-04';
  const invoices = [
    { id: 'feb', date: '2026-02-10' },
    { id: 'may-first', date: '2026-05-01' },
    { id: 'may-last', date: '2026-05-31' },
    { id: 'june', date: '2026-06-01' },
    { id: 'template', date: '2026-01-05', scheduleId: 's1' },
    { id: 'generated', date: '2026-06-05', generatedFromScheduleId: 's1' },
    { id: 'broken', date: '' },
  ];
  it.each([
    {
      scenario: 'a month includes both its first and last day',
      period: 'month-2026-05',
      ids: ['may-first', 'may-last'],
    },
    {
      scenario: 'a custom range',
      period: 'custom-2026-01-01-2026-02-28',
      ids: ['feb', 'template'],
    },
    {
      scenario: 'planned: future dates and templates, not generated ones',
      period: 'planned',
      ids: ['may-last', 'june', 'template'],
    },
    {
      scenario: 'an unreadable period filters nothing',
      period: 'everything',
      ids: invoices.map((invoice) => invoice.id),
    },
  ])('$scenario', ({ period, ids }) => {
    expect(filterByPeriod(invoices, period, today).map((invoice) => invoice.id)).toEqual(ids);
  });
});
