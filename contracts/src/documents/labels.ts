import type { Language } from '@app/contracts/invoice';

/**
 * The documents' own wording. The PDF and the e-mail are rendered on the server too, without
 * the frontends' i18n, and must read the same wherever they are rendered, so their texts live
 * here in the invoice language, not in a frontend namespace.
 */
const en = {
  amount: 'Amount',
  bankTransfer: 'Bank transfer',
  bic: 'BIC',
  chamberOfCommerce: 'Chamber of Commerce',
  continued: 'continued',
  description: 'Description',
  discount: 'Discount',
  draft: 'Draft',
  dueDate: 'Due date',
  dueOnReceipt: 'Due on receipt',
  emailAttachment: 'You will find the invoice attached as a PDF.',
  emailFirstMethod: 'Please pay this invoice {deadline} using the secure option below:',
  emailBankIntro: 'Please transfer {total} {deadline} to:',
  emailLaterMethod: 'Or pay this invoice securely online:',
  emailSubject: 'Invoice {number}',
  emailSubjectFrom: 'Invoice {number} from {company}',
  reminderHeading: 'Payment reminder for invoice {number}',
  reminderSubject: 'Reminder: invoice {number} is overdue',
  reminderSubjectFrom: 'Reminder: invoice {number} from {company} is overdue',
  reminderText:
    'According to our records, invoice {number} of {total}, due on {dueDate}, has not been paid yet. If you have paid it in the meantime, please disregard this reminder.',
  from: 'From',
  iban: 'IBAN',
  invoice: 'Invoice',
  invoiceDate: 'Invoice date',
  invoiceNumber: 'Invoice number',
  notes: 'Notes',
  pageOf: 'Page {page} of {pages}',
  payByCard: 'Pay by card',
  payNow: 'Pay now',
  payOnline: 'Pay online',
  paymentDetails: 'Payment details',
  scanToPay: 'Scan to pay with your banking app',
  paymentReference: 'Reference',
  payWithPaypal: 'Pay with PayPal',
  price: 'Price',
  quantity: 'Qty',
  subtotal: 'Subtotal',
  terms: 'Terms',
  termsDay: '{count} day',
  termsDays: '{count} days',
  to: 'To',
  total: 'Total',
  vat: 'VAT',
  vatNumber: 'VAT number',
  within: 'within {terms}',
  withinDueDate: 'by {date}',
  onReceipt: 'on receipt',
  accountName: 'Account name',
};

export type DocumentLabelKey = keyof typeof en;

const nl: Record<DocumentLabelKey, string> = {
  amount: 'Bedrag',
  bankTransfer: 'Bankoverschrijving',
  bic: 'BIC',
  chamberOfCommerce: 'KvK-nummer',
  continued: 'vervolg',
  description: 'Omschrijving',
  discount: 'Korting',
  draft: 'Concept',
  dueDate: 'Vervaldatum',
  dueOnReceipt: 'Direct bij ontvangst',
  emailAttachment: 'De factuur vindt u als pdf in de bijlage.',
  emailFirstMethod: 'Betaal deze factuur {deadline} via de beveiligde optie hieronder:',
  emailBankIntro: 'Graag {total} {deadline} overmaken naar:',
  emailLaterMethod: 'Of betaal deze factuur veilig online:',
  emailSubject: 'Factuur {number}',
  emailSubjectFrom: 'Factuur {number} van {company}',
  reminderHeading: 'Betalingsherinnering voor factuur {number}',
  reminderSubject: 'Herinnering: factuur {number} is vervallen',
  reminderSubjectFrom: 'Herinnering: factuur {number} van {company} is vervallen',
  reminderText:
    'Volgens onze administratie is factuur {number} van {total}, met vervaldatum {dueDate}, nog niet betaald. Heeft u inmiddels betaald, dan kunt u deze herinnering als niet verzonden beschouwen.',
  from: 'Van',
  iban: 'IBAN',
  invoice: 'Factuur',
  invoiceDate: 'Factuurdatum',
  invoiceNumber: 'Factuurnummer',
  notes: 'Opmerkingen',
  pageOf: 'Pagina {page} van {pages}',
  payByCard: 'Betalen met creditcard',
  payNow: 'Nu betalen',
  payOnline: 'Online betalen',
  paymentDetails: 'Betaalgegevens',
  scanToPay: 'Scan en betaal met je bank-app',
  paymentReference: 'Kenmerk',
  payWithPaypal: 'Betalen met PayPal',
  price: 'Prijs',
  quantity: 'Aantal',
  subtotal: 'Subtotaal',
  terms: 'Betalingstermijn',
  termsDay: '{count} dag',
  termsDays: '{count} dagen',
  to: 'Aan',
  total: 'Totaal',
  vat: 'Btw',
  vatNumber: 'Btw-nummer',
  within: 'binnen {terms}',
  withinDueDate: 'uiterlijk op {date}',
  onReceipt: 'direct na ontvangst',
  accountName: 'Ten name van',
};

export const DOCUMENT_LABELS: Record<Language, Record<DocumentLabelKey, string>> = { en, nl };

/** A label with its {placeholders} filled in; values are inserted as given (callers escape). */
export const documentLabel = (
  language: Language,
  key: DocumentLabelKey,
  values: Record<string, string | number> = {},
): string =>
  DOCUMENT_LABELS[language][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
