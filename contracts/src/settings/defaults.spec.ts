import { describe, expect, it } from '@jest/globals';
import { createEmptyInvoice, nextInvoiceNumber } from '../invoice/index.js';
import {
  adminDefaultSettings,
  clientDefaultSettings,
  clientSettingsFor,
  defaultNotesFor,
} from './defaults.js';

describe('default settings', () => {
  it.each([
    {
      scenario: 'client defaults',
      settings: clientDefaultSettings(),
      expected: {
        language: 'nl',
        invoiceLanguage: 'nl',
        country: 'NL',
        invoiceStartNumber: 300,
        latestInvoiceNumber: 0,
        defaultNotes: 'Bedankt voor uw opdracht!',
      },
    },
    {
      scenario: 'admin view defaults',
      settings: adminDefaultSettings(),
      expected: {
        language: 'en',
        invoiceLanguage: 'en',
        country: 'NL',
        invoiceStartNumber: 1,
        latestInvoiceNumber: 0,
        defaultNotes: 'Thank you for your business!',
      },
    },
  ])('$scenario', ({ settings, expected }) => {
    expect(settings).toMatchObject({
      ...expected,
      vatRegime: 'standard',
      paymentReferenceKind: 'invoice_number',
      defaultCompany: null,
      logo: null,
      defaultPaymentMethods: [],
      invoiceNumberFormat: {
        prefix: 'INV',
        includeYear: true,
        yearFormat: 'full',
        separator: '-',
        numberPadding: 4,
      },
    });
    expect(Object.values(settings.paymentMethods).some((method) => method.enabled)).toBe(false);
  });

  it('hands out a fresh object each time', () => {
    const first = clientDefaultSettings();
    first.invoiceNumberFormat.prefix = 'X';
    first.paymentMethods.bank.iban = 'X';
    expect(clientDefaultSettings().invoiceNumberFormat.prefix).toBe('INV');
    expect(clientDefaultSettings().paymentMethods.bank.iban).toBe('');
  });
});

describe('a new user with the client defaults', () => {
  it('gets a fresh invoice with the default notes and the number INV-2026-0300', () => {
    const settings = clientDefaultSettings();
    const invoice = createEmptyInvoice(settings, '2026-05-04');
    expect(invoice.notes).toBe('Bedankt voor uw opdracht!');
    expect(invoice.items[0]?.vatRate).toBe('21');
    expect(
      nextInvoiceNumber({
        format: settings.invoiceNumberFormat,
        latestInvoiceNumber: settings.latestInvoiceNumber,
        invoiceStartNumber: settings.invoiceStartNumber,
        invoiceDate: invoice.date,
      }).invoiceNumber,
    ).toBe('INV-2026-0300');
  });
});

describe('the default note', () => {
  it.each([
    ['en', 'Thank you for your business!'],
    ['nl', 'Bedankt voor uw opdracht!'],
  ] as const)('is written in the invoice language (%s)', (language, text) => {
    expect(defaultNotesFor(language)).toBe(text);
  });
});

describe('clientSettingsFor', () => {
  it.each([
    { language: 'nl' as const, notes: 'Bedankt voor uw opdracht!' },
    { language: 'en' as const, notes: 'Thank you for your business!' },
  ])('starts a first visit in $language with that language everywhere', ({ language, notes }) => {
    expect(clientSettingsFor(language)).toEqual({
      ...clientDefaultSettings(),
      language,
      invoiceLanguage: language,
      defaultNotes: notes,
    });
  });
});
