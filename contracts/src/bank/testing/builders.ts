import type { BankCredit, OpenInvoice } from '../types.js';

/** A credit and an open invoice for tests, changed where a scenario needs. */
export const credit = (overrides: Partial<BankCredit> = {}): BankCredit => ({
  id: 'c1',
  account: 'NL91ABNA0417164300',
  amount: 12100,
  currency: 'EUR',
  bookingDate: '2026-02-10',
  valueDate: '2026-02-10',
  bankReference: '',
  endToEndId: '',
  debtorName: 'Someone Else',
  debtorIban: '',
  structuredReferences: [],
  remittanceLines: [],
  ...overrides,
});

export const invoice = (overrides: Partial<OpenInvoice> = {}): OpenInvoice => ({
  id: 'i1',
  invoiceNumber: 'INV-2026-0042',
  owed: 12100,
  customerName: 'Jansen Bouw BV',
  date: '2026-01-20',
  ...overrides,
});
