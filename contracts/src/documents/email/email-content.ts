import type { CreditedAmount, Invoice, Language } from '@app/contracts/invoice';
import { documentTitle } from '../document-title.js';
import { invoiceView, type InvoiceView, type OnlineMethodName } from '../invoice-view.js';
import { documentLabel, type DocumentLabelKey, type DocumentLocale } from '../labels.js';

/** An invoice's first e-mail, or the reminder sent when it is overdue. */
export type EmailKind = 'invoice' | 'reminder';

export type LabelledValue = { label: string; value: string };

export type PaymentSection =
  | { kind: 'bank'; intro: string; details: LabelledValue[] }
  | { kind: 'button'; method: OnlineMethodName; intro: string; label: string; url: string | null };

/**
 * What the e-mail says, independent of its HTML or plain-text form, so the two parts can never
 * carry different content. All strings are raw user or label text; each form escapes its own.
 */
export type EmailContent = {
  language: Language;
  /** The wording's locale, for the HTML's lang ("nl-BE" for a Belgian sender's Dutch e-mail). */
  locale: DocumentLocale;
  subject: string;
  heading: string;
  /** A credit note's "Credit note for invoice … of …", else null. */
  reference: string | null;
  message: string | null;
  summary: LabelledValue[];
  /** The law's sentences under the amounts, as the PDF prints them (`InvoiceView.legalNotices`). */
  legalNotices: string[];
  payments: PaymentSection[];
  attachmentNote: string;
  signature: string[];
};

const BUTTON_LABELS: Record<OnlineMethodName, DocumentLabelKey> = {
  mollie: 'payNow',
  paypal: 'payWithPaypal',
  stripe: 'payByCard',
};

/** A sentence with an empty part ("within" with no readable due date) loses its double space. */
const sentence = (text: string): string => text.replace(/\s{2,}/g, ' ').replace(/\s+([:.])/g, '$1');

const bankSection = (
  view: InvoiceView,
  label: (key: DocumentLabelKey) => string,
  reminder: boolean,
): PaymentSection | null => {
  if (view.bank === null) return null;
  const { accountName, iban, bic } = view.bank;
  const details: LabelledValue[] = [
    { label: label('accountName'), value: accountName.trim() },
    { label: label('iban'), value: iban.trim() },
    { label: label('bic'), value: bic ?? '' },
    { label: label('paymentReference'), value: view.paymentReference ?? '' },
  ].filter((detail) => detail.value !== '');
  const intro = documentLabel(view.locale, reminder ? 'reminderBankIntro' : 'emailBankIntro', {
    total: view.amountDue ?? view.total,
    deadline: view.deadline,
  });
  return { kind: 'bank', intro: sentence(intro), details };
};

/**
 * The spec's wording rule: the first enabled method carries the deadline (bank: transfer the
 * total within the terms; otherwise the first online method: pay within the terms using the
 * secure option); every later online method reads 'Or pay this invoice securely online:'.
 * A reminder, sent after the due date, never repeats the invoice's term: it asks for payment
 * within a short new term, or straight away online.
 * Only Mollie has a link (the status page); PayPal and Stripe buttons carry none.
 */
const paymentSections = (view: InvoiceView, reminder: boolean): PaymentSection[] => {
  if (!view.requestsPayment) return [];
  const label = (key: DocumentLabelKey): string => documentLabel(view.locale, key);
  const bank = bankSection(view, label, reminder);
  const firstIntro = reminder
    ? label('reminderFirstMethod')
    : documentLabel(view.locale, 'emailFirstMethod', { deadline: view.deadline });
  const online = view.onlineMethods.map((method, index): PaymentSection => {
    const first = bank === null && index === 0;
    return {
      kind: 'button',
      method,
      intro: first ? sentence(firstIntro) : label('emailLaterMethod'),
      label: label(BUTTON_LABELS[method]),
      url: method === 'mollie' ? view.payUrl : null,
    };
  });
  return bank === null ? online : [bank, ...online];
};

/** Mail headers end at a line break: a subject must never contain one. */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The sender's name and first two lines (address, postcode and city). */
const signatureOf = (view: InvoiceView): string[] =>
  view.sender.company === null
    ? view.sender.lines.slice(0, 2)
    : [view.sender.company, ...view.sender.lines.slice(0, 2)];

/** A credit note's e-mail: the user's message, the reference and the amounts, no pay request. */
const creditNoteContent = (view: InvoiceView, number: string): EmailContent => {
  const label = (key: DocumentLabelKey): string => documentLabel(view.locale, key);
  const company = view.sender.company;
  const subject =
    company === null
      ? documentLabel(view.locale, 'creditNoteSubject', { number })
      : documentLabel(view.locale, 'creditNoteSubjectFrom', { number, company });
  return {
    language: view.language,
    locale: view.locale,
    subject: oneLine(subject),
    heading: documentTitle(view),
    reference: view.creditReference,
    message: view.emailMessage,
    summary: [
      { label: label('creditNoteNumber'), value: number },
      { label: label('creditNoteDate'), value: view.date ?? '' },
      { label: label('total'), value: view.total },
    ].filter((line) => line.value !== ''),
    legalNotices: view.legalNotices,
    payments: [],
    attachmentNote: label('creditNoteAttachment'),
    signature: signatureOf(view),
  };
};

/**
 * `kind` 'reminder' is the overdue reminder of an invoice; a credit note is never overdue and
 * always reads as a credit note. `credits`: the invoice's credit notes, so a partly credited
 * invoice's e-mail asks for what they leave and says so beside its unchanged total. `country`:
 * the settings' country, for when the sender's numbers do not tell where the seller is taxed.
 */
export const emailContent = (
  invoice: Invoice,
  language: Language,
  paymentBaseUrl?: string,
  kind: EmailKind = 'invoice',
  credits: readonly CreditedAmount[] = [],
  country?: string,
): EmailContent => {
  const view = invoiceView(invoice, language, paymentBaseUrl, country, credits);
  const { locale } = view;
  const label = (key: DocumentLabelKey): string => documentLabel(locale, key);
  const number = view.number ?? label('draft');
  if (view.documentType === 'credit_note') return creditNoteContent(view, number);
  const company = view.sender.company;
  const reminder = kind === 'reminder';
  const subject = oneLine(
    company === null
      ? documentLabel(locale, reminder ? 'reminderSubject' : 'emailSubject', { number })
      : documentLabel(locale, reminder ? 'reminderSubjectFrom' : 'emailSubjectFrom', {
          number,
          company,
        }),
  );
  return {
    language,
    locale,
    subject,
    heading: reminder ? documentLabel(locale, 'reminderHeading', { number }) : documentTitle(view),
    reference: null,
    message: reminder
      ? sentence(
          documentLabel(locale, 'reminderText', {
            number,
            total: view.amountDue ?? view.total,
            dueDate: view.dueDate ?? '',
          }),
        )
      : view.emailMessage,
    summary: [
      { label: label('invoiceNumber'), value: number },
      { label: label('invoiceDate'), value: view.date ?? '' },
      { label: label('dueDate'), value: view.dueDate ?? '' },
      { label: label('total'), value: view.total },
      { label: label('amountDue'), value: view.amountDue ?? '' },
    ].filter((line) => line.value !== ''),
    legalNotices: view.legalNotices,
    payments: paymentSections(view, reminder),
    attachmentNote: label('emailAttachment'),
    signature: signatureOf(view),
  };
};
