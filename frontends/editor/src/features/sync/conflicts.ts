// Version conflicts (docs/cloud-sync.md "Versions and conflicts"): a queued change the server
// refused with 412 because another device (or the server itself) changed the invoice or the
// settings since the version this browser edited. Which fields differ, whether the user must
// choose, and this browser's change moved onto the server's copy.
import { computeTotals, type Invoice, type PaymentStatus } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';

/** What the user can change on an invoice, in the order the dialog lists them. */
export const INVOICE_FIELDS = [
  'recipient',
  'sender',
  'date',
  'dueDate',
  'paymentTerms',
  'items',
  'discount',
  'total',
  'notes',
  'emailMessage',
  'paymentMethods',
  'paymentReference',
  'paymentStatus',
] as const;

export type InvoiceField = (typeof INVOICE_FIELDS)[number];

/** The settings a user edits, in the order the dialog lists them (not the counter, not the logo). */
export const SETTINGS_FIELDS = [
  'defaultCompany',
  'defaultNotes',
  'paymentMethods',
  'defaultPaymentMethods',
  'invoiceNumberFormat',
  'invoiceStartNumber',
  'creditNoteNumberFormat',
  'creditNoteStartNumber',
  'reminders',
  'language',
  'invoiceLanguage',
  'country',
  'vatRegime',
  'paymentReferenceKind',
] as const;

export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The sweep's statuses are the server's reading of "unpaid", not a user's choice. */
const USER_PAYMENT_STATUS: Partial<Record<PaymentStatus, PaymentStatus>> = {
  overdue: 'unpaid',
  overdue_reminded: 'unpaid',
};

/** JSON with sorted keys: the server's copies come back from jsonb with keys in another order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );

/** Placeholder flags say how a value looks in the editor, not what it is. */
const withoutFlags = (value: object): object => {
  const { isPlaceholder: _flags, ...rest } = value as { isPlaceholder?: unknown };
  return rest;
};

/** The server keeps a Mollie key masked on invoices and in answers: never a difference. */
const withoutSecret = (methods: Invoice['paymentMethods']): unknown => ({
  ...methods,
  mollie: { ...methods.mollie, apiKey: '' },
});

const invoiceValue = (invoice: Invoice, field: InvoiceField): unknown => {
  switch (field) {
    case 'total':
      return computeTotals(invoice).total;
    case 'sender':
    case 'recipient':
      return withoutFlags(invoice[field]);
    case 'items':
      return invoice.items.map(withoutFlags);
    case 'paymentMethods':
      return withoutSecret(invoice.paymentMethods);
    case 'paymentStatus':
      return USER_PAYMENT_STATUS[invoice.paymentStatus] ?? invoice.paymentStatus;
    case 'paymentReference':
      return invoice.paymentReference ?? '';
    default:
      return invoice[field];
  }
};

const sameInvoiceField = (a: Invoice, b: Invoice, field: InvoiceField): boolean =>
  canonical(invoiceValue(a, field)) === canonical(invoiceValue(b, field));

export type InvoiceConflict = {
  /** The fields this browser's copy and the server's disagree on. */
  differing: InvoiceField[];
  /**
   * Whether the user has to choose: the server's copy changed one of those fields since the
   * version this browser edited (`base`), or, without that copy, whenever any differ.
   */
  needsUser: boolean;
};

export function invoiceConflict(mine: Invoice, theirs: Invoice, base?: Invoice): InvoiceConflict {
  const differing = INVOICE_FIELDS.filter((field) => !sameInvoiceField(mine, theirs, field));
  const needsUser =
    base === undefined
      ? differing.length > 0
      : differing.some((field) => !sameInvoiceField(theirs, base, field));
  return { differing, needsUser };
}

/**
 * This browser's invoice moved onto the server's copy: its own fields, and what only the server
 * changes from the server's (number, sent, payment links, the schedule link, its version). The
 * payment status stays the server's unless this browser changed it (the sweep's "overdue" is not
 * undone by a change that never touched it).
 */
export function rebaseInvoice(mine: Invoice, theirs: Invoice, base?: Invoice): Invoice {
  const changedStatus = base === undefined || mine.paymentStatus !== base.paymentStatus;
  const payment = changedStatus ? mine : theirs;
  const { paidAt: _paidAt, scheduleId: _scheduleId, ...rest } = mine;
  return {
    ...rest,
    invoiceNumber: theirs.invoiceNumber,
    ...(theirs.documentType === undefined ? {} : { documentType: theirs.documentType }),
    status: theirs.status === 'sent' ? 'sent' : mine.status,
    paymentStatus: payment.paymentStatus,
    ...(payment.paidAt === undefined ? {} : { paidAt: payment.paidAt }),
    paymentLinks: theirs.paymentLinks ?? [],
    ...(theirs.scheduleId === undefined ? {} : { scheduleId: theirs.scheduleId }),
    ...(theirs.version === undefined ? {} : { version: theirs.version }),
  };
}

const settingsValue = (settings: Settings, field: SettingsField): unknown =>
  field === 'paymentMethods' ? withoutSecret(settings.paymentMethods) : settings[field];

/** The settings fields this browser's copy and the server's disagree on. */
export function settingsConflict(mine: Settings, theirs: Settings): SettingsField[] {
  return SETTINGS_FIELDS.filter(
    (field) => canonical(settingsValue(mine, field)) !== canonical(settingsValue(theirs, field)),
  );
}
