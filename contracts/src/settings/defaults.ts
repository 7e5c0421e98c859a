import { DEFAULT_INVOICE_NUMBER_FORMAT, emptyPaymentMethods } from '../invoice/index.js';
import type { Settings } from './types.js';

export const DEFAULT_NOTES = 'Thank you for your business!';

export const DEFAULT_NOTES_MAX_LENGTH = 500;

/** Defaults of the client (editor): a Dutch user starting at invoice 300. */
export const clientDefaultSettings = (): Settings => ({
  language: 'nl',
  invoiceLanguage: 'nl',
  country: 'NL',
  invoiceStartNumber: 300,
  latestInvoiceNumber: 0,
  defaultNotes: DEFAULT_NOTES,
  defaultCompany: null,
  logo: null,
  paymentMethods: emptyPaymentMethods(),
  defaultPaymentMethods: [],
  invoiceNumberFormat: { ...DEFAULT_INVOICE_NUMBER_FORMAT },
});

/** What the admin screens assume for a user who has no stored settings. */
export const adminDefaultSettings = (): Settings => ({
  ...clientDefaultSettings(),
  language: 'en',
  invoiceLanguage: 'en',
  invoiceStartNumber: 1,
});
