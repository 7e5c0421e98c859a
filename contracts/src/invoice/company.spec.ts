import { describe, expect, it } from '@jest/globals';
import {
  COMPANY_FIELD_MAX_LENGTH,
  companyFromRecipient,
  offersNewCompany,
  recipientFromCompany,
} from './company.js';

describe('companyFromRecipient', () => {
  it('takes the recipient’s fields, trimmed', () => {
    expect(
      companyFromRecipient({
        company: ' Bakkerij Jansen ',
        address: 'Dorpsstraat 1',
        postalCode: '1234 AB',
        city: 'Utrecht ',
        contactName: ' Anna',
        email: 'anna@jansen.nl',
        additionalInfo: 'KvK 123',
      }),
    ).toEqual({
      name: 'Bakkerij Jansen',
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      contactName: 'Anna',
      email: 'anna@jansen.nl',
      additionalInfo: 'KvK 123',
    });
  });

  it('gives empty text for the optional fields a recipient lacks', () => {
    const company = companyFromRecipient({
      company: 'Acme',
      address: '',
      postalCode: '',
      city: '',
      email: '',
    });
    expect(company.contactName).toBe('');
    expect(company.additionalInfo).toBe('');
  });

  it('bounds every field', () => {
    expect(Object.keys(COMPANY_FIELD_MAX_LENGTH).sort()).toEqual([
      'additionalInfo',
      'address',
      'city',
      'contactName',
      'email',
      'name',
      'postalCode',
    ]);
    expect(COMPANY_FIELD_MAX_LENGTH.email).toBe(254);
  });
});

describe('recipientFromCompany', () => {
  it('fills every field; the ones the company has are real content, the empty ones examples again', () => {
    expect(
      recipientFromCompany({
        name: 'Bakkerij Jansen',
        address: 'Dorpsstraat 1',
        postalCode: '1234 AB',
        city: 'Utrecht',
        contactName: '',
        email: 'anna@jansen.nl',
        additionalInfo: '',
      }),
    ).toEqual({
      company: 'Bakkerij Jansen',
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      contactName: '',
      email: 'anna@jansen.nl',
      additionalInfo: '',
      isPlaceholder: {
        company: false,
        address: false,
        postalCode: false,
        city: false,
        contactName: true,
        email: false,
        additionalInfo: true,
      },
    });
  });

  it('gives back the company that the recipient came from', () => {
    const company = {
      name: 'Acme',
      address: 'Main 2',
      postalCode: '1000 AA',
      city: 'Amsterdam',
      contactName: 'Bo',
      email: 'bo@acme.example',
      additionalInfo: 'PO 7',
    };
    expect(companyFromRecipient(recipientFromCompany(company))).toEqual(company);
  });
});

describe('offersNewCompany', () => {
  const suggestions = [{ name: 'Acme B.V.' }, { name: 'Bakkerij Jansen' }];
  it.each([
    ['nothing typed', '', suggestions, false],
    ['only spaces typed', '   ', [], false],
    ['a name no suggestion has', 'Acme', suggestions, true],
    ['a name a suggestion has', 'Acme B.V.', suggestions, false],
    ['a name a suggestion has, in other case', 'bakkerij JANSEN', suggestions, false],
    ['a name a suggestion has, with spaces around', '  Acme B.V. ', suggestions, false],
    ['a name while there are no suggestions', 'Nieuw', [], true],
  ])('%s', (_scenario, typed, list, expected) => {
    expect(offersNewCompany(typed, list)).toBe(expected);
  });
});
