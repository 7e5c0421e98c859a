import { describe, expect, it } from '@jest/globals';
import { clientDefaultSettings } from '../settings/defaults.js';
import type { Settings } from '../settings/types.js';
import { createEmptyInvoice } from './new-invoice.js';
import {
  notesSavedAsDefault,
  rememberedDefaults,
  saveInvoice,
  withPaymentReference,
} from './save-invoice.js';
import type { Invoice } from './types.js';

const settings = (changes: Partial<Settings> = {}): Settings => ({
  ...clientDefaultSettings(),
  ...changes,
});

/** A concept of 10 March 2026 with one line of 100,00 at 21 % and a 10 % discount. */
const concept = (changes: Partial<Invoice> = {}): Invoice => ({
  ...createEmptyInvoice(settings(), '2026-03-10', () => 'line-1'),
  items: [{ id: 'line-1', description: 'Work', quantity: '1', price: '100,00', vatRate: '21' }],
  discount: { type: 'percentage', value: '10' },
  ...changes,
});

const jansen = {
  company: 'Jansen Design',
  address: 'Keizersgracht 1',
  postalCode: '1015 AA',
  city: 'Amsterdam',
  vatNumber: 'NL123456789B01',
  kvkNumber: '12345678',
};

const bank = { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Jan Jansen' };

describe('saveInvoice: numbering', () => {
  it.each([
    {
      scenario: 'assigns the next number when saving a concept',
      invoice: concept(),
      settings: settings(),
      expected: { id: 'new-id', invoiceNumber: 'INV-2026-0300', total: 10890, latest: 300 },
    },
    {
      scenario: 'continues after the latest number',
      invoice: concept(),
      settings: settings({ latestInvoiceNumber: 306 }),
      expected: { id: 'new-id', invoiceNumber: 'INV-2026-0307', total: 10890, latest: 307 },
    },
    {
      scenario: 'takes the year from the invoice date, not from today',
      invoice: concept({ date: '2025-12-31' }),
      settings: settings(),
      expected: { id: 'new-id', invoiceNumber: 'INV-2025-0300', total: 10890, latest: 300 },
    },
    {
      scenario: 'keeps the id a concept already has',
      invoice: concept({ id: 'kept-id' }),
      settings: settings(),
      expected: { id: 'kept-id', invoiceNumber: 'INV-2026-0300', total: 10890, latest: 300 },
    },
    {
      scenario: 'recomputes a stale cached total',
      invoice: concept({ total: 1 }),
      settings: settings(),
      expected: { id: 'new-id', invoiceNumber: 'INV-2026-0300', total: 10890, latest: 300 },
    },
  ])('$scenario', ({ invoice, settings: before, expected }) => {
    const result = saveInvoice({
      invoice,
      settings: before,
      notesAsDefault: null,
      newId: 'new-id',
    });
    expect(result.numbered).toBe(true);
    expect(result.invoice).toEqual({
      ...invoice,
      id: expected.id,
      invoiceNumber: expected.invoiceNumber,
      status: 'saved',
      total: expected.total,
    });
    expect(result.settings.latestInvoiceNumber).toBe(expected.latest);
  });

  it('keeps the number and the counter when saving an invoice saved before', () => {
    const saved = concept({ id: 'old', invoiceNumber: 'INV-2026-0300', status: 'saved' });
    const result = saveInvoice({
      invoice: saved,
      settings: settings({ latestInvoiceNumber: 300 }),
      notesAsDefault: null,
      newId: 'new-id',
    });
    expect(result.numbered).toBe(false);
    expect(result.invoice).toBe(saved);
    expect(result.settings.latestInvoiceNumber).toBe(300);
  });

  it('does not change the settings it was given', () => {
    const before = settings();
    saveInvoice({
      invoice: concept({ sender: jansen }),
      settings: before,
      notesAsDefault: true,
      newId: 'x',
    });
    expect(before).toEqual(settings());
  });
});

describe('saveInvoice: VAT regime and payment reference', () => {
  const numbered = (invoice: Invoice, before: Settings) =>
    saveInvoice({ invoice, settings: before, notesAsDefault: null, newId: 'new-id' }).invoice;

  it.each([
    {
      scenario: 'a concept under the small business scheme keeps the regime',
      invoice: concept(),
      settings: settings({ vatRegime: 'small_business' }),
      expected: { vatRegime: 'small_business' },
    },
    {
      scenario: 'a concept under standard VAT keeps none, even one copied from a scheme invoice',
      invoice: concept({ vatRegime: 'small_business' }),
      settings: settings({ vatRegime: 'standard' }),
      expected: {},
    },
    {
      scenario:
        'a Belgian seller asks for the structured reference of the number (0020260300 mod 97 = 7)',
      invoice: concept(),
      settings: settings({ country: 'BE', paymentReferenceKind: 'structured' }),
      expected: { paymentReference: '+++002/0260/30007+++' },
    },
    {
      scenario: 'a creditor reference is made of the number (check digits 91, ISO 11649)',
      invoice: concept(),
      settings: settings({ paymentReferenceKind: 'creditor' }),
      expected: { paymentReference: 'RF91INV20260300' },
    },
    {
      scenario: 'a reference the invoice already has is kept',
      invoice: concept({ paymentReference: 'ORDER 17' }),
      settings: settings({ paymentReferenceKind: 'structured' }),
      expected: { paymentReference: 'ORDER 17' },
    },
    {
      scenario: 'the invoice number is the reference: none is added',
      invoice: concept(),
      settings: settings({ paymentReferenceKind: 'invoice_number' }),
      expected: {},
    },
  ])('$scenario', ({ invoice, settings: before, expected }) => {
    const saved = numbered(invoice, before);
    expect({ vatRegime: saved.vatRegime, paymentReference: saved.paymentReference }).toEqual({
      vatRegime: undefined,
      paymentReference: undefined,
      ...expected,
    });
  });

  it('leaves the regime and reference of an invoice saved before alone', () => {
    const saved = concept({ id: 'old', invoiceNumber: 'INV-2026-0300', status: 'saved' });
    const result = numbered(
      saved,
      settings({ vatRegime: 'small_business', paymentReferenceKind: 'creditor' }),
    );
    expect(result.vatRegime).toBeUndefined();
    expect(result.paymentReference).toBeUndefined();
  });
});

describe('withPaymentReference', () => {
  it('gives a credit note none: nothing is paid to the seller on it', () => {
    const creditNote = concept({ documentType: 'credit_note' });
    const kind = settings({ paymentReferenceKind: 'creditor' });
    expect(withPaymentReference(creditNote, 'CN-2026-0001', kind).paymentReference).toBeUndefined();
    expect(withPaymentReference(concept(), 'INV-2026-0001', kind).paymentReference).toBe(
      'RF16INV20260001',
    );
  });
});

describe('saveInvoice: remembered defaults', () => {
  it.each([
    {
      scenario: 'remembers the sender as the default company, without placeholder flags',
      invoice: concept({ sender: { ...jansen, isPlaceholder: { company: false } } }),
      notesAsDefault: null,
      expected: { defaultCompany: jansen },
    },
    {
      scenario: 'keeps the default company when the sender is blank',
      invoice: concept({
        sender: {
          ...jansen,
          company: ' ',
          address: '',
          postalCode: '',
          city: '',
          vatNumber: '',
          kvkNumber: '',
        },
      }),
      notesAsDefault: null,
      expected: { defaultCompany: null },
    },
    {
      scenario: 'remembers the bank details when bank transfer is on',
      invoice: concept({ paymentMethods: { ...settings().paymentMethods, bank } }),
      notesAsDefault: null,
      expected: { paymentMethods: { ...settings().paymentMethods, bank } },
    },
    {
      scenario: 'leaves the bank details alone when bank transfer is off',
      invoice: concept({
        paymentMethods: { ...settings().paymentMethods, bank: { ...bank, enabled: false } },
      }),
      notesAsDefault: null,
      expected: { paymentMethods: settings().paymentMethods },
    },
    {
      scenario: 'keeps the default notes when changed notes were not asked to become it',
      invoice: concept({ notes: 'Pay within two weeks' }),
      notesAsDefault: null,
      expected: { defaultNotes: 'Bedankt voor uw opdracht!' },
    },
    {
      scenario: 'saves the notes as default when asked',
      invoice: concept({ notes: 'Pay within two weeks' }),
      notesAsDefault: true,
      expected: { defaultNotes: 'Pay within two weeks' },
    },
    {
      scenario: 'cuts notes saved as default to 500 characters',
      invoice: concept({ notes: 'n'.repeat(501) }),
      notesAsDefault: true,
      expected: { defaultNotes: 'n'.repeat(500) },
    },
    {
      scenario: 'keeps the default notes when the box was unchecked',
      invoice: concept({ notes: 'Pay within two weeks' }),
      notesAsDefault: false,
      expected: { defaultNotes: 'Bedankt voor uw opdracht!' },
    },
  ])('$scenario', ({ invoice, notesAsDefault, expected }) => {
    const result = saveInvoice({ invoice, settings: settings(), notesAsDefault, newId: 'id' });
    expect(result.settings).toMatchObject(expected);
  });
});

describe('rememberedDefaults (an edit of the From block or the payment methods)', () => {
  it('makes the edited sender and bank details the defaults', () => {
    const invoice = concept({
      sender: { ...jansen, isPlaceholder: {} },
      paymentMethods: { ...settings().paymentMethods, bank },
    });
    expect(rememberedDefaults(invoice, settings())).toMatchObject({
      defaultCompany: jansen,
      paymentMethods: { bank },
    });
  });

  it('answers the same settings when they already say so: nothing to send', () => {
    const known = settings({
      defaultCompany: jansen,
      paymentMethods: { ...settings().paymentMethods, bank },
    });
    const invoice = concept({
      sender: { ...jansen, legalForm: '', isPlaceholder: { company: false } },
      paymentMethods: { ...settings().paymentMethods, bank: { ...bank } },
    });
    expect(rememberedDefaults(invoice, known)).toBe(known);
  });

  it('leaves the defaults alone for a placeholder sender and bank transfer off', () => {
    const known = settings();
    expect(rememberedDefaults(concept(), known)).toBe(known);
  });
});

describe('notesSavedAsDefault', () => {
  it.each([
    {
      scenario: 'untouched box, notes equal the default',
      notes: 'A',
      chosen: null,
      expected: true,
    },
    { scenario: 'untouched box, notes differ', notes: 'B', chosen: null, expected: false },
    { scenario: 'checked box, notes differ', notes: 'B', chosen: true, expected: true },
    {
      scenario: 'unchecked box, notes equal the default',
      notes: 'A',
      chosen: false,
      expected: false,
    },
  ])('$scenario: $expected', ({ notes, chosen, expected }) => {
    expect(notesSavedAsDefault(notes, 'A', chosen)).toBe(expected);
  });
});
