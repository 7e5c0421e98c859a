import type { DocumentLocale } from '@app/contracts/invoice';

export { documentLocale, localeLanguage, type DocumentLocale } from '@app/contracts/invoice';

/**
 * The documents' own wording. The PDF and the e-mail are rendered on the server too, without
 * the frontends' i18n, and must read the same wherever they are rendered, so their texts live
 * here in the invoice language, not in a frontend namespace.
 */
const en = {
  amount: 'Amount',
  amountDue: 'Amount due',
  bankTransfer: 'Bank transfer',
  bic: 'BIC',
  chamberOfCommerce: 'Chamber of Commerce',
  continued: 'continued',
  creditNote: 'Credit note',
  creditNoteAttachment: 'You will find the credit note attached as a PDF.',
  creditNoteDate: 'Credit note date',
  creditNoteFor: 'Credit note for invoice {number} of {date}',
  creditNoteNumber: 'Credit note number',
  creditNoteSubject: 'Credit note {number}',
  creditNoteSubjectFrom: 'Credit note {number} from {company}',
  creditNoteTerms: 'To be settled against invoice {number}, or refunded as far as it was paid',
  description: 'Description',
  discount: 'Discount',
  draft: 'Draft',
  draftCreditNote: 'Draft credit note',
  draftInvoice: 'Draft invoice',
  dueDate: 'Due date',
  dueOnReceipt: 'Due on receipt',
  emailAttachment: 'You will find the invoice attached as a PDF.',
  emailFirstMethod: 'Please pay this invoice {deadline} using the secure option below:',
  emailBankIntro: 'Please transfer {total} {deadline} to:',
  emailLaterMethod: 'Or pay this invoice securely online:',
  emailSubject: 'Invoice {number}',
  emailSubjectFrom: 'Invoice {number} from {company}',
  reminderBankIntro: 'Please transfer {total} within 7 days to:',
  reminderFirstMethod:
    'You can pay the outstanding amount online straight away using the button below:',
  reminderHeading: 'Payment reminder for invoice {number}',
  reminderSubject: 'Reminder: invoice {number} has not been paid yet',
  reminderSubjectFrom: 'Payment reminder: invoice {number} from {company}',
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
  lineFallback: 'Line {n}',
  enterpriseNumber: 'Enterprise number',
  // A company number of a party outside the Netherlands and Belgium.
  companyNumber: 'Company registration number',
  // What follows "VAT 0%" in the totals: the line's category, not its legal text (printed below).
  vatExempt: 'exempt',
  vatExport: 'export',
  vatIntraEu: 'intra-EU',
  vatReverseCharge: 'reverse charge',
  // Our English rendering of the Belgian mention; the Dutch one is the regulation's own wording.
  vatToBeRepaid: 'VAT to be repaid to the State to the extent that it was originally deducted',
};

export type DocumentLabelKey = keyof typeof en;

const nl: Record<DocumentLabelKey, string> = {
  amount: 'Bedrag',
  amountDue: 'Nog te betalen',
  bankTransfer: 'Bankoverschrijving',
  bic: 'BIC',
  chamberOfCommerce: 'KvK-nummer',
  continued: 'vervolg',
  creditNote: 'Creditnota',
  creditNoteAttachment: 'De creditnota vindt u als pdf in de bijlage.',
  creditNoteDate: 'Creditnotadatum',
  creditNoteFor: 'Creditnota bij factuur {number} van {date}',
  creditNoteNumber: 'Creditnotanummer',
  creditNoteSubject: 'Creditnota {number}',
  creditNoteSubjectFrom: 'Creditnota {number} van {company}',
  creditNoteTerms:
    'Wordt verrekend met factuur {number}, of terugbetaald voor zover die al is betaald',
  description: 'Omschrijving',
  discount: 'Korting',
  draft: 'Concept',
  draftCreditNote: 'Conceptcreditnota',
  draftInvoice: 'Conceptfactuur',
  dueDate: 'Vervaldatum',
  dueOnReceipt: 'Direct bij ontvangst',
  emailAttachment: 'De factuur vindt u als pdf in de bijlage.',
  emailFirstMethod: 'U kunt deze factuur {deadline} veilig online betalen via de knop hieronder:',
  emailBankIntro: 'Graag {total} {deadline} overmaken naar:',
  emailLaterMethod: 'U kunt deze factuur ook veilig online betalen:',
  emailSubject: 'Factuur {number}',
  emailSubjectFrom: 'Factuur {number} van {company}',
  // After the due date a reminder asks for payment "alsnog", within a short new term: never the
  // invoice's own term again (docs/documents.md, "Wording").
  reminderBankIntro: 'Wilt u {total} alsnog binnen 7 dagen overmaken naar:',
  reminderFirstMethod: 'U kunt het openstaande bedrag direct online betalen via de knop hieronder:',
  reminderHeading: 'Betalingsherinnering voor factuur {number}',
  reminderSubject: 'Herinnering: factuur {number} is nog niet betaald',
  reminderSubjectFrom: 'Betalingsherinnering: factuur {number} van {company}',
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
  scanToPay: 'Scan de code met uw bankapp om te betalen',
  paymentReference: 'Vermeld bij betaling',
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
  lineFallback: 'Regel {n}',
  enterpriseNumber: 'Ondernemingsnummer',
  companyNumber: 'Handelsregisternummer',
  vatExempt: 'vrijgesteld',
  vatExport: 'export',
  vatIntraEu: 'intracommunautair',
  vatReverseCharge: 'verlegd',
  // Verbatim art. 4, § 1, 3° KB nr. 4 (docs/domain-rules.md, "Credit notes").
  vatToBeRepaid:
    'BTW terug te storten aan de Staat in de mate waarin ze oorspronkelijk in aftrek werd gebracht',
};

/**
 * A Belgian sender's Dutch documents speak Belgian Dutch where the two differ on an invoice
 * (docs/documents.md, "Belgian documents"); everything else is the Dutch text.
 */
const nlBE: Partial<Record<DocumentLabelKey, string>> = {
  accountName: 'Op naam van',
  dueDate: 'Vervaldag',
  // A Flemish payer "schrijft over" (the document already says "Bankoverschrijving").
  emailBankIntro: 'Gelieve {total} {deadline} over te schrijven naar:',
  paymentReference: 'Mededeling',
  reminderBankIntro: 'Gelieve {total} alsnog binnen 7 dagen over te schrijven naar:',
  reminderText:
    'Volgens onze administratie is factuur {number} van {total}, met vervaldag {dueDate}, nog niet betaald. Heeft u inmiddels betaald, dan kunt u deze herinnering als niet verzonden beschouwen.',
};

export const DOCUMENT_LABELS: Record<DocumentLocale, Record<DocumentLabelKey, string>> = {
  en,
  nl,
  'nl-BE': { ...nl, ...nlBE },
};

/** A label with its {placeholders} filled in; values are inserted as given (callers escape). */
export const documentLabel = (
  locale: DocumentLocale,
  key: DocumentLabelKey,
  values: Record<string, string | number> = {},
): string =>
  DOCUMENT_LABELS[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
