import type { Invoice } from '@app/contracts/invoice';
import { sampleInvoice } from './sample-invoice.js';

/** The Belgian sender of the credit-note specs: a BE VAT number makes the seller Belgian. */
export const BELGIAN_SENDER: Invoice['sender'] = {
  company: 'Atelier Brugge BV',
  address: 'Markt 1',
  postalCode: '8000',
  city: 'Brugge',
  vatNumber: 'BE0403019261',
  kvkNumber: '0403019261',
};

/**
 * A credit note for `sampleInvoice`'s INV-2026-0042 of 5 March 2026, built by hand as the model
 * describes it: positive lines and totals, its own number, the original's id, number and date.
 */
export const sampleCreditNote = (itemCount: number, overrides: Partial<Invoice> = {}): Invoice =>
  sampleInvoice(itemCount, {
    id: 'cn_9Qw3',
    documentType: 'credit_note',
    creditedInvoice: { id: 'inv_7Yx2', invoiceNumber: 'INV-2026-0042', date: '2026-03-05' },
    invoiceNumber: 'CN-2026-0001',
    date: '2026-04-02',
    dueDate: '2026-04-16',
    emailMessage: 'Hello Jan,\nAs agreed, we credit the March invoice.',
    ...overrides,
  });
