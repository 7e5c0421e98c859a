import { describe, expect, it } from '@jest/globals';
import { emptyPaymentMethods } from '../invoice/index.js';
import { adminDefaultSettings, clientDefaultSettings } from './defaults.js';
import { languagesDiffer, mergeServerSettings, normaliseSettings } from './normalise.js';
import type { Settings } from './types.js';

const client = clientDefaultSettings();

describe('normaliseSettings', () => {
  it.each<{ scenario: string; input: unknown; changes: Partial<Settings> }>([
    { scenario: 'nothing stored gives the defaults', input: undefined, changes: {} },
    { scenario: 'an array is not settings', input: ['nl'], changes: {} },
    {
      scenario: 'valid languages are kept',
      input: { language: 'en', invoiceLanguage: 'en' },
      changes: { language: 'en', invoiceLanguage: 'en' },
    },
    {
      scenario: 'an unknown language falls back',
      input: { language: 'de', invoiceLanguage: 'fr' },
      changes: {},
    },
    {
      scenario: 'a known country is kept, with the structured reference Belgian payers expect',
      input: { country: 'BE' },
      changes: { country: 'BE', paymentReferenceKind: 'structured' },
    },
    {
      scenario: 'a small-business regime is kept where the country has a scheme',
      input: { country: 'BE', vatRegime: 'small_business', paymentReferenceKind: 'creditor' },
      changes: { country: 'BE', vatRegime: 'small_business', paymentReferenceKind: 'creditor' },
    },
    {
      scenario: 'a small-business regime becomes standard where the country has no scheme',
      input: { country: 'DE', vatRegime: 'small_business' },
      changes: { country: 'DE' },
    },
    {
      scenario: 'an unknown regime and reference kind fall back',
      input: { vatRegime: 'flat_rate', paymentReferenceKind: 'iban' },
      changes: {},
    },
    { scenario: 'an unknown country falls back', input: { country: 'ES' }, changes: {} },
    {
      scenario: 'start and latest numbers are kept',
      input: { invoiceStartNumber: 1000, latestInvoiceNumber: 1042 },
      changes: { invoiceStartNumber: 1000, latestInvoiceNumber: 1042 },
    },
    { scenario: 'a start number of 0 falls back', input: { invoiceStartNumber: 0 }, changes: {} },
    {
      scenario: 'a negative start number falls back',
      input: { invoiceStartNumber: -5 },
      changes: {},
    },
    {
      scenario: 'a start number as text falls back',
      input: { invoiceStartNumber: '500' },
      changes: {},
    },
    {
      scenario: 'a fractional start number falls back',
      input: { invoiceStartNumber: 1.5 },
      changes: {},
    },
    {
      scenario: 'a latest number of 0 is valid',
      input: { latestInvoiceNumber: 0 },
      changes: { latestInvoiceNumber: 0 },
    },
    {
      scenario: 'a negative latest number falls back',
      input: { latestInvoiceNumber: -1 },
      changes: {},
    },
    {
      scenario: 'a latest number that is not a number falls back',
      input: { latestInvoiceNumber: Number.NaN },
      changes: {},
    },
    {
      scenario: 'notes up to 500 characters are kept',
      input: { defaultNotes: 'n'.repeat(500) },
      changes: { defaultNotes: 'n'.repeat(500) },
    },
    {
      scenario: 'empty notes are kept',
      input: { defaultNotes: '' },
      changes: { defaultNotes: '' },
    },
    {
      scenario: 'notes over 500 characters fall back',
      input: { defaultNotes: 'n'.repeat(501) },
      changes: {},
    },
    { scenario: 'notes that are not text fall back', input: { defaultNotes: 42 }, changes: {} },
    {
      scenario: 'a default company is cleaned field by field',
      input: {
        defaultCompany: { company: 'Jan BV', city: 7, email: 'jan@example.nl', extra: 'dropped' },
      },
      changes: {
        defaultCompany: {
          company: 'Jan BV',
          address: '',
          postalCode: '',
          city: '',
          vatNumber: '',
          kvkNumber: '',
          email: 'jan@example.nl',
        },
      },
    },
    {
      scenario: 'optional company fields are kept when present',
      input: { defaultCompany: { company: 'A', contactName: 'Jan', additionalInfo: 'Floor 2' } },
      changes: {
        defaultCompany: {
          company: 'A',
          address: '',
          postalCode: '',
          city: '',
          vatNumber: '',
          kvkNumber: '',
          contactName: 'Jan',
          additionalInfo: 'Floor 2',
        },
      },
    },
    {
      scenario: "a company's legal form and register are kept",
      input: { defaultCompany: { company: 'A', legalForm: 'BV', legalRegister: 'RPR Gent' } },
      changes: {
        defaultCompany: {
          company: 'A',
          address: '',
          postalCode: '',
          city: '',
          vatNumber: '',
          kvkNumber: '',
          legalForm: 'BV',
          legalRegister: 'RPR Gent',
        },
      },
    },
    {
      scenario: 'a company that is not an object falls back',
      input: { defaultCompany: 'Jan BV' },
      changes: {},
    },
    {
      scenario: 'a logo with a url is kept',
      input: { logo: { id: 'l1', url: 'https://cdn/logo.png', filename: 'logo.png' } },
      changes: { logo: { id: 'l1', url: 'https://cdn/logo.png', filename: 'logo.png' } },
    },
    {
      scenario: 'a logo without url falls back',
      input: { logo: { id: 'l1', filename: 'logo.png' } },
      changes: {},
    },
    {
      scenario: 'a complete payment method is kept',
      input: { paymentMethods: { paypal: { enabled: true, email: 'jan@example.nl' } } },
      changes: {
        paymentMethods: {
          ...emptyPaymentMethods(),
          paypal: { enabled: true, email: 'jan@example.nl' },
        },
      },
    },
    {
      scenario: 'an incomplete payment method is reset to empty',
      input: { paymentMethods: { bank: { enabled: true, iban: 'NL91ABNA0417164300' } } },
      changes: { paymentMethods: emptyPaymentMethods() },
    },
    {
      scenario: 'default methods keep only known names, once each',
      input: { defaultPaymentMethods: ['bank', 'cash', 'mollie', 'bank', 3] },
      changes: { defaultPaymentMethods: ['bank', 'mollie'] },
    },
    {
      scenario: "'none' is a known default method",
      input: { defaultPaymentMethods: ['none'] },
      changes: { defaultPaymentMethods: ['none'] },
    },
    {
      scenario: "'none' wins over methods next to it",
      input: { defaultPaymentMethods: ['bank', 'none'] },
      changes: { defaultPaymentMethods: ['none'] },
    },
    {
      scenario: 'default methods that are not a list fall back',
      input: { defaultPaymentMethods: 'bank' },
      changes: {},
    },
    {
      scenario: 'the number format is normalised',
      input: {
        invoiceNumberFormat: {
          prefix: 'factuur',
          includeYear: false,
          yearFormat: 'short',
          separator: '#',
          numberPadding: 6,
        },
      },
      changes: {
        invoiceNumberFormat: {
          prefix: 'FACTU',
          includeYear: false,
          yearFormat: 'short',
          separator: '-',
          numberPadding: 6,
        },
      },
    },
  ])('$scenario', ({ input, changes }) => {
    expect(normaliseSettings(input, client)).toEqual({ ...client, ...changes });
  });

  it('falls back to whichever defaults it is given', () => {
    expect(
      normaliseSettings({ invoiceStartNumber: 0, language: 'xx' }, adminDefaultSettings()),
    ).toMatchObject({
      invoiceStartNumber: 1,
      language: 'en',
    });
  });

  it('does not share the default lists with its result', () => {
    const defaults = { ...client, defaultPaymentMethods: ['bank' as const] };
    const result = normaliseSettings({}, defaults);
    expect(result.defaultPaymentMethods).toEqual(['bank']);
    expect(result.defaultPaymentMethods).not.toBe(defaults.defaultPaymentMethods);
  });
});

describe('mergeServerSettings', () => {
  it.each([
    { scenario: 'the local counter is ahead', local: 310, server: 305, latest: 310 },
    { scenario: 'the server counter is ahead', local: 300, server: 320, latest: 320 },
  ])('$scenario', ({ local, server, latest }) => {
    const merged = mergeServerSettings(
      { ...client, latestInvoiceNumber: local, country: 'NL' },
      { ...client, latestInvoiceNumber: server, country: 'BE' },
    );
    expect(merged).toEqual({ ...client, country: 'BE', latestInvoiceNumber: latest });
  });
});

describe('languagesDiffer', () => {
  it.each([
    { language: 'nl' as const, invoiceLanguage: 'nl' as const, differ: false },
    { language: 'nl' as const, invoiceLanguage: 'en' as const, differ: true },
  ])('$language / $invoiceLanguage', ({ language, invoiceLanguage, differ }) => {
    expect(languagesDiffer({ language, invoiceLanguage })).toBe(differ);
  });
});
