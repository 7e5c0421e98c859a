import { DEFAULT_PAYMENT_TERMS, computeDueDate, defaultDueDate } from './terms.js';
import { computeTotals } from './totals.js';
import {
  createPlaceholderLineItem,
  duplicateLineItem,
  generateId,
  type IdGenerator,
} from './line-items.js';
import { PAYMENT_METHOD_NAMES, normalisePaymentMethods } from './payment-methods.js';
import {
  SENDER_FIELDS,
  type Invoice,
  type PaymentMethodName,
  type PaymentMethods,
  type Recipient,
  type Sender,
} from './types.js';

/** The settings a fresh invoice is made from (the Settings type satisfies it). */
export type InvoiceDefaults = {
  country: string;
  defaultNotes: string;
  defaultCompany: Omit<Sender, 'isPlaceholder'> | null;
  paymentMethods: PaymentMethods;
  defaultPaymentMethods: readonly (PaymentMethodName | 'none')[];
};

export const emptySender = (): Sender => ({
  company: '',
  address: '',
  postalCode: '',
  city: '',
  vatNumber: '',
  kvkNumber: '',
  isPlaceholder: {
    company: true,
    address: true,
    postalCode: true,
    city: true,
    vatNumber: true,
    kvkNumber: true,
  },
});

export const emptyRecipient = (): Recipient => ({
  company: '',
  address: '',
  postalCode: '',
  city: '',
  contactName: '',
  email: '',
  isPlaceholder: {
    company: true,
    address: true,
    postalCode: true,
    city: true,
    contactName: true,
    email: true,
  },
});

/**
 * The payment methods a new invoice offers. defaultPaymentMethods, when set, decides which
 * configured methods start enabled ('none' disables all); when empty, each method keeps its
 * own enabled flag from the settings. Unconfigured methods are never enabled.
 */
export const initialPaymentMethods = (defaults: InvoiceDefaults): PaymentMethods => {
  const methods = normalisePaymentMethods(defaults.paymentMethods);
  const chosen = defaults.defaultPaymentMethods;
  if (chosen.length === 0) {
    return methods;
  }
  const enabled = (name: PaymentMethodName): boolean =>
    !chosen.includes('none') && chosen.includes(name);
  return {
    bank: { ...methods.bank, enabled: enabled('bank') && methods.bank.iban !== '' },
    paypal: { ...methods.paypal, enabled: enabled('paypal') && methods.paypal.email !== '' },
    mollie: { ...methods.mollie, enabled: enabled('mollie') && methods.mollie.apiKey !== '' },
    stripe: { ...methods.stripe, enabled: enabled('stripe') && methods.stripe.accountId !== '' },
  };
};

const anyEnabled = (methods: PaymentMethods): boolean =>
  PAYMENT_METHOD_NAMES.some((name) => methods[name].enabled);

/**
 * A fresh working draft: concept, unpaid, dated today, '14 days' terms due in 14 days, the
 * default notes (real content, not a placeholder), and one greyed starter line. Fields that
 * show placeholder values are flagged in isPlaceholder; the frontends supply their texts.
 */
export const createEmptyInvoice = (
  defaults: InvoiceDefaults,
  today: string,
  newId: IdGenerator = generateId,
): Invoice => {
  const paymentMethods = initialPaymentMethods(defaults);
  return {
    invoiceNumber: '',
    date: today,
    dueDate: defaultDueDate(today),
    paymentTerms: DEFAULT_PAYMENT_TERMS,
    status: 'concept',
    paymentStatus: 'unpaid',
    sender: defaults.defaultCompany
      ? { ...defaults.defaultCompany, isPlaceholder: {} }
      : emptySender(),
    recipient: emptyRecipient(),
    items: [createPlaceholderLineItem(defaults.country, newId)],
    discount: { type: 'none', value: '0' },
    notes: defaults.defaultNotes,
    emailMessage: '',
    paymentMethods,
    paymentLinks: [],
    currency: 'EUR',
    total: 0,
    synced: false,
    isPlaceholder: {
      notes: false,
      discount: true,
      emailMessage: true,
      paymentMethods: !anyEnabled(paymentMethods),
    },
  };
};

/**
 * A draft made before the user's settings arrived (a second browser, before its sign-in sync)
 * takes them where it still shows placeholders: a sender nobody wrote in becomes the default
 * company, payment methods never set become the settings' (issue 29). What the user wrote is
 * kept; the draft itself when there is nothing to take.
 */
export const draftWithDefaults = (draft: Invoice, defaults: InvoiceDefaults): Invoice => {
  const senderEmpty = SENDER_FIELDS.every((field) => draft.sender[field].trim() === '');
  const takeSender = senderEmpty && defaults.defaultCompany !== null;
  const methods = initialPaymentMethods(defaults);
  const takeMethods = draft.isPlaceholder?.paymentMethods === true && anyEnabled(methods);
  if (!takeSender && !takeMethods) return draft;
  return {
    ...draft,
    ...(takeSender && defaults.defaultCompany !== null
      ? { sender: { ...defaults.defaultCompany, isPlaceholder: {} } }
      : {}),
    ...(takeMethods
      ? {
          paymentMethods: methods,
          isPlaceholder: { ...draft.isPlaceholder, paymentMethods: false },
        }
      : {}),
  };
};

/**
 * Copy: a new concept without number that keeps sender, recipient (and its saved company),
 * items (under new ids), notes, discount, payment methods and terms. Everything that belongs
 * to the original's life (id, dates, payments, links, schedule, e-mail message) starts afresh;
 * the copy is dated today with the due date recomputed from the kept terms.
 */
export const copyInvoice = (
  invoice: Invoice,
  today: string,
  newId: IdGenerator = generateId,
): Invoice => {
  const items = invoice.items.map((item) => duplicateLineItem(item, newId));
  return {
    invoiceNumber: '',
    date: today,
    dueDate: computeDueDate(today, invoice.paymentTerms, today),
    paymentTerms: invoice.paymentTerms,
    status: 'concept',
    paymentStatus: 'unpaid',
    sender: { ...invoice.sender },
    recipient: { ...invoice.recipient },
    ...(invoice.companyId === undefined ? {} : { companyId: invoice.companyId }),
    items,
    discount: { ...invoice.discount },
    notes: invoice.notes,
    emailMessage: '',
    paymentMethods: normalisePaymentMethods(invoice.paymentMethods),
    paymentLinks: [],
    currency: 'EUR',
    total: computeTotals({ items, discount: invoice.discount }).total,
    synced: false,
    isPlaceholder: { ...invoice.isPlaceholder, emailMessage: true },
  };
};

/**
 * The invoice a schedule makes for one of its dates (issue 15): the template's copy, dated that
 * date with the due date from the template's terms, saved (it gets the next number when stored),
 * linked to its schedule, and keeping the template's e-mail message for the e-mail it goes out with.
 */
export const scheduledInvoice = (
  template: Invoice,
  date: string,
  scheduleId: string,
  newId: IdGenerator = generateId,
): Invoice => {
  const copy = copyInvoice(template, date, newId);
  return {
    ...copy,
    status: 'saved',
    emailMessage: template.emailMessage,
    generatedFromScheduleId: scheduleId,
    isPlaceholder: { ...template.isPlaceholder },
  };
};
