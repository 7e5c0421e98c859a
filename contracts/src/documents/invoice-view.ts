import {
  amountOwedOfTotal,
  decimalToCanonical,
  discountedLines,
  displayBic,
  enabledPaymentMethods,
  formatDocumentDate,
  formatIban,
  formatMoney,
  isStarterLine,
  paymentTermLabel,
  printedPaymentReference,
  totalsOf,
  type CreditedAmount,
  type DiscountedLine,
  type DocumentType,
  type Invoice,
  type Language,
  type LineItem,
  type PaymentMethodName,
  type Totals,
  type VatCategory,
} from '@app/contracts/invoice';
import { mandatoryTexts, type LineContext } from '@app/contracts/vat';
import { epcPayload } from './epc-payment.js';
import {
  documentLabel,
  documentLocale,
  localeLanguage,
  type DocumentLabelKey,
  type DocumentLocale,
} from './labels.js';
import { invoicePaymentPageUrl, safeHttpUrl } from './safe-url.js';
import { partyView, type PartyView } from './party-view.js';
import { ublVatGroups, type UblVatGroup } from './ubl/ubl-vat.js';
import { documentVatContext } from './vat-context.js';

export type RowView = {
  id: string;
  quantity: string;
  description: string;
  price: string;
  vatRate: string;
  amount: string;
};

export type TotalLineView = { label: string; value: string; strong: boolean };

export type BankView = { accountName: string; iban: string; bic: string | null };

export type OnlineMethodName = Exclude<PaymentMethodName, 'bank'>;

/**
 * Everything a document prints, formatted in the invoice language with the placeholders
 * already left out, so the PDF and the e-mail cannot disagree on a value.
 */
export type InvoiceView = {
  language: Language;
  /** The wording: the language, Belgian Dutch for a Belgian sender's Dutch documents. */
  locale: DocumentLocale;
  documentType: DocumentType;
  /** "Credit note for invoice INV-2026-0042 of 05-03-2026" on a credit note, else null. */
  creditReference: string | null;
  /**
   * Sentences the law asks the document to carry, in the invoice language: the texts of its VAT
   * treatments (`mandatoryTexts`: exemptions, reverse charge, a small business's scheme), then
   * the Belgian credit note's VAT sentence. The PDF, the e-mail and the e-invoice print this list.
   */
  legalNotices: string[];
  /**
   * Whether the document asks the customer to pay: not on a credit note, where nothing is owed
   * (a refund is the seller's to make). `bank` stays filled for the e-invoice's payment means.
   */
  requestsPayment: boolean;
  /** null for a working draft without a number. */
  number: string | null;
  /**
   * What the customer quotes with a transfer, as printed (`printedPaymentReference`): the
   * payment reference, else the number; null while there is neither.
   */
  paymentReference: string | null;
  date: string | null;
  dueDate: string | null;
  terms: string;
  /** "within 14 days", "on receipt" or "by 05/12/2026", for the e-mail's sentences. */
  deadline: string;
  sender: PartyView;
  recipient: PartyView;
  /** Amounts as printed: negative on a credit note (docs/domain-rules.md, "Credit notes"). */
  rows: RowView[];
  /** As computed: positive on a credit note too, as stored and as its e-invoice states them. */
  totals: Totals;
  /** Subtotal, discount, one VAT line per category and rate (as the e-invoice's breakdown), total. */
  totalLines: TotalLineView[];
  total: string;
  /**
   * What the document asks the customer to pay when credit notes left less than the total
   * (contracts' `amountOwed`), formatted; null while the total is what is asked, or nothing is.
   * The totals stay the invoice's own: the document is the legal invoice (docs/domain-rules.md).
   */
  amountDue: string | null;
  bank: BankView | null;
  onlineMethods: OnlineMethodName[];
  payUrl: string | null;
  /** The EPC payment QR code's text while bank transfer is offered and money is owed. */
  epcQr: string | null;
  notes: string | null;
  emailMessage: string | null;
};

/** The stored canonical decimal ("5,5") in the language's notation ("5.5" in English). */
export const localDecimal = (canonical: string, language: Language): string =>
  language === 'en' ? canonical.replace(',', '.') : canonical.replace('.', ',');

const termsText = (terms: string, locale: DocumentLocale): string => {
  const label = paymentTermLabel(terms);
  if ('text' in label) return label.text;
  if (label.key === 'terms.dueOnReceipt') return documentLabel(locale, 'dueOnReceipt');
  const { count } = label.values;
  return documentLabel(locale, count === 1 ? 'termsDay' : 'termsDays', { count });
};

const deadlineText = (invoice: Invoice, locale: DocumentLocale, dueDate: string | null): string => {
  const label = paymentTermLabel(invoice.paymentTerms);
  if ('key' in label && label.key === 'terms.dueOnReceipt') {
    return documentLabel(locale, 'onReceipt');
  }
  if ('key' in label) {
    return documentLabel(locale, 'within', { terms: termsText(invoice.paymentTerms, locale) });
  }
  return dueDate === null ? '' : documentLabel(locale, 'withinDueDate', { date: dueDate });
};

// Moved to the invoice rules, which the VAT rules share; re-exported for the documents' callers.
export { isStarterLine };

/**
 * Money as the document prints it. A credit note stores what it takes back as positive amounts
 * and prints them negative, as Dutch bookkeeping shows a credit (docs/domain-rules.md).
 */
type Money = (cents: number) => string;

const moneyFormat =
  (language: Language, credit: boolean): Money =>
  (cents) =>
    formatMoney(credit && cents !== 0 ? -cents : cents, language);

/** `line`: the item's price, amount and rate as the totals read them. */
const rowView = (
  item: LineItem,
  line: DiscountedLine,
  language: Language,
  money: Money,
): RowView => ({
  id: item.id,
  quantity: localDecimal(item.quantity, language),
  description: item.isPlaceholder?.description ? '' : item.description,
  price: money(line.price),
  vatRate: `${localDecimal(decimalToCanonical(line.rate), language)}%`,
  amount: money(line.amount),
});

/** What follows "VAT 0%" for a category whose lines charge no VAT for a reason of law. */
const CATEGORY_LABELS: Partial<Record<VatCategory, DocumentLabelKey>> = {
  exempt: 'vatExempt',
  reverse_charge: 'vatReverseCharge',
  intra_eu: 'vatIntraEu',
  export: 'vatExport',
};

const vatLineLabel = (group: UblVatGroup, locale: DocumentLocale): string => {
  const language = localeLanguage(locale);
  const rate = `${documentLabel(locale, 'vat')} ${localDecimal(group.rate.toFixed(), language)}%`;
  const category = CATEGORY_LABELS[group.category];
  return category === undefined ? rate : `${rate} ${documentLabel(locale, category)}`;
};

const totalLines = (
  totals: Totals,
  groups: UblVatGroup[],
  locale: DocumentLocale,
  money: Money,
): TotalLineView[] => [
  {
    label: documentLabel(locale, 'subtotal'),
    value: money(totals.subtotal),
    strong: false,
  },
  ...(totals.discountAmount > 0
    ? [
        {
          label: documentLabel(locale, 'discount'),
          value: money(-totals.discountAmount),
          strong: false,
        },
      ]
    : []),
  ...groups.map((group) => ({
    label: vatLineLabel(group, locale),
    value: money(group.vat),
    strong: false,
  })),
  {
    label: documentLabel(locale, 'total'),
    value: money(totals.total),
    strong: true,
  },
];

const creditReferenceOf = (invoice: Invoice, locale: DocumentLocale): string | null => {
  const original = invoice.creditedInvoice;
  if (invoice.documentType !== 'credit_note' || original === undefined) return null;
  return documentLabel(locale, 'creditNoteFor', {
    number: original.invoiceNumber,
    date: formatDocumentDate(original.date, locale) ?? original.date,
  });
};

/**
 * The law's texts for the lines' VAT treatments, then the sentence a Belgian seller's credit
 * note must carry on VAT to be repaid (art. 4, § 1, 3° KB nr. 4; circular AGFisc nr. 15/2015).
 * It is printed on every such credit note: where no VAT was deducted it asks nothing, while its
 * absence can cost the seller the refund of the VAT.
 */
const legalNoticesOf = (
  invoice: Invoice,
  locale: DocumentLocale,
  context: LineContext,
): string[] => {
  const texts = mandatoryTexts(invoice, context.sellerCountry, localeLanguage(locale)).map(
    ({ text }) => text,
  );
  const belgianCredit = invoice.documentType === 'credit_note' && context.sellerCountry === 'BE';
  return belgianCredit ? [...texts, documentLabel(locale, 'vatToBeRepaid')] : texts;
};

const payUrlOf = (invoice: Invoice, paymentBaseUrl: string | undefined): string | null => {
  if (!invoice.paymentMethods.mollie.enabled) return null;
  const statusPage = invoicePaymentPageUrl(paymentBaseUrl, invoice.id);
  if (statusPage !== null) return statusPage;
  // Without a base URL (e.g. rendering offline) the newest stored provider link is the pay link.
  const links = invoice.paymentLinks ?? [];
  return safeHttpUrl(links[links.length - 1]?.url);
};

/**
 * The code asks for what is owed: nothing on a paid invoice (scanning it would pay a second
 * time) or a fully credited one, what the credit notes left on a partly credited one.
 */
const epcQrOf = (invoice: Invoice, owed: number, bankOffered: boolean): string | null => {
  if (!bankOffered || owed <= 0) return null;
  const { bank } = invoice.paymentMethods;
  return epcPayload({
    name: bank.accountName,
    iban: bank.iban,
    bic: bank.bic ?? '',
    amount: owed,
    remittance: printedPaymentReference(invoice),
  });
};

const textOrNull = (text: string, placeholder: boolean | undefined): string | null =>
  placeholder || text.trim() === '' ? null : text;

/**
 * `country` is the seller's country from the user's settings (the invoice has no country
 * field); it decides only when the sender's VAT number and postcode do not (`documentVatContext`). `credits`: the
 * invoice's credit notes (their totals), so what is asked to be paid is what they leave.
 */
export const invoiceView = (
  invoice: Invoice,
  language: Language,
  paymentBaseUrl?: string,
  country = 'NL',
  credits: readonly CreditedAmount[] = [],
): InvoiceView => {
  const credit = invoice.documentType === 'credit_note';
  const money = moneyFormat(language, credit);
  // Totals come from every stored line: the starter line holds zero, so leaving it out of the
  // table never changes a total. The lines' amounts and rates are read once, for the totals,
  // the VAT lines, what is owed and the rows.
  const lines = discountedLines({ items: invoice.items, discount: invoice.discount });
  const totals = totalsOf(lines);
  const context = documentVatContext(invoice, country);
  const locale = documentLocale(language, context.sellerCountry);
  // The VAT lines are the e-invoice's groups, from the same lines and discount shares as the
  // totals, so both documents state the same amounts per category to the cent.
  const { groups } = ublVatGroups(invoice, invoice.items, context, lines);
  const reference = printedPaymentReference(invoice);
  const dueDate = formatDocumentDate(invoice.dueDate, locale);
  const methods = invoice.isPlaceholder.paymentMethods
    ? []
    : enabledPaymentMethods(invoice.paymentMethods);
  const { bank } = invoice.paymentMethods;
  const owed = amountOwedOfTotal(invoice, totals.total, credits);
  return {
    language,
    locale,
    documentType: credit ? 'credit_note' : 'invoice',
    creditReference: creditReferenceOf(invoice, locale),
    legalNotices: legalNoticesOf(invoice, locale, context),
    requestsPayment: !credit,
    number: invoice.invoiceNumber.trim() === '' ? null : invoice.invoiceNumber,
    paymentReference: reference === '' ? null : reference,
    date: formatDocumentDate(invoice.date, locale),
    dueDate,
    terms: termsText(invoice.paymentTerms, locale),
    deadline: deadlineText(invoice, locale, dueDate),
    sender: partyView(
      invoice.sender,
      'sender',
      locale,
      invoice.isPlaceholder.sender,
      context.sellerCountry,
    ),
    recipient: partyView(
      invoice.recipient,
      'recipient',
      locale,
      invoice.isPlaceholder.recipient,
      context.customerCountry,
    ),
    rows: invoice.items.flatMap((item, index) =>
      isStarterLine(item) ? [] : [rowView(item, lines[index], language, money)],
    ),
    totals,
    totalLines: totalLines(totals, groups, locale, money),
    total: money(totals.total),
    amountDue: owed > 0 && owed !== totals.total ? money(owed) : null,
    bank: methods.includes('bank')
      ? // Printed in groups of four, as NL and BE invoices do; the QR code and the e-invoice
        // carry the IBAN as stored.
        { accountName: bank.accountName, iban: formatIban(bank.iban), bic: displayBic(bank.bic) }
      : null,
    onlineMethods: methods.filter((name): name is OnlineMethodName => name !== 'bank'),
    payUrl: !credit && methods.includes('mollie') ? payUrlOf(invoice, paymentBaseUrl) : null,
    epcQr: credit ? null : epcQrOf(invoice, owed, methods.includes('bank')),
    notes: textOrNull(invoice.notes, invoice.isPlaceholder.notes),
    emailMessage: textOrNull(invoice.emailMessage, invoice.isPlaceholder.emailMessage),
  };
};
