import { DEFAULT_INVOICE_NUMBER_FORMAT, emptyPaymentMethods } from '../invoice/index.js';
import { defaultPaymentReferenceKind } from '../vat/payment-references.js';
import { DEFAULT_CREDIT_NOTE_NUMBER_FORMAT } from './number-series.js';
import { defaultReminderSettings } from './reminders.js';
import type { Settings } from './types.js';

import type { Language } from '../invoice/index.js';

export const DEFAULT_NOTES = 'Thank you for your business!';

/**
 * The spec's default note is English; a Dutch freelancer starting in Dutch gets the same
 * sentence in Dutch, since the note is printed on the invoice.
 */
const DEFAULT_NOTES_BY_LANGUAGE: Record<Language, string> = {
  en: DEFAULT_NOTES,
  nl: 'Bedankt voor uw opdracht!',
};

export const defaultNotesFor = (language: Language): string => DEFAULT_NOTES_BY_LANGUAGE[language];

export { DEFAULT_NOTES_MAX_LENGTH } from './limits.js';

/**
 * Defaults of the client (editor): a Dutch user starting at invoice 300. The server reads a user
 * who never saved settings with these, so the note is Dutch like the invoice language: an English
 * note on a Dutch invoice is what the native reader found (docs/documents.md, "Wording").
 */
export const clientDefaultSettings = (): Settings => ({
  language: 'nl',
  invoiceLanguage: 'nl',
  country: 'NL',
  vatRegime: 'standard',
  paymentReferenceKind: defaultPaymentReferenceKind('NL'),
  invoiceStartNumber: 300,
  latestInvoiceNumber: 0,
  defaultNotes: defaultNotesFor('nl'),
  defaultCompany: null,
  logo: null,
  paymentMethods: emptyPaymentMethods(),
  defaultPaymentMethods: [],
  invoiceNumberFormat: { ...DEFAULT_INVOICE_NUMBER_FORMAT },
  creditNoteNumberFormat: { ...DEFAULT_CREDIT_NOTE_NUMBER_FORMAT },
  creditNoteStartNumber: 1,
  latestCreditNoteNumber: 0,
  reminders: defaultReminderSettings(),
});

/**
 * The settings of a browser that never used the editor: both languages and the default note
 * follow the interface language the visitor arrived in.
 */
export const clientSettingsFor = (language: Language): Settings => ({
  ...clientDefaultSettings(),
  language,
  invoiceLanguage: language,
  defaultNotes: defaultNotesFor(language),
});

/** What the admin screens assume for a user who has no stored settings. */
export const adminDefaultSettings = (): Settings => ({
  ...clientDefaultSettings(),
  language: 'en',
  invoiceLanguage: 'en',
  defaultNotes: DEFAULT_NOTES,
  invoiceStartNumber: 1,
});
