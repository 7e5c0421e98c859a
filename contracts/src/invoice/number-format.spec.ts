import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_INVOICE_NUMBER_FORMAT,
  normaliseInvoiceNumberFormat,
  normalisePrefix,
  validateInvoiceNumberFormat,
  type InvoiceNumberFormat,
} from './number-format.js';

const format = (
  overrides: Partial<Record<keyof InvoiceNumberFormat, unknown>>,
): InvoiceNumberFormat =>
  ({ ...DEFAULT_INVOICE_NUMBER_FORMAT, ...overrides }) as InvoiceNumberFormat;

describe('normalisePrefix', () => {
  it.each([
    { scenario: 'forced to upper case', prefix: 'inv', result: 'INV' },
    { scenario: 'cut to five characters', prefix: 'factuur', result: 'FACTU' },
    { scenario: 'surrounding spaces removed', prefix: ' fa ', result: 'FA' },
    { scenario: 'empty stays empty', prefix: '', result: '' },
  ])('$scenario', ({ prefix, result }) => {
    expect(normalisePrefix(prefix)).toBe(result);
  });
});

describe('validateInvoiceNumberFormat', () => {
  it.each([
    { scenario: 'the default format is valid', input: {}, errors: [] },
    {
      scenario: 'a long prefix',
      input: { prefix: 'ABCDEF' },
      errors: ['validation.prefixTooLong'],
    },
    {
      scenario: 'a lower-case prefix',
      input: { prefix: 'inv' },
      errors: ['validation.prefixNotUppercase'],
    },
    {
      scenario: 'an unknown separator',
      input: { separator: '#' },
      errors: ['validation.separatorInvalid'],
    },
    { scenario: 'no separator is a choice', input: { separator: '' }, errors: [] },
    {
      scenario: 'padding below 4',
      input: { numberPadding: 3 },
      errors: ['validation.paddingInvalid'],
    },
    {
      scenario: 'padding above 8',
      input: { numberPadding: 9 },
      errors: ['validation.paddingInvalid'],
    },
    {
      scenario: 'several problems at once',
      input: { prefix: 'factuur', separator: '|', numberPadding: 10 },
      errors: [
        'validation.prefixTooLong',
        'validation.prefixNotUppercase',
        'validation.separatorInvalid',
        'validation.paddingInvalid',
      ],
    },
  ])('$scenario', ({ input, errors }) => {
    expect(validateInvoiceNumberFormat(format(input))).toEqual(errors);
  });
});

describe('normaliseInvoiceNumberFormat', () => {
  const fallback: InvoiceNumberFormat = {
    prefix: 'FAC',
    includeYear: false,
    yearFormat: 'short',
    separator: '/',
    numberPadding: 6,
  };

  it.each([
    {
      scenario: 'a valid format is kept',
      input: DEFAULT_INVOICE_NUMBER_FORMAT,
      result: DEFAULT_INVOICE_NUMBER_FORMAT,
    },
    { scenario: 'not an object takes the fallback', input: 'INV', result: fallback },
    { scenario: 'null takes the fallback', input: null, result: fallback },
    { scenario: 'an empty object takes the fallback per field', input: {}, result: fallback },
    {
      scenario: 'the prefix is forced into shape, bad fields fall back',
      input: {
        prefix: 'rekening',
        includeYear: 'yes',
        yearFormat: 'long',
        separator: '#',
        numberPadding: 12,
      },
      result: { ...fallback, prefix: 'REKEN' },
    },
    {
      scenario: 'each valid field is kept',
      input: {
        prefix: 'ab',
        includeYear: true,
        yearFormat: 'full',
        separator: '',
        numberPadding: 8,
      },
      result: {
        prefix: 'AB',
        includeYear: true,
        yearFormat: 'full',
        separator: '',
        numberPadding: 8,
      },
    },
  ])('$scenario', ({ input, result }) => {
    expect(normaliseInvoiceNumberFormat(input, fallback)).toEqual(result);
  });

  it('falls back to the product default format', () => {
    expect(normaliseInvoiceNumberFormat(undefined)).toEqual(DEFAULT_INVOICE_NUMBER_FORMAT);
  });
});
