import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEFAULT_INVOICE_NUMBER_FORMAT, type InvoiceNumberFormat } from './number-format.js';
import {
  extractSequence,
  formatInvoiceNumber,
  nextInvoiceNumber,
  nextInvoiceSequence,
} from './numbering.js';

const withFormat = (overrides: Partial<InvoiceNumberFormat>): InvoiceNumberFormat => ({
  ...DEFAULT_INVOICE_NUMBER_FORMAT,
  ...overrides,
});

describe('nextInvoiceSequence', () => {
  it.each([
    { scenario: 'a new user starts at the start number', latest: 0, start: 300, next: 300 },
    { scenario: 'the counter continues past the start', latest: 300, start: 300, next: 301 },
    { scenario: 'a raised start number wins', latest: 310, start: 500, next: 500 },
    { scenario: 'start 1 and nothing issued', latest: 0, start: 1, next: 1 },
    { scenario: 'fractions are cut off', latest: 4.7, start: 1, next: 5 },
  ])('$scenario', ({ latest, start, next }) => {
    expect(nextInvoiceSequence(latest, start)).toBe(next);
  });
});

describe('formatInvoiceNumber', () => {
  it.each([
    {
      scenario: 'the default format',
      format: {},
      sequence: 300,
      date: '2026-03-15',
      number: 'INV-2026-0300',
    },
    {
      scenario: 'short year',
      format: { yearFormat: 'short' as const },
      sequence: 300,
      date: '2026-03-15',
      number: 'INV-26-0300',
    },
    {
      scenario: 'year from the invoice date, not today',
      format: {},
      sequence: 7,
      date: '2025-12-31',
      number: 'INV-2025-0007',
    },
    {
      scenario: 'without year',
      format: { includeYear: false },
      sequence: 300,
      date: '2026-03-15',
      number: 'INV-0300',
    },
    {
      scenario: 'slash separator',
      format: { separator: '/' as const },
      sequence: 1,
      date: '2026-01-01',
      number: 'INV/2026/0001',
    },
    {
      scenario: 'dot separator',
      format: { separator: '.' as const },
      sequence: 1,
      date: '2026-01-01',
      number: 'INV.2026.0001',
    },
    {
      scenario: 'underscore separator',
      format: { separator: '_' as const },
      sequence: 1,
      date: '2026-01-01',
      number: 'INV_2026_0001',
    },
    {
      scenario: 'no separator',
      format: { separator: '' as const },
      sequence: 300,
      date: '2026-03-15',
      number: 'INV20260300',
    },
    {
      scenario: 'padding 8',
      format: { numberPadding: 8 as const },
      sequence: 42,
      date: '2026-03-15',
      number: 'INV-2026-00000042',
    },
    {
      scenario: 'a number longer than the padding is not cut',
      format: {},
      sequence: 10000,
      date: '2026-03-15',
      number: 'INV-2026-10000',
    },
    {
      scenario: 'lower-case prefix is forced up',
      format: { prefix: 'fac' },
      sequence: 1,
      date: '2026-03-15',
      number: 'FAC-2026-0001',
    },
    {
      scenario: 'long prefix is cut to five',
      format: { prefix: 'FACTUUR' },
      sequence: 1,
      date: '2026-03-15',
      number: 'FACTU-2026-0001',
    },
    {
      scenario: 'no prefix',
      format: { prefix: '' },
      sequence: 1,
      date: '2026-03-15',
      number: '2026-0001',
    },
    {
      scenario: 'only the number',
      format: { prefix: '', includeYear: false },
      sequence: 1,
      date: '2026-03-15',
      number: '0001',
    },
    {
      scenario: 'an unreadable date leaves the year out',
      format: {},
      sequence: 1,
      date: '15-03-2026',
      number: 'INV-0001',
    },
  ])('$scenario: $number', ({ format, sequence, date, number }) => {
    expect(formatInvoiceNumber(withFormat(format), sequence, date)).toBe(number);
  });
});

describe('nextInvoiceNumber', () => {
  it("gives a new user's first invoice INV-2026-0300 with the defaults", () => {
    expect(
      nextInvoiceNumber({
        format: DEFAULT_INVOICE_NUMBER_FORMAT,
        latestInvoiceNumber: 0,
        invoiceStartNumber: 300,
        invoiceDate: '2026-05-04',
      }),
    ).toEqual({ invoiceNumber: 'INV-2026-0300', sequence: 300 });
  });
});

describe('extractSequence', () => {
  it.each([
    {
      scenario: 'default format without format given',
      number: 'INV-2026-0300',
      format: undefined,
      sequence: 300,
    },
    {
      scenario: 'more digits than the padding',
      number: 'INV-2026-10000',
      format: undefined,
      sequence: 10000,
    },
    {
      scenario: 'no separator with the format',
      number: 'INV20260300',
      format: withFormat({ separator: '' }),
      sequence: 300,
    },
    {
      scenario: 'no separator and short year',
      number: 'INV260300',
      format: withFormat({ separator: '', yearFormat: 'short' }),
      sequence: 300,
    },
    {
      scenario: 'no separator, no year',
      number: 'INV0300',
      format: withFormat({ separator: '', includeYear: false }),
      sequence: 300,
    },
    {
      scenario: 'slash format',
      number: 'INV/2026/0042',
      format: withFormat({ separator: '/' }),
      sequence: 42,
    },
    {
      scenario: 'dot format with regex characters',
      number: 'A.B-2026-1',
      format: withFormat({ prefix: 'A.B' }),
      sequence: 1,
    },
    {
      scenario: 'no prefix',
      number: '2026-0042',
      format: withFormat({ prefix: '' }),
      sequence: 42,
    },
    {
      scenario: 'case-insensitive prefix',
      number: 'inv-2026-0042',
      format: DEFAULT_INVOICE_NUMBER_FORMAT,
      sequence: 42,
    },
    {
      scenario: 'an older format falls back to trailing digits',
      number: 'FAC-2024-0099',
      format: DEFAULT_INVOICE_NUMBER_FORMAT,
      sequence: 99,
    },
    {
      scenario: 'trailing letters are skipped',
      number: 'INV-0300-B',
      format: undefined,
      sequence: 300,
    },
    { scenario: 'no digits at all', number: 'DRAFT', format: undefined, sequence: null },
    { scenario: 'empty number', number: '', format: DEFAULT_INVOICE_NUMBER_FORMAT, sequence: null },
  ])('$scenario', ({ number, format, sequence }) => {
    expect(extractSequence(number, format)).toBe(sequence);
  });

  it('reads back the sequence of any number it formats', () => {
    const formatArb = fc.record({
      prefix: fc.stringMatching(/^[A-Z]{0,5}$/),
      includeYear: fc.boolean(),
      yearFormat: fc.constantFrom('full' as const, 'short' as const),
      separator: fc.constantFrom(
        '-' as const,
        '/' as const,
        '.' as const,
        '_' as const,
        '' as const,
      ),
      numberPadding: fc.constantFrom(4 as const, 5 as const, 6 as const, 7 as const, 8 as const),
    });
    fc.assert(
      fc.property(formatArb, fc.integer({ min: 1, max: 99_999_999 }), (format, sequence) => {
        expect(extractSequence(formatInvoiceNumber(format, sequence, '2026-06-30'), format)).toBe(
          sequence,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
