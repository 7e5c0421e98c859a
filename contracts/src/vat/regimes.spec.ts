import { describe, expect, it } from '@jest/globals';
import { smallBusinessScheme, vatRegimesFor } from './regimes.js';

describe('the small-business schemes', () => {
  it.each([
    { country: 'NL', scheme: 'kor', regimes: ['standard', 'small_business'] },
    { country: 'BE', scheme: 'franchise', regimes: ['standard', 'small_business'] },
    { country: 'DE', scheme: null, regimes: ['standard'] },
    { country: 'FR', scheme: null, regimes: ['standard'] },
  ])('a seller in $country has the scheme $scheme', ({ country, scheme, regimes }) => {
    expect(smallBusinessScheme(country)).toBe(scheme);
    expect(vatRegimesFor(country)).toEqual(regimes);
  });
});
