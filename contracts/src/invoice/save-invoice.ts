import { DEFAULT_NOTES_MAX_LENGTH } from '../settings/limits.js';
import type { Settings } from '../settings/types.js';
// The leaf file, not the vat index: that index imports this package (an import cycle).
import { paymentReferenceFor } from '../vat/payment-references.js';
import { nextInvoiceNumber } from './numbering.js';
import { computeTotals } from './totals.js';
import { SENDER_FIELDS, type Invoice } from './types.js';

export type SaveInvoiceInput = {
  readonly invoice: Invoice;
  readonly settings: Settings;
  /** The notes' 'save as default' box as the user left it; null when it was not touched. */
  readonly notesAsDefault: boolean | null;
  /** The id a concept gets when it has none yet (ids are injected: no randomness in here). */
  readonly newId: string;
};

export type SavedInvoice = {
  readonly invoice: Invoice;
  readonly settings: Settings;
  /** True when a concept was numbered: the saved-success dialog opens (spec §4). */
  readonly numbered: boolean;
};

/**
 * The 'save as default' box starts checked when the notes are the default notes (spec §2), so
 * an untouched box keeps the default in step with what the user sees.
 */
export const notesSavedAsDefault = (
  notes: string,
  defaultNotes: string,
  chosen: boolean | null,
): boolean => chosen ?? notes === defaultNotes;

/** Two flat records say the same (the sender's optional fields may be absent on either). */
const sameFields = (a: object, b: object | null): boolean => {
  if (b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every(
    (key) => (left[key] ?? '') === (right[key] ?? ''),
  );
};

/**
 * What an invoice's From block and payment methods make the user's defaults, the next invoice's
 * start (docs/editor.md, "Saving remembers"): the sender as the default company once any of its
 * fields has content, and the bank details while bank transfer is on. Saving remembers them,
 * and so does every edit of those two sections (issue 29: they are the user's settings, saved
 * when made). The same object when the settings already say so, so nothing is sent for nothing.
 */
export const rememberedDefaults = (
  invoice: Pick<Invoice, 'sender' | 'paymentMethods'>,
  settings: Settings,
): Settings => {
  let next = settings;
  const { isPlaceholder: _flags, ...company } = invoice.sender;
  if (
    SENDER_FIELDS.some((field) => invoice.sender[field].trim() !== '') &&
    !sameFields(company, settings.defaultCompany)
  ) {
    next = { ...next, defaultCompany: company };
  }
  const bank = invoice.paymentMethods.bank;
  if (bank.enabled && !sameFields(bank, settings.paymentMethods.bank)) {
    next = { ...next, paymentMethods: { ...settings.paymentMethods, bank: { ...bank } } };
  }
  return next;
};

/**
 * What a save remembers for the next invoice: `rememberedDefaults` (the spec's "unless a default
 * company is set" needs a way to set one without an account), and the notes when asked.
 */
const rememberDefaults = (
  invoice: Invoice,
  settings: Settings,
  notesAsDefault: boolean | null,
): Settings => {
  const next: Settings = { ...rememberedDefaults(invoice, settings) };
  if (notesSavedAsDefault(invoice.notes, settings.defaultNotes, notesAsDefault)) {
    next.defaultNotes = invoice.notes.slice(0, DEFAULT_NOTES_MAX_LENGTH);
  }
  return next;
};

/**
 * The payment reference a numbered invoice asks for, by the seller's settings: a Belgian
 * structured reference or an RF reference made of its number. One the invoice already has, and
 * every credit note's (nothing is paid to the seller on it), stays as it is. Browser and server
 * both number invoices, so both give them their reference here.
 */
export const withPaymentReference = (
  invoice: Invoice,
  invoiceNumber: string,
  settings: Pick<Settings, 'paymentReferenceKind'>,
): Invoice => {
  if (invoice.paymentReference !== undefined || invoice.documentType === 'credit_note') {
    return invoice;
  }
  const reference = paymentReferenceFor(invoiceNumber, settings.paymentReferenceKind);
  return reference === undefined ? invoice : { ...invoice, paymentReference: reference };
};

/**
 * A concept is issued under the seller's regime of the day (so its texts survive the seller
 * leaving a scheme; absent means standard), whatever a copied invoice said.
 */
const withRegimeOfTheDay = (invoice: Invoice, settings: Settings): Invoice => {
  const { vatRegime: _copied, ...content } = invoice;
  return settings.vatRegime === 'small_business'
    ? { ...content, vatRegime: settings.vatRegime }
    : content;
};

/**
 * Saving (spec §4 "Invoice status"): a concept gets the next number, status saved and its total,
 * and latestInvoiceNumber moves on; an invoice saved before keeps its number. Either way the
 * settings remember the defaults of the next invoice. The same rules run in the browser and on
 * the server, so a number given out offline follows the same sequence.
 */
export const saveInvoice = ({
  invoice,
  settings,
  notesAsDefault,
  newId,
}: SaveInvoiceInput): SavedInvoice => {
  const remembered = rememberDefaults(invoice, settings, notesAsDefault);
  if (invoice.status !== 'concept') {
    return { invoice, settings: remembered, numbered: false };
  }
  const { invoiceNumber, sequence } = nextInvoiceNumber({
    format: remembered.invoiceNumberFormat,
    latestInvoiceNumber: remembered.latestInvoiceNumber,
    invoiceStartNumber: remembered.invoiceStartNumber,
    invoiceDate: invoice.date,
  });
  return {
    invoice: {
      ...withPaymentReference(withRegimeOfTheDay(invoice, remembered), invoiceNumber, remembered),
      id: invoice.id ?? newId,
      invoiceNumber,
      status: 'saved',
      total: computeTotals(invoice).total,
    },
    settings: { ...remembered, latestInvoiceNumber: sequence },
    numbered: true,
  };
};
