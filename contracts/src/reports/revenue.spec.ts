import { describe, expect, it } from '@jest/globals';
import { customerKey, isReportYear, netAmountOf, revenueOfYear, TOP_CUSTOMERS } from './revenue.js';
import type { RevenueDocument } from './types.js';

const doc = (
  overrides: Partial<RevenueDocument> & Pick<RevenueDocument, 'date' | 'net'>,
): RevenueDocument => ({
  id: `id-${overrides.date}-${overrides.net}`,
  documentType: 'invoice',
  status: 'sent',
  customer: { companyId: null, name: 'Acme' },
  ...overrides,
});

const monthNet = (documents: RevenueDocument[], year = 2026) =>
  Object.fromEntries(revenueOfYear(documents, year).months.map((m) => [m.month, m.net]));

describe('revenue per month', () => {
  it('gives twelve months of the year, empty ones 0', () => {
    const figures = revenueOfYear([], 2026);
    expect(figures.months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(figures.total).toBe(0);
    expect(figures.customers).toEqual([]);
    expect(figures.other).toEqual({ customers: 0, net: 0 });
  });

  it('counts issued documents by their own date and subtracts a credit note in its month', () => {
    const figures = monthNet([
      doc({ date: '2026-01-31', net: 100_00 }),
      doc({ date: '2026-02-01', net: 250_00, status: 'saved' }),
      doc({ date: '2026-03-10', net: 40_00, documentType: 'credit_note' }),
    ]);
    expect(figures['2026-01']).toBe(100_00);
    expect(figures['2026-02']).toBe(250_00);
    expect(figures['2026-03']).toBe(-40_00);
  });

  it('never counts a concept, nor a document of another year', () => {
    const figures = revenueOfYear(
      [
        doc({ date: '2026-05-05', net: 999_00, status: 'concept' }),
        doc({ date: '2025-12-31', net: 1_00 }),
        doc({ date: '2027-01-01', net: 2_00 }),
        doc({ date: '2026-12-31', net: 3_00 }),
      ],
      2026,
    );
    expect(figures.total).toBe(3_00);
    expect(figures.months.at(-1)).toEqual({ month: '2026-12', net: 3_00 });
  });
});

describe('revenue per customer', () => {
  it('groups a name case- and space-insensitively, shown as its latest document writes it', () => {
    const figures = revenueOfYear(
      [
        doc({ date: '2026-04-01', net: 10_00, customer: { companyId: null, name: 'acme  bv' } }),
        doc({ date: '2026-02-01', net: 5_00, customer: { companyId: null, name: ' ACME BV ' } }),
        doc({ date: '2026-03-01', net: 7_00, customer: { companyId: null, name: 'Acme B.V.' } }),
      ],
      2026,
    );
    expect(figures.customers).toEqual([
      { key: 'name:acme bv', companyId: null, name: 'acme  bv', net: 15_00, documents: 2 },
      { key: 'name:acme b.v.', companyId: null, name: 'Acme B.V.', net: 7_00, documents: 1 },
    ]);
  });

  it('makes a saved company one customer whatever the invoice says', () => {
    const figures = revenueOfYear(
      [
        doc({ date: '2026-01-01', net: 10_00, customer: { companyId: 'c1', name: 'Old name' } }),
        doc({ date: '2026-06-01', net: 20_00, customer: { companyId: 'c1', name: 'New name' } }),
        doc({ date: '2026-06-02', net: 1_00, customer: { companyId: null, name: 'New name' } }),
      ],
      2026,
    );
    expect(figures.customers[0]).toEqual({
      key: 'company:c1',
      companyId: 'c1',
      name: 'New name',
      net: 30_00,
      documents: 2,
    });
    expect(figures.customers[1]?.key).toBe('name:new name');
  });

  it('subtracts a credit note from its customer', () => {
    const figures = revenueOfYear(
      [
        doc({ date: '2026-01-01', net: 100_00 }),
        doc({ date: '2026-02-01', net: 30_00, documentType: 'credit_note' }),
      ],
      2026,
    );
    expect(figures.customers).toEqual([
      { key: 'name:acme', companyId: null, name: 'Acme', net: 70_00, documents: 2 },
    ]);
  });

  it('lists the top ten by revenue, ties by name, and adds up the rest as other', () => {
    const documents = Array.from({ length: 13 }, (_, index) =>
      doc({
        date: '2026-07-01',
        net: index < 2 ? 50_00 : (index + 1) * 1_00,
        customer: { companyId: null, name: `Customer ${String.fromCharCode(77 - index)}` },
      }),
    );
    const figures = revenueOfYear(documents, 2026);
    expect(figures.customers).toHaveLength(TOP_CUSTOMERS);
    expect(figures.customers.slice(0, 3).map((c) => [c.name, c.net])).toEqual([
      ['Customer L', 50_00],
      ['Customer M', 50_00],
      ['Customer A', 13_00],
    ]);
    // The three smallest: 3, 4 and 5 euros.
    expect(figures.other).toEqual({ customers: 3, net: 12_00 });
    expect(figures.total).toBe(
      figures.customers.reduce((sum, c) => sum + c.net, 0) + figures.other.net,
    );
  });

  it('orders equal revenue and equal names by key, whatever the input order', () => {
    const a = doc({ date: '2026-01-01', net: 5_00, customer: { companyId: 'b', name: 'Same' } });
    const b = doc({ date: '2026-01-01', net: 5_00, customer: { companyId: 'a', name: 'Same' } });
    const keys = (documents: RevenueDocument[]) =>
      revenueOfYear(documents, 2026).customers.map((c) => c.key);
    expect(keys([a, b])).toEqual(['company:a', 'company:b']);
    expect(keys([b, a])).toEqual(['company:a', 'company:b']);
  });
});

describe('the rule’s helpers', () => {
  it('reads a document’s net as its subtotal less its discount, without VAT', () => {
    expect(
      netAmountOf({
        items: [
          { quantity: '2', price: '100,00', vatRate: '21' },
          { quantity: '1', price: '50,00', vatRate: '9' },
        ],
        discount: { type: 'percentage', value: '10' },
      }),
    ).toBe(225_00);
  });

  it('keys a customer by saved company, else by name', () => {
    expect(customerKey({ companyId: 'x', name: 'Whatever' })).toBe('company:x');
    expect(customerKey({ companyId: null, name: '  Jan   de Vries ' })).toBe('name:jan de vries');
  });

  it('accepts four-digit years only', () => {
    expect([2000, 2026, 2099].map(isReportYear)).toEqual([true, true, true]);
    expect([1999, 2100, 2026.5, Number.NaN].map(isReportYear)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
