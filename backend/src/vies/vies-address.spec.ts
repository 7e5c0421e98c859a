import { describe, expect, it } from '@jest/globals';
import { parseViesAddress } from './vies-address.js';

describe('parseViesAddress', () => {
  it.each([
    [
      'a Belgian address',
      'BE',
      'Kerkstraat 1\n9000 Gent',
      { street: 'Kerkstraat 1', postalCode: '9000', city: 'Gent' },
    ],
    [
      'a Dutch address with the postal code written without its space',
      'NL',
      '\nDORPSSTRAAT 00012\n1234AB  AMSTERDAM\n',
      { street: 'DORPSSTRAAT 00012', postalCode: '1234 AB', city: 'AMSTERDAM' },
    ],
    [
      'a Dutch address written as people write it',
      'NL',
      'Dorpsstraat 12\n1234 ab Amsterdam',
      { street: 'Dorpsstraat 12', postalCode: '1234 AB', city: 'Amsterdam' },
    ],
    [
      'a Belgian address of three lines',
      'BE',
      'Bus 3\nKerkstraat 1\n9000 Gent',
      { street: 'Bus 3, Kerkstraat 1', postalCode: '9000', city: 'Gent' },
    ],
    [
      'a German address (not split)',
      'DE',
      'Hauptstraße 1\n10115 Berlin',
      { street: 'Hauptstraße 1, 10115 Berlin', postalCode: '', city: '' },
    ],
    [
      'a Belgian last line without a postal code (kept whole)',
      'BE',
      'Kerkstraat 1\nGent',
      { street: 'Kerkstraat 1, Gent', postalCode: '', city: '' },
    ],
    [
      'a single line',
      'NL',
      '1234 AB Amsterdam',
      { street: '1234 AB Amsterdam', postalCode: '', city: '' },
    ],
  ])('splits %s', (_name, country, text, expected) => {
    expect(parseViesAddress(country, text)).toEqual(expected);
  });
});
