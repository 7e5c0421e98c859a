import { describe, expect, it } from '@jest/globals';
import { COMPANY_FIELD_MAX_LENGTH, companyFromRecipient } from './company.js';

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
