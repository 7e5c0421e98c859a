// The edits a user makes to one invoice. They run on the working draft (editor slice) or on a
// saved invoice (invoices slice), whichever is in the editor, through `applyInvoiceEdit`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  computeDueDate,
  computeTotals,
  duplicateLineItem,
  generateId,
  normaliseDiscount,
  recipientFromCompany,
  type Company,
  type Discount,
  type Invoice,
  type LineItem,
  type LineItemField,
  type PaymentMethods,
  type Recipient,
  type RecipientField,
  type Sender,
  type SenderField,
} from '@app/contracts/invoice';
import {
  lineVatCategory,
  type ExemptionReason,
  type SmallBusinessScheme,
} from '@app/contracts/vat';
import { freshDraft, initialSettings } from './editor-state';
import { today } from './today';
import { linesUnderRegime, withVatChoice } from './vat-lines';

export type FieldEdit<Field extends string> = { field: Field; value: string };

/**
 * The sender's optional company details (issue 32). They have no placeholder: empty is simply
 * absent from the printed invoice.
 */
export const SENDER_COMPANY_FIELDS = ['legalForm', 'legalRegister'] as const;

export type SenderCompanyField = (typeof SENDER_COMPANY_FIELDS)[number];

const isSenderCompanyField = (field: string): field is SenderCompanyField =>
  (SENDER_COMPANY_FIELDS as readonly string[]).includes(field);

/** Clears one field's placeholder flag in place (on an immer draft). */
function clearPlaceholderFlag<F extends string>(
  target: { isPlaceholder?: Partial<Record<F, boolean>> },
  field: F,
): void {
  if (target.isPlaceholder?.[field]) {
    target.isPlaceholder = { ...target.isPlaceholder, [field]: false };
  }
}

/** Sets a field and clears its placeholder flag: any edit of a field makes it real content. */
function withField<T extends { isPlaceholder?: Partial<Record<F, boolean>> }, F extends string>(
  value: T,
  field: F,
  text: string,
): T {
  return { ...value, [field]: text, isPlaceholder: { ...value.isPlaceholder, [field]: false } };
}

const edits = createSlice({
  name: 'invoiceEdit',
  // Never used: edits always run on an existing invoice.
  initialState: (): Invoice => freshDraft(initialSettings()),
  reducers: {
    senderChanged(
      invoice,
      { payload }: PayloadAction<FieldEdit<SenderField | SenderCompanyField>>,
    ) {
      const { field, value } = payload;
      if (isSenderCompanyField(field)) {
        invoice.sender[field] = value;
        return;
      }
      invoice.sender = withField<Sender, SenderField>(invoice.sender, field, value);
    },
    recipientChanged(invoice, { payload }: PayloadAction<FieldEdit<RecipientField>>) {
      invoice.recipient = withField<Recipient, RecipientField>(
        invoice.recipient,
        payload.field,
        payload.value,
      );
      // Clearing the company text while a saved company is linked unlinks it (spec §4).
      if (payload.field === 'company' && payload.value.trim() === '') delete invoice.companyId;
    },
    /** A saved company picked or created: it becomes the recipient and is linked (spec §4). */
    companyLinked(invoice, { payload }: PayloadAction<Company>) {
      invoice.recipient = recipientFromCompany(payload);
      invoice.companyId = payload.id;
    },
    /** 'Clear selection': the company field empties and the invoice no longer names a company. */
    companyUnlinked(invoice) {
      invoice.recipient = withField<Recipient, RecipientField>(invoice.recipient, 'company', '');
      delete invoice.companyId;
    },
    /** Focusing a placeholder field clears its flag (spec §4 "Due date"). */
    senderPlaceholderCleared(invoice, { payload }: PayloadAction<SenderField>) {
      clearPlaceholderFlag(invoice.sender, payload);
    },
    recipientPlaceholderCleared(invoice, { payload }: PayloadAction<RecipientField>) {
      clearPlaceholderFlag(invoice.recipient, payload);
    },
    itemChanged(
      invoice,
      { payload }: PayloadAction<{ id: string; field: LineItemField | 'vatRate'; value: string }>,
    ) {
      const item = invoice.items.find((i) => i.id === payload.id);
      if (item === undefined) return;
      item[payload.field] = payload.value;
      if (payload.field !== 'vatRate') clearPlaceholderFlag(item, payload.field);
    },
    /** The line's VAT select: a rate (standard VAT) or a 0 % category (vat-lines.ts). */
    itemVatChosen(invoice, { payload }: PayloadAction<{ id: string; choice: string }>) {
      const index = invoice.items.findIndex((i) => i.id === payload.id);
      const item = invoice.items[index];
      if (item !== undefined) invoice.items[index] = withVatChoice(item, payload.choice);
    },
    /** Why an exempt line is exempt: the legal text the invoice prints for it. */
    itemExemptionReasonChanged(
      invoice,
      { payload }: PayloadAction<{ id: string; reason: ExemptionReason }>,
    ) {
      const item = invoice.items.find((i) => i.id === payload.id);
      if (item === undefined || lineVatCategory(item) !== 'exempt') return;
      item.vatCategory = 'exempt';
      item.vatExemptionReason = payload.reason;
    },
    /**
     * The seller entered (`scheme`) or left (null) a small-business scheme: the working draft's
     * lines follow (vat-lines.ts `linesUnderRegime`).
     */
    vatRegimeApplied(
      invoice,
      { payload }: PayloadAction<{ scheme: SmallBusinessScheme | null; country: string }>,
    ) {
      invoice.items = linesUnderRegime(invoice.items, payload.scheme, payload.country);
    },
    itemPlaceholderCleared(
      invoice,
      { payload }: PayloadAction<{ id: string; field: LineItemField }>,
    ) {
      const item = invoice.items.find((i) => i.id === payload.id);
      if (item !== undefined) clearPlaceholderFlag(item, payload.field);
    },
    itemAdded(invoice, { payload }: PayloadAction<LineItem>) {
      invoice.items.push(payload);
      invoice.isPlaceholder = { ...invoice.isPlaceholder, items: false };
    },
    itemDuplicated: {
      reducer(invoice, { payload }: PayloadAction<{ id: string; newId: string }>) {
        const index = invoice.items.findIndex((i) => i.id === payload.id);
        const item = invoice.items[index];
        if (item === undefined) return;
        invoice.items.splice(
          index + 1,
          0,
          duplicateLineItem(item, () => payload.newId),
        );
      },
      prepare: (id: string) => ({ payload: { id, newId: generateId() } }),
    },
    itemRemoved(invoice, { payload }: PayloadAction<string>) {
      invoice.items = invoice.items.filter((i) => i.id !== payload);
    },
    discountChanged(invoice, { payload }: PayloadAction<Discount>) {
      invoice.discount = normaliseDiscount(payload);
      invoice.isPlaceholder = { ...invoice.isPlaceholder, discount: false };
    },
    dateChanged: {
      reducer(invoice, { payload }: PayloadAction<{ date: string; today: string }>) {
        invoice.date = payload.date;
        invoice.dueDate = computeDueDate(payload.date, invoice.paymentTerms, payload.today);
      },
      prepare: (date: string) => ({ payload: { date, today: today() } }),
    },
    termsChanged: {
      reducer(invoice, { payload }: PayloadAction<{ terms: string; today: string }>) {
        invoice.paymentTerms = payload.terms;
        invoice.dueDate = computeDueDate(invoice.date, payload.terms, payload.today);
      },
      prepare: (terms: string) => ({ payload: { terms, today: today() } }),
    },
    paymentMethodsChanged(invoice, { payload }: PayloadAction<PaymentMethods>) {
      invoice.paymentMethods = payload;
      invoice.isPlaceholder = { ...invoice.isPlaceholder, paymentMethods: false };
    },
    notesChanged(invoice, { payload }: PayloadAction<string>) {
      invoice.notes = payload;
      invoice.isPlaceholder = { ...invoice.isPlaceholder, notes: false };
    },
    emailMessageChanged(invoice, { payload }: PayloadAction<string>) {
      invoice.emailMessage = payload;
      invoice.isPlaceholder = { ...invoice.isPlaceholder, emailMessage: false };
    },
  },
});

export const invoiceEditActions = edits.actions;

type EditCreators = typeof edits.actions;
export type InvoiceEdit = ReturnType<EditCreators[keyof EditCreators]>;

// Focusing a placeholder is not an edit: the draft is listed once the user changed content.
// Nor is following the seller's regime: the settings changed, not what the user wrote.
const placeholderOnly = new Set<string>([
  edits.actions.senderPlaceholderCleared.type,
  edits.actions.recipientPlaceholderCleared.type,
  edits.actions.itemPlaceholderCleared.type,
  edits.actions.vatRegimeApplied.type,
]);

export const isContentEdit = (edit: InvoiceEdit): boolean => !placeholderOnly.has(edit.type);

/** Applies an edit in place (on an immer draft), keeping the cached total right. */
export function applyInvoiceEdit(invoice: Invoice, edit: InvoiceEdit): void {
  edits.reducer(invoice, edit);
  invoice.total = computeTotals(invoice).total;
}
