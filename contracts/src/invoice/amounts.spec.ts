import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  amountGroupsOf,
  amountStateOf,
  amountsWindow,
  formatAmountMonth,
  formatAxisMoney,
  summariseAmounts,
  type AmountsWindow,
} from './amounts.js';
import { PAYMENT_STATUSES } from './payment-status.js';
import type { Invoice, PaymentStatus } from './types.js';

/** One line of `cents` at 0 % VAT, so its total is exactly `cents`. */
const doc = (
  id: string,
  date: string,
  cents: number,
  paymentStatus: PaymentStatus,
  changes: Partial<Invoice> = {},
) => ({
  id,
  date,
  dueDate: date,
  status: 'sent' as Invoice['status'],
  paymentStatus,
  items: [
    {
      id: `${id}-line`,
      description: '',
      quantity: '1',
      price: (cents / 100).toFixed(2).replace('.', ','),
      vatRate: '0',
    },
  ],
  discount: { type: 'none' as const, value: '0' },
  ...changes,
});

const november = amountsWindow('month-2026-11') as AmountsWindow;

describe('amountStateOf', () => {
  it.each<[string, string | null]>([
    ['paid', 'paid'],
    ['markedPaid', 'paid'],
    ['unpaid', 'outstanding'],
    ['overdue', 'overdue'],
    ['overdue_reminded', 'overdue'],
    ['canceled', null],
    ['failed', null],
    ['credited', null],
    ['something else', null],
  ])('%s counts as %s', (status, state) => {
    expect(amountStateOf(status)).toBe(state);
  });
});

describe('amountsWindow', () => {
  it('charts the six months up to a month period and totals the month alone', () => {
    expect(november).toEqual({
      range: { start: '2026-11-01', end: '2026-11-30' },
      months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
      from: '2026-06-01',
      to: '2026-11-30',
    });
  });

  it('charts every month a longer custom range touches, whole', () => {
    const window = amountsWindow('custom-2025-11-15-2026-11-20');
    expect(window?.months).toHaveLength(13);
    expect(window?.months[0]).toBe('2025-11');
    expect(window).toMatchObject({
      range: { start: '2025-11-15', end: '2026-11-20' },
      from: '2025-11-01',
      to: '2026-11-30',
    });
  });

  it('charts the last 24 months of a longer range; the totals keep all of it', () => {
    const window = amountsWindow('custom-2016-01-01-2026-12-31');
    expect(window?.months).toHaveLength(24);
    expect(window?.months[0]).toBe('2025-01');
    expect(window?.from).toBe('2016-01-01');
  });

  it('has no figures for the planned view or an unreadable period', () => {
    expect(amountsWindow('planned')).toBeNull();
    expect(amountsWindow('month-2026-13')).toBeNull();
  });
});

/** A day before every due date below: the stored statuses are the shown ones. */
const BEFORE_ALL_DUE_DATES = '2026-01-01';

describe('summariseAmounts over amountGroupsOf', () => {
  const invoices = [
    doc('paid-1', '2026-11-02', 12100, 'paid'),
    doc('marked-1', '2026-11-03', 5000, 'markedPaid'),
    doc('open-1', '2026-11-04', 30000, 'unpaid'),
    doc('late-1', '2026-11-05', 10000, 'overdue'),
    doc('late-2', '2026-11-06', 2500, 'overdue_reminded'),
    doc('void-1', '2026-11-07', 99900, 'canceled'),
    doc('failed-1', '2026-11-07', 77700, 'failed'),
    doc('draft', '2026-11-08', 55500, 'unpaid', { status: 'concept' }),
    doc('october', '2026-10-20', 40000, 'paid'),
    doc('may', '2026-05-31', 88800, 'unpaid'),
    // Credit notes lower their invoice, whatever their own date: 30000 - 10000 - 5000.
    doc('credit-1', '2026-12-01', 10000, 'unpaid', {
      documentType: 'credit_note',
      creditedInvoice: { id: 'open-1', invoiceNumber: 'INV-3', date: '2026-11-04' },
    }),
    doc('credit-2', '2026-11-20', 5000, 'unpaid', {
      documentType: 'credit_note',
      creditedInvoice: { id: 'open-1', invoiceNumber: 'INV-3', date: '2026-11-04' },
    }),
    // More credited than invoiced never goes below 0.
    doc('credit-3', '2026-11-21', 50000, 'unpaid', {
      documentType: 'credit_note',
      creditedInvoice: { id: 'late-2', invoiceNumber: 'INV-5', date: '2026-11-06' },
    }),
  ];

  it('sums the period net of credit notes, with overdue part of outstanding', () => {
    const amounts = summariseAmounts(
      amountGroupsOf(invoices, november, BEFORE_ALL_DUE_DATES),
      november,
    );
    expect(amounts).toMatchObject({
      invoiced: 12100 + 5000 + 15000 + 10000,
      paid: 17100,
      outstanding: 25000,
      overdue: 10000,
      count: 5,
    });
  });

  it('gives every chart month, empty ones as 0, the months outside the chart left out', () => {
    const { months } = summariseAmounts(
      amountGroupsOf(invoices, november, BEFORE_ALL_DUE_DATES),
      november,
    );
    expect(months.map((month) => month.month)).toEqual(november.months);
    expect(months.find((month) => month.month === '2026-10')).toEqual({
      month: '2026-10',
      invoiced: 40000,
      paid: 40000,
      outstanding: 0,
      overdue: 0,
    });
    expect(months.find((month) => month.month === '2026-06')?.invoiced).toBe(0);
    expect(months.reduce((sum, month) => sum + month.invoiced, 0)).toBe(42100 + 40000);
  });

  it('totals only the days of a custom range, but charts whole months', () => {
    const window = amountsWindow('custom-2026-11-04-2026-11-05') as AmountsWindow;
    const amounts = summariseAmounts(
      amountGroupsOf(invoices, window, BEFORE_ALL_DUE_DATES),
      window,
    );
    expect(amounts).toMatchObject({ invoiced: 25000, outstanding: 25000, overdue: 10000 });
    expect(amounts.months.at(-1)?.invoiced).toBe(42100);
  });

  it('counts a sent, unpaid invoice past its due date as overdue before the sweep marks it', () => {
    const dueOn = (id: string, status: Invoice['status']) =>
      doc(id, '2026-11-02', 20000, 'unpaid', { status, dueDate: '2026-11-16' });
    const late = [dueOn('sent-late', 'sent'), dueOn('saved-late', 'saved')];
    const onDueDate = summariseAmounts(amountGroupsOf(late, november, '2026-11-16'), november);
    expect(onDueDate).toMatchObject({ outstanding: 40000, overdue: 0 });
    const dayAfter = summariseAmounts(amountGroupsOf(late, november, '2026-11-17'), november);
    // A saved invoice was never asked of its customer: never overdue (docs/invoice-status.md).
    expect(dayAfter).toMatchObject({ outstanding: 40000, overdue: 20000 });
  });

  const groupOf = fc.record({
    month: fc.constantFrom(...november.months, '2025-01'),
    inPeriod: fc.boolean(),
    paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
    count: fc.nat(50),
    cents: fc.nat(10_000_000),
  });

  it('always has invoiced = paid + outstanding, overdue within outstanding, exact cents', () => {
    fc.assert(
      fc.property(fc.array(groupOf, { maxLength: 40 }), (groups) => {
        const amounts = summariseAmounts(groups, november);
        for (const figures of [amounts, ...amounts.months]) {
          expect(figures.invoiced).toBe(figures.paid + figures.outstanding);
          expect(figures.overdue).toBeLessThanOrEqual(figures.outstanding);
          expect(Number.isInteger(figures.invoiced)).toBe(true);
        }
        const counted = groups.filter(
          (group) => group.inPeriod && amountStateOf(group.paymentStatus) !== null,
        );
        expect(amounts.invoiced).toBe(counted.reduce((sum, group) => sum + group.cents, 0));
      }),
    );
  });
});

describe('formatAmountMonth', () => {
  it.each([
    ['en', 'short', 'Nov 2026'],
    ['nl', 'short', 'nov 2026'],
    ['en', 'long', 'November 2026'],
    ['nl', 'long', 'november 2026'],
    ['en', 'axis', 'Nov 26'],
    ['nl', 'axis', 'nov 26'],
  ] as const)('names a month in %s (%s)', (language, style, text) => {
    expect(formatAmountMonth('2026-11', language, style)).toBe(text);
  });
});

describe('formatAxisMoney', () => {
  it.each([
    ['en', 123456, '€1.2K'],
    ['nl', 123456, '€ 1,2K'],
    ['en', 95000, '€950'],
    ['nl', 0, '€ 0'],
  ] as const)('shortens an axis amount in %s: %i cents', (language, cents, text) => {
    expect(formatAxisMoney(cents, language)).toBe(text);
  });
});
