import { describe, expect, it } from '@jest/globals';
import {
  copyInvoice,
  createEmptyInvoice,
  draftWithDefaults,
  scheduledInvoice,
  emptyRecipient,
  emptySender,
  initialPaymentMethods,
  type InvoiceDefaults,
} from './new-invoice.js';
import { emptyPaymentMethods } from './payment-methods.js';
import type { Invoice, PaymentMethods } from './types.js';

const sequentialIds = () => {
  let next = 0;
  return () => `id-${++next}`;
};

const configured: PaymentMethods = {
  bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Jan' },
  paypal: { enabled: false, email: 'jan@example.nl' },
  mollie: {
    enabled: true,
    apiKey: 'live_x',
    description: 'Invoice {invoiceNumber}',
    isConnected: true,
    businessName: 'Jan',
  },
  stripe: { enabled: false, accountId: '', description: 'Invoice {invoiceNumber}' },
};

const defaults: InvoiceDefaults = {
  country: 'NL',
  defaultNotes: 'Thank you for your business!',
  defaultCompany: null,
  paymentMethods: emptyPaymentMethods(),
  defaultPaymentMethods: [],
};

describe('createEmptyInvoice', () => {
  it('makes a fresh concept per the spec', () => {
    expect(createEmptyInvoice(defaults, '2026-05-04', sequentialIds())).toEqual({
      invoiceNumber: '',
      date: '2026-05-04',
      dueDate: '2026-05-18',
      paymentTerms: '14 days',
      status: 'concept',
      paymentStatus: 'unpaid',
      sender: emptySender(),
      recipient: emptyRecipient(),
      items: [
        {
          id: 'id-1',
          description: '',
          quantity: '1',
          price: '0,00',
          vatRate: '21',
          isPlaceholder: { description: true, quantity: true, price: true },
        },
      ],
      discount: { type: 'none', value: '0' },
      notes: 'Thank you for your business!',
      emailMessage: '',
      paymentMethods: emptyPaymentMethods(),
      paymentLinks: [],
      currency: 'EUR',
      total: 0,
      synced: false,
      isPlaceholder: { notes: false, discount: true, emailMessage: true, paymentMethods: true },
    });
  });

  it.each([
    {
      scenario: 'the default company is the sender',
      settings: {
        ...defaults,
        defaultCompany: {
          company: 'Jan BV',
          address: 'Straat 1',
          postalCode: '1234 AB',
          city: 'Utrecht',
          vatNumber: 'NL001',
          kvkNumber: '123',
        },
      },
      check: (invoice: Invoice) =>
        expect(invoice.sender).toEqual({
          company: 'Jan BV',
          address: 'Straat 1',
          postalCode: '1234 AB',
          city: 'Utrecht',
          vatNumber: 'NL001',
          kvkNumber: '123',
          isPlaceholder: {},
        }),
    },
    {
      scenario: "the country's rate is on the starter line",
      settings: { ...defaults, country: 'DE' },
      check: (invoice: Invoice) => expect(invoice.items[0]?.vatRate).toBe('19'),
    },
    {
      scenario: 'configured methods that are enabled are no placeholder',
      settings: { ...defaults, paymentMethods: configured },
      check: (invoice: Invoice) => {
        expect(invoice.paymentMethods.bank.enabled).toBe(true);
        expect(invoice.isPlaceholder.paymentMethods).toBe(false);
      },
    },
  ])('$scenario', ({ settings, check }) => {
    check(createEmptyInvoice(settings, '2026-05-04', sequentialIds()));
  });

  it('generates a real id for the starter line by default', () => {
    expect(createEmptyInvoice(defaults, '2026-05-04').items[0]?.id).toHaveLength(21);
  });
});

describe('initialPaymentMethods', () => {
  const enabledNames = (methods: PaymentMethods) =>
    Object.entries(methods)
      .filter(([, method]) => method.enabled)
      .map(([name]) => name);

  it.each([
    {
      scenario: 'no default list keeps each enabled flag',
      chosen: [],
      enabled: ['bank', 'mollie'],
    },
    { scenario: 'the default list decides', chosen: ['paypal' as const], enabled: ['paypal'] },
    {
      scenario: 'several defaults',
      chosen: ['bank' as const, 'mollie' as const],
      enabled: ['bank', 'mollie'],
    },
    { scenario: "'none' disables all", chosen: ['none' as const, 'bank' as const], enabled: [] },
    {
      scenario: 'an unconfigured method is never enabled',
      chosen: ['stripe' as const],
      enabled: [],
    },
  ])('$scenario', ({ chosen, enabled }) => {
    expect(
      enabledNames(
        initialPaymentMethods({
          ...defaults,
          paymentMethods: configured,
          defaultPaymentMethods: chosen,
        }),
      ),
    ).toEqual(enabled);
  });
});

const original: Invoice = {
  id: 'inv-1',
  invoiceNumber: 'INV-2026-0300',
  date: '2026-01-10',
  dueDate: '2026-02-09',
  paymentTerms: '30 days',
  status: 'sent',
  paymentStatus: 'paid',
  paidAt: '2026-01-20T10:00:00Z',
  sender: {
    company: 'Jan BV',
    address: 'a',
    postalCode: 'p',
    city: 'c',
    vatNumber: 'v',
    kvkNumber: 'k',
  },
  recipient: {
    company: 'Klant',
    address: 'a',
    postalCode: 'p',
    city: 'c',
    email: 'klant@example.nl',
  },
  companyId: 'company-1',
  items: [{ id: 'item-1', description: 'Design', quantity: '2', price: '100,00', vatRate: '21' }],
  discount: { type: 'percentage', value: '10' },
  notes: 'Thanks',
  emailMessage: 'Dear customer',
  paymentMethods: configured,
  paymentLinks: [
    { id: 'l', provider: 'mollie', status: 'paid', createdAt: '2026-01-11', url: 'https://pay' },
  ],
  scheduleId: 'schedule-1',
  generatedFromScheduleId: 'schedule-0',
  currency: 'EUR',
  total: 21780,
  synced: true,
  isPlaceholder: { notes: false, discount: false, emailMessage: false },
};

describe('copyInvoice', () => {
  it('makes a new concept that keeps sender, recipient, items, notes, discount, methods and terms', () => {
    expect(copyInvoice(original, '2026-05-04', sequentialIds())).toEqual({
      invoiceNumber: '',
      date: '2026-05-04',
      dueDate: '2026-06-03',
      paymentTerms: '30 days',
      status: 'concept',
      paymentStatus: 'unpaid',
      sender: original.sender,
      recipient: original.recipient,
      companyId: 'company-1',
      items: [{ id: 'id-1', description: 'Design', quantity: '2', price: '100,00', vatRate: '21' }],
      discount: { type: 'percentage', value: '10' },
      notes: 'Thanks',
      emailMessage: '',
      paymentMethods: configured,
      paymentLinks: [],
      currency: 'EUR',
      total: 21780,
      synced: false,
      isPlaceholder: { notes: false, discount: false, emailMessage: true },
    });
  });

  it('leaves out a company link the original did not have, and shares no objects', () => {
    const { companyId: _companyId, ...withoutCompany } = original;
    const copy = copyInvoice(withoutCompany, '2026-05-04');
    expect(copy).not.toHaveProperty('companyId');
    expect(copy.sender).not.toBe(original.sender);
    expect(copy.items[0]?.id).not.toBe('item-1');
  });
});

describe('scheduledInvoice', () => {
  it('is a saved copy on the schedule date, due by the template terms, linked to its schedule', () => {
    const generated = scheduledInvoice(original, '2026-02-28', 'schedule-1', sequentialIds());
    expect(generated).toMatchObject({
      invoiceNumber: '',
      date: '2026-02-28',
      dueDate: '2026-03-30',
      status: 'saved',
      paymentStatus: 'unpaid',
      paymentLinks: [],
      generatedFromScheduleId: 'schedule-1',
      emailMessage: 'Dear customer',
      isPlaceholder: original.isPlaceholder,
      items: [{ id: 'id-1', description: 'Design', quantity: '2', price: '100,00', vatRate: '21' }],
      total: 21780,
    });
    expect(generated).not.toHaveProperty('scheduleId');
    expect(generated).not.toHaveProperty('paidAt');
    expect(generated).not.toHaveProperty('id');
  });
});

describe('draftWithDefaults (settings that arrive after the draft was made)', () => {
  const company = {
    company: 'Jansen Design',
    address: 'Keizersgracht 1',
    postalCode: '1015 AA',
    city: 'Amsterdam',
    vatNumber: '',
    kvkNumber: '',
  };
  const arrived: InvoiceDefaults = {
    ...defaults,
    defaultCompany: company,
    paymentMethods: configured,
  };
  const placeholders = createEmptyInvoice(defaults, '2026-03-10', sequentialIds());

  it('fills a placeholder sender and placeholder payment methods', () => {
    const draft = draftWithDefaults(placeholders, arrived);
    expect(draft.sender).toEqual({ ...company, isPlaceholder: {} });
    expect(draft.paymentMethods.bank.enabled).toBe(true);
    expect(draft.isPlaceholder?.paymentMethods).toBe(false);
    expect(draft.items).toBe(placeholders.items);
  });

  it('never overwrites what the user wrote', () => {
    const written: Invoice = {
      ...placeholders,
      sender: { ...emptySender(), city: 'Utrecht', isPlaceholder: { city: false } },
      paymentMethods: { ...emptyPaymentMethods(), mollie: { ...configured.mollie } },
      isPlaceholder: { ...placeholders.isPlaceholder, paymentMethods: false },
    };
    expect(draftWithDefaults(written, arrived)).toBe(written);
  });

  it('answers the draft itself when the settings hold nothing to take', () => {
    expect(draftWithDefaults(placeholders, defaults)).toBe(placeholders);
  });
});
