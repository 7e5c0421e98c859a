// The invoice modules themselves, not the invoice entry point: that one re-exports save-invoice,
// which reads these settings (an import cycle).
import type { InvoiceNumberFormat } from '../invoice/number-format.js';
import type { Language, PaymentMethodName, PaymentMethods, Sender } from '../invoice/types.js';
import type { CountryCode } from '../invoice/vat.js';
import type { PaymentReferenceKind, VatRegime } from '../vat/types.js';

import type { ReminderSettings } from './reminders.js';

export type Logo = { id: string; url: string; filename: string };

/** The user's own company details, used as the sender of new invoices. */
export type DefaultCompany = Omit<Sender, 'isPlaceholder'>;

export type DefaultPaymentMethod = PaymentMethodName | 'none';

export type Settings = {
  /** Interface language. */
  language: Language;
  /** Language the invoice document and e-mail are written in. */
  invoiceLanguage: Language;
  country: CountryCode;
  /** The seller's VAT regime in `country` (issue 32); new invoices take it. */
  vatRegime: VatRegime;
  /** What new invoices ask the customer to quote when paying (issue 32). */
  paymentReferenceKind: PaymentReferenceKind;
  invoiceStartNumber: number;
  /** The last sequence number used; 0 before the first invoice. */
  latestInvoiceNumber: number;
  defaultNotes: string;
  defaultCompany: DefaultCompany | null;
  logo: Logo | null;
  paymentMethods: PaymentMethods;
  defaultPaymentMethods: DefaultPaymentMethod[];
  invoiceNumberFormat: InvoiceNumberFormat;
  /** The credit notes' own series (issue 31): the same shape, default prefix 'CN'. */
  creditNoteNumberFormat: InvoiceNumberFormat;
  creditNoteStartNumber: number;
  /** The last credit-note sequence number used; 0 before the first credit note. */
  latestCreditNoteNumber: number;
  /** Overdue invoices' reminder e-mail (issue 15). */
  reminders: ReminderSettings;
};

/** Where the browser goes to connect a Mollie account (GET /api/mollie/auth/url). */
export type MollieAuthUrl = { url: string };
