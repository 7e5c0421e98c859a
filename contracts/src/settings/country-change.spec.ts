import { describe, expect, it } from '@jest/globals';
import { followCountryChange } from './country-change.js';
import { clientDefaultSettings } from './defaults.js';
import type { Settings } from './types.js';

const settings = (changes: Partial<Settings>): Settings => ({
  ...clientDefaultSettings(),
  ...changes,
});

describe('followCountryChange', () => {
  it.each([
    ['NL default to BE', 'NL', 'invoice_number', 'BE', 'invoice_number', 'structured'],
    ['BE default to NL', 'BE', 'structured', 'NL', 'structured', 'invoice_number'],
    ['own RF choice kept', 'NL', 'creditor', 'BE', 'creditor', 'creditor'],
    ['a kind sent with the move wins', 'NL', 'invoice_number', 'BE', 'creditor', 'creditor'],
    ['same country untouched', 'BE', 'structured', 'BE', 'invoice_number', 'invoice_number'],
  ] as const)('%s', (_name, fromCountry, fromKind, toCountry, sentKind, expected) => {
    const stored = settings({ country: fromCountry, paymentReferenceKind: fromKind });
    const next = settings({ country: toCountry, paymentReferenceKind: sentKind });
    expect(followCountryChange(stored, next).paymentReferenceKind).toBe(expected);
  });
});
