import { describe, expect, it } from '@jest/globals';
import { isOverdueOn, paymentStatusOn, type OverdueFields } from './overdue.js';

// Issue 29: dated 15 October, due 29 October, seen on 25 November.
const sentUnpaid: OverdueFields = {
  status: 'sent',
  paymentStatus: 'unpaid',
  dueDate: '2026-10-29',
};

describe('the overdue rule', () => {
  it.each<{ scenario: string; invoice: OverdueFields; today: string; overdue: boolean }>([
    {
      scenario: 'sent, unpaid, due date passed',
      invoice: sentUnpaid,
      today: '2026-11-25',
      overdue: true,
    },
    {
      scenario: 'the day after the due date',
      invoice: sentUnpaid,
      today: '2026-10-30',
      overdue: true,
    },
    {
      scenario: 'on the due date itself',
      invoice: sentUnpaid,
      today: '2026-10-29',
      overdue: false,
    },
    { scenario: 'before the due date', invoice: sentUnpaid, today: '2026-10-20', overdue: false },
    {
      scenario: 'saved, not sent: its customer was not asked yet',
      invoice: { ...sentUnpaid, status: 'saved' },
      today: '2026-11-25',
      overdue: false,
    },
    {
      scenario: 'a concept',
      invoice: { ...sentUnpaid, status: 'concept' },
      today: '2026-11-25',
      overdue: false,
    },
    {
      scenario: 'paid',
      invoice: { ...sentUnpaid, paymentStatus: 'paid' },
      today: '2026-11-25',
      overdue: false,
    },
    {
      scenario: 'credited in full',
      invoice: { ...sentUnpaid, paymentStatus: 'credited' },
      today: '2026-11-25',
      overdue: false,
    },
    {
      scenario: 'an unreadable due date',
      invoice: { ...sentUnpaid, dueDate: 'soon' },
      today: '2026-11-25',
      overdue: false,
    },
  ])('$scenario: $overdue', ({ invoice, today, overdue }) => {
    expect(isOverdueOn(invoice, today)).toBe(overdue);
    expect(paymentStatusOn(invoice, today)).toBe(overdue ? 'overdue' : invoice.paymentStatus);
  });

  it('keeps a status the server stored (a reminder sent stays reminder sent)', () => {
    expect(
      paymentStatusOn({ ...sentUnpaid, paymentStatus: 'overdue_reminded' }, '2026-11-25'),
    ).toBe('overdue_reminded');
  });
});
