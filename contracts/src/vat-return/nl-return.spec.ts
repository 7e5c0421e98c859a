import { describe, expect, it } from '@jest/globals';
import { vatReturn } from './calculate.js';
import { BE_CUSTOMER, NL_CUSTOMER, document, figures } from './testing.js';

/*
 * Worked examples: every expected figure is computed by hand in the comments from the lines'
 * quantity x price, the discount and the VAT rounded once per rate, never by the code under test.
 */

describe('a Dutch quarter', () => {
  const documents = [
    // 10 x 100,00 at 21 % = 1.000,00, VAT 210,00; 2 x 50,00 at 9 % = 100,00, VAT 9,00.
    document({
      number: 'INV-1',
      date: '2026-01-15',
      customerVat: NL_CUSTOMER,
      lines: [
        ['10', '100,00', '21'],
        ['2', '50,00', '9'],
      ],
    }),
    // Medical care, exempt: on no box.
    document({
      number: 'INV-2',
      date: '2026-01-30',
      customerVat: '',
      lines: [['1', '80,00', '0', 'exempt']],
      exemption: 'medical',
    }),
    // An export to a US customer: 2.500,00 in 3a.
    document({
      number: 'INV-3',
      date: '2026-02-03',
      customerVat: 'US123456789',
      lines: [['1', '2500,00', '0', 'export']],
    }),
    // A service to a Belgian business: 8 x 95,00 = 760,00 in 3b and on the ICP (services).
    document({
      number: 'INV-4',
      date: '2026-02-20',
      customerVat: BE_CUSTOMER,
      lines: [['8', '95,00', '0', 'reverse_charge']],
    }),
    // Domestic reverse charge: 1.200,00 in 1e.
    document({
      number: 'INV-5',
      date: '2026-03-05',
      customerVat: NL_CUSTOMER,
      lines: [['1', '1200,00', '0', 'reverse_charge']],
    }),
    // 3 x 33,33 = 99,99 at 21 % and 10,01 at 9 %, 10 % discount = 11,00. Shares: 99,99/110 of
    // 11,00 = 9,999 and 1,001; floors 9,99 + 1,00 leave 1 cent for the larger remainder (0,9):
    // 10,00 and 1,00. Bases 89,99 and 9,01; VAT 21 % of 89,99 = 18,8979 -> 18,90, 9 % of
    // 9,01 = 0,8109 -> 0,81.
    document({
      number: 'INV-6',
      date: '2026-03-10',
      customerVat: '',
      lines: [
        ['3', '33,33', '21'],
        ['1', '10,01', '9'],
      ],
      discount: { type: 'percentage', value: '10' },
    }),
    // Credit note on INV-1: 1 x 100,00 at 21 %, VAT 21,00, taken off 1a.
    document({
      number: 'CN-1',
      date: '2026-03-20',
      customerVat: NL_CUSTOMER,
      lines: [['1', '100,00', '21']],
      credit: true,
    }),
    // Credit note on INV-4: 95,00 off 3b and off the Belgian customer's ICP line.
    document({
      number: 'CN-2',
      date: '2026-03-25',
      customerVat: BE_CUSTOMER,
      lines: [['1', '95,00', '0', 'reverse_charge']],
      credit: true,
    }),
    // Outside the quarter, and a concept: neither counts.
    document({
      number: 'INV-7',
      date: '2026-04-01',
      customerVat: '',
      lines: [['1', '500,00', '21']],
    }),
    document({
      number: 'DRAFT',
      date: '2026-02-01',
      customerVat: '',
      lines: [['1', '500,00', '21']],
      status: 'concept',
    }),
  ];
  const result = vatReturn({
    country: 'NL',
    regime: 'standard',
    period: { kind: 'quarter', year: 2026, quarter: 1 },
    documents: [...documents].reverse(),
  });

  it('fills each rubriek with the documents behind it', () => {
    expect(result.period).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(result.obligation).toBe('periodicReturn');
    expect(figures(result)).toEqual({
      // 1.000,00 + 89,99 - 100,00; 210,00 + 18,90 - 21,00.
      '1a': [98999, 20790, ['INV-1', 'INV-6', 'CN-1']],
      // 100,00 + 9,01; 9,00 + 0,81.
      '1b': [10901, 981, ['INV-1', 'INV-6']],
      '1c': [0, 0, []],
      '1e': [120000, 0, ['INV-5']],
      '3a': [250000, 0, ['INV-3']],
      // 760,00 - 95,00.
      '3b': [66500, 0, ['INV-4', 'CN-2']],
      // 207,90 + 9,81.
      '5a': [0, 21771, ['INV-1', 'INV-6', 'CN-1']],
    });
  });

  it('signs each document share as it counts: a credit note negative in its rubriek', () => {
    const box1a = result.boxes.find((box) => box.box === '1a');
    expect(box1a?.documents).toEqual([
      {
        id: 'id-INV-1',
        invoiceNumber: 'INV-1',
        documentType: 'invoice',
        date: '2026-01-15',
        base: 100000,
        vat: 21000,
      },
      {
        id: 'id-INV-6',
        invoiceNumber: 'INV-6',
        documentType: 'invoice',
        date: '2026-03-10',
        base: 8999,
        vat: 1890,
      },
      {
        id: 'id-CN-1',
        invoiceNumber: 'CN-1',
        documentType: 'credit_note',
        date: '2026-03-20',
        base: -10000,
        vat: -2100,
      },
    ]);
  });

  it('lists the exempt supply on no box', () => {
    expect(result.notReported).toEqual([
      {
        reason: 'exempt',
        base: 8000,
        vat: 0,
        documents: [expect.objectContaining({ invoiceNumber: 'INV-2', base: 8000 })],
      },
    ]);
  });

  it('gives the ICP listing per customer, the credit note netted', () => {
    expect(result.listing).toEqual([
      {
        vatNumber: BE_CUSTOMER,
        country: 'BE',
        kind: 'services',
        base: 66500,
        documents: [
          expect.objectContaining({ invoiceNumber: 'INV-4', base: 76000 }),
          expect.objectContaining({ invoiceNumber: 'CN-2', base: -9500 }),
        ],
      },
    ]);
  });
});

describe('a document deleted after it was issued', () => {
  // 2 x 100,00 at 21 % = 200,00, VAT 42,00: the VAT on an issued invoice is owed, deleted or not.
  const deleted = {
    ...document({
      number: 'INV-9',
      date: '2026-02-10',
      customerVat: NL_CUSTOMER,
      lines: [['2', '100,00', '21']],
    }),
    deleted: true as const,
  };
  // 1 x 50,00 at 21 % = 50,00, VAT 10,50, alongside it in the same rubriek.
  const live = document({
    number: 'INV-10',
    date: '2026-02-11',
    customerVat: NL_CUSTOMER,
    lines: [['1', '50,00', '21']],
  });
  const result = vatReturn({
    country: 'NL',
    regime: 'standard',
    period: { kind: 'quarter', year: 2026, quarter: 1 },
    documents: [deleted, live],
  });

  it('counts in its rubriek and its share is marked deleted, the live one not', () => {
    expect(figures(result)['1a']).toEqual([25000, 5250, ['INV-9', 'INV-10']]);
    const shares = result.boxes.find((box) => box.box === '1a')?.documents;
    expect(shares?.map((share) => [share.invoiceNumber, share.deleted])).toEqual([
      ['INV-9', true],
      ['INV-10', undefined],
    ]);
    expect(shares?.[1]).not.toHaveProperty('deleted');
  });
});
