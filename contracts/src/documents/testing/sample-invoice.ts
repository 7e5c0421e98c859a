import { emptyPaymentMethods, type Invoice, type LineItem } from '@app/contracts/invoice';

/**
 * Invoices for specs, the benchmark and the browser test: deterministic (fixed ids and dates),
 * with the non-ASCII names the font must carry. Not part of the public entry point.
 */
export const NON_ASCII_NAME = 'Łódź Ærø Ñandú Müller';

const RATES = ['21', '9', '0'];

export const sampleItems = (count: number): LineItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `item-${String(index + 1).padStart(16, '0')}`,
    description: `Item ${index + 1}: consulting work`,
    quantity: String((index % 4) + 1),
    price: `${100 + index},${String((index * 7) % 100).padStart(2, '0')}`,
    vatRate: RATES[index % RATES.length],
  }));

export const sampleInvoice = (itemCount: number, overrides: Partial<Invoice> = {}): Invoice => {
  const paymentMethods = emptyPaymentMethods();
  return {
    id: 'inv_7Yx2',
    invoiceNumber: 'INV-2026-0042',
    date: '2026-03-05',
    dueDate: '2026-03-19',
    paymentTerms: '14 days',
    status: 'saved',
    paymentStatus: 'unpaid',
    sender: {
      company: `${NON_ASCII_NAME} Studio`,
      address: 'Keizersgracht 1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
    },
    recipient: {
      company: 'Acme B.V.',
      contactName: 'Jan de Vries',
      address: 'Damrak 2',
      postalCode: '1012 LG',
      city: 'Amsterdam',
      email: 'jan@acme.example',
      additionalInfo: 'PO 4711',
    },
    items: sampleItems(itemCount),
    discount: { type: 'percentage', value: '10' },
    notes: 'Thank you for your business!',
    emailMessage: 'Hello Jan,\nHere is the invoice for March.',
    paymentMethods: {
      ...paymentMethods,
      bank: {
        enabled: true,
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        accountName: NON_ASCII_NAME,
      },
      mollie: { ...paymentMethods.mollie, enabled: true, apiKey: 'test_x', isConnected: true },
    },
    paymentLinks: [],
    currency: 'EUR',
    isPlaceholder: {},
    ...overrides,
  };
};
