import {
  canonicalVatRate,
  computeLineAmount,
  computeTotals,
  displayBic,
  enabledPaymentMethods,
  formatDisplayDate,
  formatMoney,
  parseMoneyToCents,
  paymentTermLabel,
  type Invoice,
  type Language,
  type LineItem,
  type PaymentMethodName,
  type Totals,
} from '@app/contracts/invoice';
import { epcPayload } from './epc-payment.js';
import { documentLabel } from './labels.js';
import { invoicePaymentPageUrl, safeHttpUrl } from './safe-url.js';
import { partyView, type PartyView } from './party-view.js';

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
  /** null for a working draft without a number. */
  number: string | null;
  date: string | null;
  dueDate: string | null;
  terms: string;
  /** "within 14 days", "on receipt" or "by 05/12/2026", for the e-mail's sentences. */
  deadline: string;
  sender: PartyView;
  recipient: PartyView;
  rows: RowView[];
  totals: Totals;
  totalLines: TotalLineView[];
  total: string;
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

const displayDate = (date: string, language: Language): string | null => {
  const result = formatDisplayDate(date, language);
  return result.ok ? result.text : null;
};

const termsText = (terms: string, language: Language): string => {
  const label = paymentTermLabel(terms);
  if ('text' in label) return label.text;
  if (label.key === 'terms.dueOnReceipt') return documentLabel(language, 'dueOnReceipt');
  const { count } = label.values;
  return documentLabel(language, count === 1 ? 'termsDay' : 'termsDays', { count });
};

const deadlineText = (invoice: Invoice, language: Language, dueDate: string | null): string => {
  const label = paymentTermLabel(invoice.paymentTerms);
  if ('key' in label && label.key === 'terms.dueOnReceipt') {
    return documentLabel(language, 'onReceipt');
  }
  if ('key' in label) {
    return documentLabel(language, 'within', { terms: termsText(invoice.paymentTerms, language) });
  }
  return dueDate === null ? '' : documentLabel(language, 'withinDueDate', { date: dueDate });
};

/** The untouched starter line (all three fields still placeholders) is not an invoice line. */
export const isStarterLine = (item: LineItem): boolean =>
  Boolean(
    item.isPlaceholder?.description && item.isPlaceholder.quantity && item.isPlaceholder.price,
  );

const rowView = (item: LineItem, language: Language): RowView => ({
  id: item.id,
  quantity: localDecimal(item.quantity, language),
  description: item.isPlaceholder?.description ? '' : item.description,
  price: formatMoney(parseMoneyToCents(item.price), language),
  vatRate: `${localDecimal(canonicalVatRate(item.vatRate), language)}%`,
  amount: formatMoney(computeLineAmount(item), language),
});

const totalLines = (totals: Totals, language: Language): TotalLineView[] => [
  {
    label: documentLabel(language, 'subtotal'),
    value: formatMoney(totals.subtotal, language),
    strong: false,
  },
  ...(totals.discountAmount > 0
    ? [
        {
          label: documentLabel(language, 'discount'),
          value: formatMoney(-totals.discountAmount, language),
          strong: false,
        },
      ]
    : []),
  ...totals.vatBreakdown.map((line) => ({
    label: `${documentLabel(language, 'vat')} ${localDecimal(line.rate, language)}%`,
    value: formatMoney(line.vat, language),
    strong: false,
  })),
  {
    label: documentLabel(language, 'total'),
    value: formatMoney(totals.total, language),
    strong: true,
  },
];

const payUrlOf = (invoice: Invoice, paymentBaseUrl: string | undefined): string | null => {
  if (!invoice.paymentMethods.mollie.enabled) return null;
  const statusPage = invoicePaymentPageUrl(paymentBaseUrl, invoice.id);
  if (statusPage !== null) return statusPage;
  // Without a base URL (e.g. rendering offline) the newest stored provider link is the pay link.
  const links = invoice.paymentLinks ?? [];
  return safeHttpUrl(links[links.length - 1]?.url);
};

/** Paid invoices get no code: scanning it would pay a second time. */
const epcQrOf = (invoice: Invoice, total: number, bankOffered: boolean): string | null => {
  if (!bankOffered || invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'markedPaid') {
    return null;
  }
  const { bank } = invoice.paymentMethods;
  return epcPayload({
    name: bank.accountName,
    iban: bank.iban,
    bic: bank.bic ?? '',
    amount: total,
    remittance: invoice.paymentReference ?? invoice.invoiceNumber,
  });
};

const textOrNull = (text: string, placeholder: boolean | undefined): string | null =>
  placeholder || text.trim() === '' ? null : text;

export const invoiceView = (
  invoice: Invoice,
  language: Language,
  paymentBaseUrl?: string,
): InvoiceView => {
  const items = invoice.items.filter((item) => !isStarterLine(item));
  // Totals come from every stored line: the starter line holds zero, so leaving it out of the
  // table never changes a total.
  const totals = computeTotals({ items: invoice.items, discount: invoice.discount });
  const dueDate = displayDate(invoice.dueDate, language);
  const methods = invoice.isPlaceholder.paymentMethods
    ? []
    : enabledPaymentMethods(invoice.paymentMethods);
  const { bank } = invoice.paymentMethods;
  return {
    language,
    number: invoice.invoiceNumber.trim() === '' ? null : invoice.invoiceNumber,
    date: displayDate(invoice.date, language),
    dueDate,
    terms: termsText(invoice.paymentTerms, language),
    deadline: deadlineText(invoice, language, dueDate),
    sender: partyView(invoice.sender, 'sender', language, invoice.isPlaceholder.sender),
    recipient: partyView(invoice.recipient, 'recipient', language, invoice.isPlaceholder.recipient),
    rows: items.map((item) => rowView(item, language)),
    totals,
    totalLines: totalLines(totals, language),
    total: formatMoney(totals.total, language),
    bank: methods.includes('bank')
      ? { accountName: bank.accountName, iban: bank.iban, bic: displayBic(bank.bic) }
      : null,
    onlineMethods: methods.filter((name): name is OnlineMethodName => name !== 'bank'),
    payUrl: methods.includes('mollie') ? payUrlOf(invoice, paymentBaseUrl) : null,
    epcQr: epcQrOf(invoice, totals.total, methods.includes('bank')),
    notes: textOrNull(invoice.notes, invoice.isPlaceholder.notes),
    emailMessage: textOrNull(invoice.emailMessage, invoice.isPlaceholder.emailMessage),
  };
};
