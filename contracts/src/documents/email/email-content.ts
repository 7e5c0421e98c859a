import type { Invoice, Language } from '@app/contracts/invoice';
import { invoiceView, type InvoiceView, type OnlineMethodName } from '../invoice-view.js';
import { documentLabel, type DocumentLabelKey } from '../labels.js';

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
  subject: string;
  heading: string;
  message: string | null;
  summary: LabelledValue[];
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
): PaymentSection | null => {
  if (view.bank === null) return null;
  const { accountName, iban, bic } = view.bank;
  const details: LabelledValue[] = [
    { label: label('accountName'), value: accountName.trim() },
    { label: label('iban'), value: iban.trim() },
    { label: label('bic'), value: bic ?? '' },
    { label: label('paymentReference'), value: view.number ?? '' },
  ].filter((detail) => detail.value !== '');
  const intro = documentLabel(view.language, 'emailBankIntro', {
    total: view.total,
    deadline: view.deadline,
  });
  return { kind: 'bank', intro: sentence(intro), details };
};

/**
 * The spec's wording rule: the first enabled method carries the deadline (bank: transfer the
 * total within the terms; otherwise the first online method: pay within the terms using the
 * secure option); every later online method reads 'Or pay this invoice securely online:'.
 * Only Mollie has a link (the status page); PayPal and Stripe buttons carry none.
 */
const paymentSections = (view: InvoiceView): PaymentSection[] => {
  const label = (key: DocumentLabelKey): string => documentLabel(view.language, key);
  const bank = bankSection(view, label);
  const online = view.onlineMethods.map((method, index): PaymentSection => {
    const first = bank === null && index === 0;
    return {
      kind: 'button',
      method,
      intro: first
        ? sentence(documentLabel(view.language, 'emailFirstMethod', { deadline: view.deadline }))
        : label('emailLaterMethod'),
      label: label(BUTTON_LABELS[method]),
      url: method === 'mollie' ? view.payUrl : null,
    };
  });
  return bank === null ? online : [bank, ...online];
};

/** Mail headers end at a line break: a subject must never contain one. */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export const emailContent = (
  invoice: Invoice,
  language: Language,
  paymentBaseUrl?: string,
  kind: EmailKind = 'invoice',
): EmailContent => {
  const view = invoiceView(invoice, language, paymentBaseUrl);
  const label = (key: DocumentLabelKey): string => documentLabel(language, key);
  const number = view.number ?? label('draft');
  const company = view.sender.company;
  const reminder = kind === 'reminder';
  const subject = oneLine(
    company === null
      ? documentLabel(language, reminder ? 'reminderSubject' : 'emailSubject', { number })
      : documentLabel(language, reminder ? 'reminderSubjectFrom' : 'emailSubjectFrom', {
          number,
          company,
        }),
  );
  return {
    language,
    subject,
    heading: reminder
      ? documentLabel(language, 'reminderHeading', { number })
      : `${label('invoice')} ${number}`,
    message: reminder
      ? sentence(
          documentLabel(language, 'reminderText', {
            number,
            total: view.total,
            dueDate: view.dueDate ?? '',
          }),
        )
      : view.emailMessage,
    summary: [
      { label: label('invoiceNumber'), value: number },
      { label: label('invoiceDate'), value: view.date ?? '' },
      { label: label('dueDate'), value: view.dueDate ?? '' },
      { label: label('total'), value: view.total },
    ].filter((line) => line.value !== ''),
    payments: paymentSections(view),
    attachmentNote: label('emailAttachment'),
    signature:
      company === null
        ? view.sender.lines.slice(0, 2)
        : [company, ...view.sender.lines.slice(0, 2)],
  };
};
