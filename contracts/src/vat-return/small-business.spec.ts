import { describe, expect, it } from '@jest/globals';
import { vatReturn } from './calculate.js';
import { document, figures } from './testing.js';

/*
 * Worked examples: every expected figure is computed by hand in the comments from the lines'
 * quantity x price, the discount and the VAT rounded once per rate, never by the code under test.
 */

describe('small-business sellers and odd lines', () => {
  const korInvoice = document({
    number: 'K-1',
    date: '2026-07-01',
    customerVat: '',
    lines: [['1', '250,00', '0']],
    regime: 'small_business',
  });

  it('a KOR seller files nothing; its invoices are on no box', () => {
    const result = vatReturn({
      country: 'NL',
      regime: 'small_business',
      period: { kind: 'month', year: 2026, month: 7 },
      documents: [korInvoice],
    });
    expect(result.obligation).toBe('none');
    expect(result.boxes.every((box) => box.base === 0 && box.vat === 0)).toBe(true);
    expect(result.notReported).toEqual([
      expect.objectContaining({ reason: 'smallBusiness', base: 25000 }),
    ]);
  });

  it('a Belgian franchise seller files no periodic return but the annual customer listing', () => {
    const result = vatReturn({
      country: 'BE',
      regime: 'small_business',
      period: { kind: 'month', year: 2026, month: 7 },
      documents: [korInvoice],
    });
    expect(result.obligation).toBe('annualCustomerListing');
    expect(result.notReported).toEqual([
      expect.objectContaining({ reason: 'smallBusiness', base: 25000 }),
    ]);
  });

  it('a Belgian line at a rate the return has no grid for is shown, not placed', () => {
    const result = vatReturn({
      country: 'BE',
      regime: 'standard',
      period: { kind: 'month', year: 2026, month: 7 },
      documents: [
        document({
          number: 'F-9',
          date: '2026-07-31',
          customerVat: '',
          lines: [['1', '100,00', '19']],
        }),
        // An exempt line and a service outside the EU: 00 and 47; a credit note of each: 49.
        document({
          number: 'F-10',
          date: '2026-07-02',
          customerVat: '',
          lines: [['1', '10,00', '0']],
        }),
        document({
          number: 'F-11',
          date: '2026-07-03',
          customerVat: 'GB123456789',
          lines: [['1', '20,00', '0', 'reverse_charge']],
        }),
        document({
          number: 'CN-3',
          date: '2026-07-04',
          customerVat: 'GB123456789',
          lines: [
            ['1', '5,00', '0', 'export'],
            ['1', '1,00', '0', 'zero_rated'],
          ],
          credit: true,
        }),
      ],
    });
    expect(result.notReported).toEqual([
      expect.objectContaining({ reason: 'rateNotInReturn', base: 10000, vat: 1900 }),
    ]);
    expect(figures(result)['00']).toEqual([1000, 0, ['F-10']]);
    expect(figures(result)['47']).toEqual([2000, 0, ['F-11']]);
    expect(figures(result)['49']).toEqual([600, 0, ['CN-3']]);
  });

  it('a Dutch line at another rate goes to 1c; a service outside the EU and a 0 % supply to 1e', () => {
    const result = vatReturn({
      country: 'NL',
      regime: 'standard',
      period: { kind: 'month', year: 2026, month: 12 },
      documents: [
        document({
          number: 'X-1',
          date: '2026-12-31',
          customerVat: '',
          lines: [['1', '100,00', '6']],
        }),
        document({
          number: 'X-2',
          date: '2026-12-01',
          customerVat: 'CHE123456789',
          lines: [
            ['1', '40,00', '0', 'reverse_charge'],
            ['1', '2,00', '0', 'zero_rated'],
          ],
        }),
        // A small-business document charging VAT (refused before issuing) still owes it.
        document({
          number: 'X-3',
          date: '2026-12-02',
          customerVat: '',
          lines: [
            ['1', '10,00', '21'],
            ['1', '3,00', '0'],
          ],
          regime: 'small_business',
        }),
      ],
    });
    expect(figures(result)['1a']).toEqual([1000, 210, ['X-3']]);
    expect(figures(result)['1c']).toEqual([10000, 600, ['X-1']]);
    expect(figures(result)['1e']).toEqual([4200, 0, ['X-2']]);
    expect(result.notReported).toEqual([
      expect.objectContaining({ reason: 'smallBusiness', base: 300 }),
    ]);
  });
});
