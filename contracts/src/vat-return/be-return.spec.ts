import { describe, expect, it } from '@jest/globals';
import { vatReturn } from './calculate.js';
import { BE_CUSTOMER, NL_CUSTOMER, document, figures } from './testing.js';

/*
 * Worked examples: every expected figure is computed by hand in the comments from the lines'
 * quantity x price, the discount and the VAT rounded once per rate, never by the code under test.
 */

describe('a Belgian quarter', () => {
  const documents = [
    // 5 x 120,00 = 600,00 at 21 %, VAT 126,00; 4 x 25,00 = 100,00 at 6 %, VAT 6,00.
    document({
      number: 'F-1',
      date: '2026-04-10',
      customerVat: BE_CUSTOMER,
      lines: [
        ['5', '120,00', '21'],
        ['4', '25,00', '6'],
      ],
    }),
    // Goods to a Dutch business: 1.500,00 in 46 and on the listing (L).
    document({
      number: 'F-2',
      date: '2026-05-02',
      customerVat: NL_CUSTOMER,
      lines: [['1', '1500,00', '0', 'intra_eu']],
    }),
    // 19,99 at 21 %: VAT 4,1979 -> 4,20.
    document({ number: 'F-3', date: '2026-05-15', customerVat: '', lines: [['1', '19,99', '21']] }),
    // Credit note on F-1: base 120,00 in 49, VAT 25,20 in 64, both positive.
    document({
      number: 'CN-1',
      date: '2026-06-01',
      customerVat: BE_CUSTOMER,
      lines: [['1', '120,00', '21']],
      credit: true,
    }),
    // Credit note on F-2: 300,00 in 48, and off the listing.
    document({
      number: 'CN-2',
      date: '2026-06-10',
      customerVat: NL_CUSTOMER,
      lines: [['1', '300,00', '0', 'intra_eu']],
      credit: true,
    }),
    // Domestic reverse charge (medecontractant): 800,00 in 45.
    document({
      number: 'F-4',
      date: '2026-06-20',
      customerVat: BE_CUSTOMER,
      lines: [['1', '800,00', '0', 'reverse_charge']],
    }),
  ];
  const result = vatReturn({
    country: 'BE',
    regime: 'standard',
    period: { kind: 'quarter', year: 2026, quarter: 2 },
    documents,
  });

  it('fills each grid, credit notes in 48, 49 and 64', () => {
    expect(figures(result)).toEqual({
      '00': [0, 0, []],
      '01': [10000, 0, ['F-1']],
      '02': [0, 0, []],
      // 600,00 + 19,99.
      '03': [61999, 0, ['F-1', 'F-3']],
      '44': [0, 0, []],
      '45': [80000, 0, ['F-4']],
      '46': [150000, 0, ['F-2']],
      '47': [0, 0, []],
      '48': [30000, 0, ['CN-2']],
      '49': [12000, 0, ['CN-1']],
      // 126,00 + 6,00 + 4,20.
      '54': [0, 13620, ['F-1', 'F-3']],
      '64': [0, 2520, ['CN-1']],
    });
    expect(result.notReported).toEqual([]);
  });

  it('gives the intra-community listing, the credit note netted', () => {
    expect(result.listing).toEqual([
      {
        vatNumber: NL_CUSTOMER,
        country: 'NL',
        kind: 'goods',
        base: 120000,
        documents: [
          expect.objectContaining({ invoiceNumber: 'F-2', base: 150000 }),
          expect.objectContaining({ invoiceNumber: 'CN-2', base: -30000 }),
        ],
      },
    ]);
  });
});
