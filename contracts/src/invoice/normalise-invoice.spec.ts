import { describe, expect, it } from '@jest/globals';
import { clientDefaultSettings } from '../settings/defaults.js';
import { createEmptyInvoice, emptyRecipient } from './new-invoice.js';
import { normaliseInvoice } from './normalise-invoice.js';
import type { Invoice } from './types.js';

const sequentialIds = () => {
  let next = 0;
  return () => `id-${++next}`;
};

const options = () => ({
  today: '2026-03-10',
  defaults: clientDefaultSettings(),
  newId: sequentialIds(),
});

/** What an empty object becomes: a fresh invoice of today (its starter line gets id-1). */
const fresh = (): Invoice =>
  createEmptyInvoice(clientDefaultSettings(), '2026-03-10', () => 'id-1');

describe('normaliseInvoice', () => {
  it.each([null, undefined, 'invoice', 42, []])('reads %p as no invoice', (raw) => {
    expect(normaliseInvoice(raw, options())).toBeNull();
  });

  it('makes an empty object a fresh invoice of today', () => {
    expect(normaliseInvoice({}, options())).toEqual(fresh());
  });

  it('keeps known fields of the right type', () => {
    const stored = {
      id: 'inv-1',
      invoiceNumber: 'INV-2025-0310',
      date: '2025-04-01',
      dueDate: '2025-04-15',
      paymentTerms: '30 days',
      status: 'sent',
      paymentStatus: 'paid',
      paidAt: '2025-04-10T09:00:00.000Z',
      notes: '',
      emailMessage: 'Hello',
      scheduleId: 'sch-1',
      generatedFromScheduleId: 'sch-0',
      companyId: 'co-1',
      documentType: 'credit_note',
      paymentReference: '+++090/9337/55493+++',
      peppolStatus: 'delivered',
      synced: true,
      paymentLinks: [],
      scheduleData: {
        id: 'sch-2',
        type: 'monthly',
        dayOfMonth: 1,
        startDate: '2025-05-01',
        active: true,
      },
    };
    expect(normaliseInvoice(stored, options())).toEqual({ ...fresh(), ...stored });
  });

  it('keeps the server version it was in step with, when it is a whole number from 1', () => {
    expect(normaliseInvoice({ version: 3 }, options())?.version).toBe(3);
    for (const version of [0, -1, 1.5, '3', null]) {
      expect(normaliseInvoice({ version }, options())).not.toHaveProperty('version');
    }
  });

  it('gives a missing due date what the invoice date and its terms give', () => {
    const dated = normaliseInvoice({ date: '2026-02-01', paymentTerms: '30 days' }, options());
    expect(dated).toMatchObject({ date: '2026-02-01', dueDate: '2026-03-03' });
    const onReceipt = normaliseInvoice({ paymentTerms: 'Due on receipt' }, options());
    expect(onReceipt).toMatchObject({ date: '2026-03-10', dueDate: '2026-03-10' });
  });

  it('gives an invoice without payment methods the ones the settings start a new invoice with', () => {
    const bank = { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Vos' };
    const defaults = clientDefaultSettings();
    const settings = {
      ...defaults,
      paymentMethods: { ...defaults.paymentMethods, bank },
      defaultPaymentMethods: ['bank' as const],
    };
    const invoice = normaliseInvoice({}, { ...options(), defaults: settings });
    expect(invoice?.paymentMethods.bank).toEqual(bank);
    const chosen = normaliseInvoice(
      { paymentMethods: { bank: { ...bank, enabled: false } } },
      { ...options(), defaults: settings },
    );
    expect(chosen?.paymentMethods.bank.enabled).toBe(false);
  });

  it("gives a line without a VAT rate the standard rate of the settings' country", () => {
    const germany = { ...options(), defaults: { ...clientDefaultSettings(), country: 'DE' } };
    expect(normaliseInvoice({ items: [{ id: 'a' }] }, germany)?.items[0].vatRate).toBe('19');
  });

  it('drops a damaged schedule draft', () => {
    expect(normaliseInvoice({ scheduleData: { id: 'sch-2', type: 'weekly' } }, options())).toEqual(
      fresh(),
    );
  });

  it.each<{ scenario: string; raw: Record<string, unknown>; expected: Partial<Invoice> }>([
    {
      scenario: 'reads an old numeric invoice number as text',
      raw: { invoiceNumber: 310 },
      expected: { invoiceNumber: '310' },
    },
    {
      scenario: 'replaces unreadable dates with today and the default due date',
      raw: { date: '01-04-2025', dueDate: 20250415 },
      expected: { date: '2026-03-10', dueDate: '2026-03-24' },
    },
    {
      scenario: 'resets unknown statuses',
      raw: { status: 'archived', paymentStatus: 'bogus', paymentTerms: '' },
      expected: { status: 'concept', paymentStatus: 'unpaid', paymentTerms: '14 days' },
    },
    {
      scenario: 'drops an empty id and optional fields that are not text',
      raw: { id: '', paidAt: 5, scheduleId: null, companyId: {} },
      expected: {},
    },
    {
      scenario: 'drops a Peppol status it does not know',
      raw: { peppolStatus: 'lost' },
      expected: {},
    },
    {
      scenario: 'drops an unknown document type (read as an invoice)',
      raw: { documentType: 'receipt' },
      expected: {},
    },
    {
      scenario: 'keeps a known VAT category beside the rate and drops an unknown one',
      raw: {
        items: [
          { id: 'a', vatRate: '0', vatCategory: 'reverse_charge' },
          { id: 'b', vatRate: '0', vatCategory: 'tax_free' },
        ],
      },
      expected: {
        items: [
          {
            id: 'a',
            description: '',
            quantity: '1',
            price: '0,00',
            vatRate: '0',
            vatCategory: 'reverse_charge',
          },
          { id: 'b', description: '', quantity: '1', price: '0,00', vatRate: '0' },
        ],
      },
    },
    {
      scenario: "keeps a known exemption reason and the seller's VAT regime, drops unknown ones",
      raw: {
        vatRegime: 'small_business',
        items: [
          { id: 'a', vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'medical' },
          { id: 'b', vatRate: '0', vatCategory: 'exempt', vatExemptionReason: 'charity' },
        ],
      },
      expected: {
        vatRegime: 'small_business',
        items: [
          {
            id: 'a',
            description: '',
            quantity: '1',
            price: '0,00',
            vatRate: '0',
            vatCategory: 'exempt',
            vatExemptionReason: 'medical',
          },
          {
            id: 'b',
            description: '',
            quantity: '1',
            price: '0,00',
            vatRate: '0',
            vatCategory: 'exempt',
          },
        ],
      },
    },
    {
      scenario: 'drops an unknown VAT regime (read as standard)',
      raw: { vatRegime: 'flat_rate' },
      expected: {},
    },
    {
      scenario: "trims the sender's legal form and register and drops empty or non-text ones",
      raw: { sender: { company: 'Jansen', legalForm: ' BV ', legalRegister: '  ' } },
      expected: { sender: { ...fresh().sender, company: 'Jansen', legalForm: 'BV' } },
    },
    {
      scenario: "drops a sender's legal register that is not text",
      raw: { sender: { legalRegister: 42, legalForm: 'SRL' } },
      expected: { sender: { ...fresh().sender, legalForm: 'SRL' } },
    },
    {
      scenario: 'turns an unknown discount type into none',
      raw: { discount: { type: 'weird', value: '5' } },
      expected: { discount: { type: 'none', value: '0' } },
    },
    {
      scenario:
        'reads a numeric discount as text and recomputes the total, never trusting the stored one',
      raw: {
        discount: { type: 'percentage', value: 150 },
        items: [{ id: 'a', description: 'Work', quantity: '1', price: '100,00', vatRate: '21' }],
        total: 99,
      },
      expected: {
        discount: { type: 'percentage', value: '150' },
        items: [{ id: 'a', description: 'Work', quantity: '1', price: '100,00', vatRate: '21' }],
        total: 0,
      },
    },
    {
      scenario: 'fills a partial recipient from an empty one and keeps a stored sender',
      raw: { recipient: { company: 'Acme' }, sender: { company: 'Jansen', isPlaceholder: {} } },
      expected: {
        recipient: { ...emptyRecipient(), company: 'Acme' },
        sender: { ...fresh().sender, company: 'Jansen', isPlaceholder: {} },
      },
    },
    {
      scenario: 'keeps stored placeholder flags',
      raw: { isPlaceholder: { notes: true } },
      expected: { isPlaceholder: { notes: true } },
    },
    {
      scenario: 'reads payment links only from a list',
      raw: { paymentLinks: 'none', notes: 7 },
      expected: { paymentLinks: [], notes: 'Bedankt voor uw opdracht!' },
    },
  ])('$scenario', ({ raw, expected }) => {
    const invoice = normaliseInvoice(raw, options());
    expect(invoice).toEqual({ ...fresh(), ...expected });
  });

  it.each([
    {
      scenario: 'puts old numeric quantities, prices and rates in canonical form',
      items: [{ id: 'i1', description: 'Old work', quantity: 2, price: 12.5, vatRate: 21 }],
      expected: [
        { id: 'i1', description: 'Old work', quantity: '2', price: '12,50', vatRate: '21' },
      ],
      total: 3025,
    },
    {
      scenario: 'gives missing fields their starter values and an item without id a new id',
      items: [{}],
      expected: [{ id: 'id-2', description: '', quantity: '1', price: '0,00', vatRate: '21' }],
      total: 0,
    },
    {
      scenario: 'keeps only the placeholder flags of line items that are true',
      items: [{ id: 'p', isPlaceholder: { description: true, quantity: 'yes' } }],
      expected: [
        {
          id: 'p',
          description: '',
          quantity: '1',
          price: '0,00',
          vatRate: '21',
          isPlaceholder: { description: true, quantity: false, price: false },
        },
      ],
      total: 0,
    },
    {
      scenario: 'drops line items that are not objects, and keeps an empty list empty',
      items: ['line', null],
      expected: [],
      total: 0,
    },
  ])('$scenario', ({ items, expected, total }) => {
    const invoice = normaliseInvoice({ items }, options());
    expect(invoice?.items).toEqual(expected);
    expect(invoice?.total).toBe(total);
  });
});
