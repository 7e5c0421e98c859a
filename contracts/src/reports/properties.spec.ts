import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { amountOwed, centsToCanonical, computeTotals } from '@app/contracts/invoice';
import { yearReport } from './report.js';
import { netAmountOf } from './revenue.js';
import type { OpenInvoice, RevenueDocument } from './types.js';

/*
 * Invariants over generated documents: the months add up to the year, the customers (top ten
 * and other) to the year, the ageing buckets to the outstanding total, and each invoice's share
 * of the outstanding is what contracts `amountOwed` asks of it.
 */

const TODAY = '2026-11-27';

const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }).map(String),
  price: fc.integer({ min: 0, max: 500_000 }).map(centsToCanonical),
  vatRate: fc.constantFrom('21', '9', '0'),
});

const documentArb = fc.record({
  items: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  discount: fc.constantFrom(
    { type: 'none' as const, value: '0' },
    { type: 'percentage' as const, value: '15' },
  ),
  documentType: fc.constantFrom('invoice' as const, 'invoice' as const, 'credit_note' as const),
  status: fc.constantFrom('concept', 'saved', 'sent'),
  paymentStatus: fc.constantFrom(
    'unpaid',
    'paid',
    'markedPaid',
    'overdue',
    'overdue_reminded',
    'canceled',
  ),
  date: fc
    .integer({ min: 0, max: 800 })
    .map((days) => new Date(Date.UTC(2025, 6, 1) + days * 86_400_000).toISOString().slice(0, 10)),
  customer: fc.record({
    companyId: fc.constantFrom(null, 'c1', 'c2'),
    name: fc.constantFrom(
      'Acme',
      ' acme ',
      'Bakker',
      'Jansen',
      'De Vries',
      'X',
      'Y',
      'Z',
      'Q',
      'R',
      'S',
      'T',
    ),
  }),
  credited: fc.integer({ min: 0, max: 100_000 }),
});

describe('report invariants', () => {
  it('adds up: months and customers to the year, buckets to the outstanding', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 40 }), (generated) => {
        const documents: RevenueDocument[] = generated.map((one, index) => ({
          id: `d${index}`,
          documentType: one.documentType,
          status: one.status,
          date: one.date,
          net: netAmountOf(one),
          customer: one.customer,
        }));
        const openInvoices: OpenInvoice[] = generated.map((one, index) => ({
          id: `d${index}`,
          documentType: one.documentType,
          status: one.status,
          paymentStatus: one.paymentStatus,
          dueDate: one.date,
          total: computeTotals(one).total,
          credited: one.credited,
        }));
        const report = yearReport({ year: 2026, today: TODAY, documents, openInvoices });
        const { revenue, outstanding } = report;

        const inYear = generated.filter(
          (one) => one.status !== 'concept' && one.date.startsWith('2026'),
        );
        const expected = inYear.reduce(
          (sum, one) => sum + (one.documentType === 'credit_note' ? -1 : 1) * netAmountOf(one),
          0,
        );
        expect(revenue.total).toBe(expected);
        expect(revenue.months.reduce((sum, month) => sum + month.net, 0)).toBe(revenue.total);
        expect(revenue.customers.reduce((sum, c) => sum + c.net, 0) + revenue.other.net).toBe(
          revenue.total,
        );

        const owed = generated
          .filter((one) => one.status !== 'concept')
          .reduce((sum, one) => sum + amountOwed(one, [{ total: one.credited }]), 0);
        // amountOwed also counts canceled invoices' totals; the reports, like the amounts at a
        // glance, count only what is still payable.
        const payable = generated
          .filter((one) => one.status !== 'concept' && one.paymentStatus !== 'canceled')
          .reduce((sum, one) => sum + amountOwed(one, [{ total: one.credited }]), 0);
        expect(outstanding.total).toBe(payable);
        expect(outstanding.total).toBeLessThanOrEqual(owed);
        expect(outstanding.ageing.reduce((sum, f) => sum + f.amount, 0)).toBe(outstanding.total);
        expect(
          outstanding.ageing
            .filter((f) => f.bucket !== 'notDue')
            .reduce((sum, f) => sum + f.amount, 0),
        ).toBe(outstanding.overdue);
      }),
      { numRuns: 200 },
    );
  });
});
