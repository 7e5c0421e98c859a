import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  VAT_CATEGORIES,
  centsToCanonical,
  computeTotals,
  type DiscountType,
} from '@app/contracts/invoice';
import { vatReturn } from './calculate.js';
import { inReturnPeriod, vatReturnRange, type VatReturnPeriod } from './period.js';
import type { ReturnCountry, ReturnDocument, VatReturnFigures } from './types.js';

/*
 * Invariants over generated quarters: whatever the lines, customers, discounts and credit notes,
 * the boxes' bases add up to the documents' net turnover (a credit note's taken off), the
 * VAT boxes to their VAT, and the intra-community listing to the return's intra-EU boxes.
 */

const PERIOD: VatReturnPeriod = { kind: 'quarter', year: 2026, quarter: 2 };
const DATES = ['2026-03-31', '2026-04-01', '2026-05-15', '2026-06-30', '2026-07-01'];
const CUSTOMERS = [
  'NL987654321B01',
  'BE0123456749',
  'DE123456789',
  'GB123456789',
  'XI123456789',
  '',
];

const lineArb = fc.record({
  quantity: fc.integer({ min: -3, max: 40 }).map(String),
  price: fc.integer({ min: 0, max: 500_000 }).map(centsToCanonical),
  vatRate: fc.constantFrom('21', '12', '9', '6', '0', '19'),
  vatCategory: fc.constantFrom(...VAT_CATEGORIES),
});

const discountArb = fc.oneof(
  fc.constant({ type: 'none' as DiscountType, value: '0' }),
  fc
    .integer({ min: 0, max: 100 })
    .map((p) => ({ type: 'percentage' as DiscountType, value: String(p) })),
  fc
    .integer({ min: 0, max: 100_000 })
    .map((c) => ({ type: 'fixed' as DiscountType, value: centsToCanonical(c) })),
);

const documentArb = (index: number) =>
  fc
    .record({
      credit: fc.boolean(),
      date: fc.constantFrom(...DATES),
      customer: fc.constantFrom(...CUSTOMERS),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
      discount: discountArb,
      smallBusiness: fc.boolean(),
      concept: fc.boolean(),
    })
    .map((d): ReturnDocument => ({
      id: `doc-${index}`,
      invoiceNumber: `N-${index}`,
      documentType: d.credit ? 'credit_note' : 'invoice',
      date: d.date,
      status: d.concept ? 'concept' : 'sent',
      items: d.lines.map((line, n) => ({ id: `l${n}`, description: 'x', ...line })),
      discount: d.discount,
      recipient: {
        company: 'K',
        address: '',
        postalCode: '',
        city: '',
        email: '',
        vatNumber: d.customer,
      },
      ...(d.smallBusiness ? { vatRegime: 'small_business' as const } : {}),
    }));

const documentsArb = fc
  .integer({ min: 0, max: 12 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => documentArb(i))));

/** What the period's documents add up to, computed from the totals rule alone. */
const expected = (documents: readonly ReturnDocument[]) => {
  const range = vatReturnRange(PERIOD);
  let turnover = 0;
  let vat = 0;
  for (const document of documents) {
    if (document.status === 'concept' || !inReturnPeriod(document.date, range)) continue;
    const sign = document.documentType === 'credit_note' ? -1 : 1;
    const totals = computeTotals(document);
    turnover += sign * (totals.subtotal - totals.discountAmount);
    vat += sign * totals.vat;
  }
  return { turnover, vat };
};

const box = (result: VatReturnFigures, id: string) => {
  const found = result.boxes.find((figure) => figure.box === id);
  if (!found) throw new Error(`No box ${id}`);
  return found;
};

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

const run = (country: ReturnCountry, documents: readonly ReturnDocument[]) =>
  vatReturn({ country, regime: 'standard', period: PERIOD, documents });

describe('VAT return invariants', () => {
  it('NL: the rubrieken and the amounts on no box add up to the net turnover and its VAT', () => {
    fc.assert(
      fc.property(documentsArb, (documents) => {
        const result = run('NL', documents);
        const { turnover, vat } = expected(documents);
        const bases = sum(['1a', '1b', '1c', '1e', '3a', '3b'].map((id) => box(result, id).base));
        expect(bases + sum(result.notReported.map((figure) => figure.base))).toBe(turnover);
        const rubriek1 = sum(['1a', '1b', '1c'].map((id) => box(result, id).vat));
        expect(box(result, '5a').vat).toBe(rubriek1);
        expect(rubriek1 + sum(result.notReported.map((figure) => figure.vat))).toBe(vat);
        expect(sum(result.listing.map((line) => line.base))).toBe(box(result, '3b').base);
      }),
      { numRuns: 300 },
    );
  });

  it('BE: the grids, less the credit-note grids, add up to the net turnover and its VAT', () => {
    fc.assert(
      fc.property(documentsArb, (documents) => {
        const result = run('BE', documents);
        const { turnover, vat } = expected(documents);
        const sales = sum(
          ['00', '01', '02', '03', '44', '45', '46', '47'].map((id) => box(result, id).base),
        );
        const credits = box(result, '48').base + box(result, '49').base;
        expect(sales - credits + sum(result.notReported.map((figure) => figure.base))).toBe(
          turnover,
        );
        const due = box(result, '54').vat - box(result, '64').vat;
        expect(due + sum(result.notReported.map((figure) => figure.vat))).toBe(vat);
        const intraEu = box(result, '44').base + box(result, '46').base - box(result, '48').base;
        expect(sum(result.listing.map((line) => line.base))).toBe(intraEu);
      }),
      { numRuns: 300 },
    );
  });

  it('every figure is the sum of the documents listed behind it', () => {
    fc.assert(
      fc.property(
        documentsArb,
        fc.constantFrom<ReturnCountry>('NL', 'BE'),
        (documents, country) => {
          const result = run(country, documents);
          for (const figure of [...result.boxes, ...result.notReported, ...result.listing]) {
            expect(sum(figure.documents.map((share) => share.base))).toBe(figure.base);
          }
          for (const figure of result.boxes) {
            expect(sum(figure.documents.map((share) => share.vat))).toBe(figure.vat);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
