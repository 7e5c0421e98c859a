import { describe, expect, it } from '@jest/globals';
import { ageingBucketOf, outstandingOn } from './outstanding.js';
import type { OpenInvoice } from './types.js';

const TODAY = '2026-11-27';

const open = (overrides: Partial<OpenInvoice> & Pick<OpenInvoice, 'id'>): OpenInvoice => ({
  documentType: 'invoice',
  status: 'sent',
  paymentStatus: 'unpaid',
  dueDate: '2026-12-10',
  total: 121_00,
  credited: 0,
  ...overrides,
});

const bucketsOf = (invoices: OpenInvoice[]) =>
  Object.fromEntries(
    outstandingOn(invoices, TODAY).ageing.map((figure) => [
      figure.bucket,
      [figure.amount, figure.count],
    ]),
  );

describe('outstanding and overdue with ageing', () => {
  it('ages overdue invoices by days past due, at the ranges’ edges', () => {
    const figures = outstandingOn(
      [
        open({ id: 'due-today', dueDate: '2026-11-27' }),
        open({ id: '1', dueDate: '2026-11-26', total: 1_00 }),
        open({ id: '30', dueDate: '2026-10-28', total: 2_00 }),
        open({ id: '31', dueDate: '2026-10-27', total: 3_00 }),
        open({ id: '60', dueDate: '2026-09-28', total: 4_00 }),
        open({ id: '61', dueDate: '2026-09-27', total: 5_00 }),
        open({ id: '90', dueDate: '2026-08-29', total: 6_00 }),
        open({ id: '91', dueDate: '2026-08-28', total: 7_00 }),
      ],
      TODAY,
    );
    expect(figures.ageing).toEqual([
      { bucket: 'notDue', amount: 121_00, count: 1 },
      { bucket: 'days1to30', amount: 3_00, count: 2 },
      { bucket: 'days31to60', amount: 7_00, count: 2 },
      { bucket: 'days61to90', amount: 11_00, count: 2 },
      { bucket: 'over90', amount: 7_00, count: 1 },
    ]);
    expect(figures).toMatchObject({
      asOf: TODAY,
      total: 149_00,
      count: 8,
      overdue: 28_00,
      overdueCount: 7,
    });
  });

  it('counts a saved invoice past its due date as not yet due (the overdue rule: not sent)', () => {
    expect(bucketsOf([open({ id: 'a', status: 'saved', dueDate: '2026-01-01' })])).toMatchObject({
      notDue: [121_00, 1],
      over90: [0, 0],
    });
  });

  it('keeps a stored overdue or reminded status overdue', () => {
    const figures = outstandingOn(
      [
        open({ id: 'a', paymentStatus: 'overdue', dueDate: '2026-11-01' }),
        open({ id: 'b', paymentStatus: 'overdue_reminded', dueDate: '2026-07-01' }),
        // Stored overdue while its due date was moved later: at least one day late.
        open({ id: 'c', paymentStatus: 'overdue', dueDate: '2026-12-31', total: 1_00 }),
      ],
      TODAY,
    );
    expect(figures.overdue).toBe(243_00);
    expect(figures.ageing.find((f) => f.bucket === 'days1to30')).toEqual({
      bucket: 'days1to30',
      amount: 122_00,
      count: 2,
    });
  });

  it('takes credit notes off and leaves out what nobody owes', () => {
    const figures = outstandingOn(
      [
        open({ id: 'part', credited: 21_00 }),
        open({ id: 'full', credited: 121_00 }),
        open({ id: 'over', credited: 200_00 }),
        open({ id: 'paid', paymentStatus: 'paid' }),
        open({ id: 'marked', paymentStatus: 'markedPaid' }),
        open({ id: 'canceled', paymentStatus: 'canceled' }),
        open({ id: 'concept', status: 'concept' }),
        open({ id: 'note', documentType: 'credit_note' }),
      ],
      TODAY,
    );
    expect(figures).toMatchObject({ total: 100_00, count: 1, overdue: 0 });
  });

  it('buckets by days', () => {
    expect([1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucketOf)).toEqual([
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
      'over90',
    ]);
  });
});
