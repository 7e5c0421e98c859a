import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  computeDueDate,
  computeTotals,
  copyInvoice,
  createLineItem,
  duplicateLineItem,
  generateId,
  nextInvoiceNumber,
  normaliseDiscount,
  normaliseInvoiceNumberFormat,
  SENDER_FIELDS,
  setPaymentStatusManually,
  type Discount,
  type Invoice,
  type InvoiceNumberFormat,
  type Language,
  type LineItem,
  type LineItemField,
  type ManualPaymentStatus,
  type PaymentMethods,
  type Recipient,
  type RecipientField,
  type Sender,
  type SenderField,
} from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { rootReducer } from '@app/platform';
import {
  clearPlaceholderFlag,
  currentInvoiceOf,
  editCurrent,
  freshDraft,
  initialEditorState,
  today,
  withField,
  type EditableSection,
  type EditorState,
  type FieldEdit,
  type PersistedEditorState,
} from './editor-state';

export {
  currentInvoiceOf,
  freshDraft,
  initialEditorState,
  type EditableSection,
  type EditorState,
  type PersistedEditorState,
} from './editor-state';

const slice = createSlice({
  name: 'editor',
  initialState: () => initialEditorState(),
  reducers: {
    /** Replaces the stored part (start-up load, or another tab wrote newer data). */
    hydrated(state, action: PayloadAction<PersistedEditorState>) {
      Object.assign(state, action.payload);
      state.loaded = true;
      if (state.currentId !== null && !state.invoices.some((i) => i.id === state.currentId)) {
        state.currentId = null;
      }
    },
    /** Nothing stored yet: both languages start as the interface language. */
    firstVisit(state, action: PayloadAction<Language>) {
      state.settings.language = action.payload;
      state.settings.invoiceLanguage = action.payload;
      state.loaded = true;
    },
    startedEditing(state, action: PayloadAction<EditableSection | null>) {
      state.editing = action.payload;
    },
    senderChanged(state, action: PayloadAction<FieldEdit<SenderField>>) {
      editCurrent(state, (invoice) => {
        const { field, value } = action.payload;
        invoice.sender = withField<Sender, SenderField>(invoice.sender, field, value);
      });
    },
    recipientChanged(state, action: PayloadAction<FieldEdit<RecipientField>>) {
      editCurrent(state, (invoice) => {
        const { field, value } = action.payload;
        invoice.recipient = withField<Recipient, RecipientField>(invoice.recipient, field, value);
      });
    },
    /** Focusing a placeholder field clears its flag (spec §4 "Due date"). */
    senderPlaceholderCleared(state, action: PayloadAction<SenderField>) {
      editCurrent(state, (invoice) => clearPlaceholderFlag(invoice.sender, action.payload), {
        content: false,
      });
    },
    recipientPlaceholderCleared(state, action: PayloadAction<RecipientField>) {
      editCurrent(state, (invoice) => clearPlaceholderFlag(invoice.recipient, action.payload), {
        content: false,
      });
    },
    itemChanged(
      state,
      action: PayloadAction<{ id: string; field: LineItemField | 'vatRate'; value: string }>,
    ) {
      editCurrent(state, (invoice) => {
        const item = invoice.items.find((i) => i.id === action.payload.id);
        if (item === undefined) return;
        const { field, value } = action.payload;
        item[field] = value;
        if (field !== 'vatRate' && item.isPlaceholder?.[field]) {
          item.isPlaceholder = { ...item.isPlaceholder, [field]: false };
        }
      });
    },
    itemPlaceholderCleared(state, action: PayloadAction<{ id: string; field: LineItemField }>) {
      editCurrent(
        state,
        (invoice) => {
          const item = invoice.items.find((i) => i.id === action.payload.id);
          if (item !== undefined) clearPlaceholderFlag(item, action.payload.field);
        },
        { content: false },
      );
    },
    itemAdded: {
      reducer(state, action: PayloadAction<{ id: string }>) {
        editCurrent(state, (invoice) => {
          invoice.items.push({ ...createLineItem(state.settings.country), id: action.payload.id });
          invoice.isPlaceholder = { ...invoice.isPlaceholder, items: false };
        });
      },
      prepare: () => ({ payload: { id: generateId() } }),
    },
    itemDuplicated: {
      reducer(state, action: PayloadAction<{ id: string; newId: string }>) {
        editCurrent(state, (invoice) => {
          const index = invoice.items.findIndex((i) => i.id === action.payload.id);
          const item = invoice.items[index];
          if (item === undefined) return;
          invoice.items.splice(
            index + 1,
            0,
            duplicateLineItem(item, () => action.payload.newId),
          );
        });
      },
      prepare: (id: string) => ({ payload: { id, newId: generateId() } }),
    },
    itemRemoved(state, action: PayloadAction<string>) {
      editCurrent(state, (invoice) => {
        invoice.items = invoice.items.filter((i: LineItem) => i.id !== action.payload);
      });
    },
    discountChanged(state, action: PayloadAction<Discount>) {
      editCurrent(state, (invoice) => {
        invoice.discount = normaliseDiscount(action.payload);
        invoice.isPlaceholder = { ...invoice.isPlaceholder, discount: false };
      });
    },
    dateChanged(state, action: PayloadAction<string>) {
      editCurrent(state, (invoice) => {
        invoice.date = action.payload;
        invoice.dueDate = computeDueDate(action.payload, invoice.paymentTerms, today());
      });
    },
    termsChanged(state, action: PayloadAction<string>) {
      editCurrent(state, (invoice) => {
        invoice.paymentTerms = action.payload;
        invoice.dueDate = computeDueDate(invoice.date, action.payload, today());
      });
    },
    paymentMethodsChanged(state, action: PayloadAction<PaymentMethods>) {
      editCurrent(state, (invoice) => {
        invoice.paymentMethods = action.payload;
        invoice.isPlaceholder = { ...invoice.isPlaceholder, paymentMethods: false };
      });
    },
    notesChanged(state, action: PayloadAction<string>) {
      editCurrent(state, (invoice) => {
        invoice.notes = action.payload;
        invoice.isPlaceholder = { ...invoice.isPlaceholder, notes: false };
      });
    },
    notesAsDefaultToggled(state, action: PayloadAction<boolean>) {
      state.notesAsDefault = action.payload;
    },
    emailMessageChanged(state, action: PayloadAction<string>) {
      editCurrent(state, (invoice) => {
        invoice.emailMessage = action.payload;
        invoice.isPlaceholder = { ...invoice.isPlaceholder, emailMessage: false };
      });
    },
    /**
     * Save (spec §4 "Invoice status"): a concept gets the next number and latestInvoiceNumber
     * moves on; the saved-success dialog opens. The sender and the bank details become the
     * defaults of the next invoice, and the notes too when 'save as default' is checked.
     */
    saved: {
      reducer(state, action: PayloadAction<{ id: string }>) {
        const invoice = currentInvoiceOf(state);
        state.editing = null;
        const saveNotes = state.notesAsDefault ?? invoice.notes === state.settings.defaultNotes;
        if (saveNotes) state.settings.defaultNotes = invoice.notes.slice(0, 500);
        state.notesAsDefault = null;
        if (SENDER_FIELDS.some((field) => invoice.sender[field].trim() !== '')) {
          const { isPlaceholder: _flags, ...company } = invoice.sender;
          state.settings.defaultCompany = company;
        }
        if (invoice.paymentMethods.bank.enabled) {
          state.settings.paymentMethods = {
            ...state.settings.paymentMethods,
            bank: { ...invoice.paymentMethods.bank },
          };
        }
        if (invoice.status !== 'concept') {
          return;
        }
        const { invoiceNumber, sequence } = nextInvoiceNumber({
          format: state.settings.invoiceNumberFormat,
          latestInvoiceNumber: state.settings.latestInvoiceNumber,
          invoiceStartNumber: state.settings.invoiceStartNumber,
          invoiceDate: invoice.date,
        });
        const saved: Invoice = {
          ...invoice,
          id: invoice.id ?? action.payload.id,
          invoiceNumber,
          status: 'saved',
          total: computeTotals({ items: invoice.items, discount: invoice.discount }).total,
        };
        state.settings.latestInvoiceNumber = sequence;
        state.invoices.push(saved);
        state.currentId = saved.id ?? null;
        state.draft = freshDraft(state.settings);
        state.draftEdited = false;
        state.justSavedId = saved.id ?? null;
      },
      prepare: () => ({ payload: { id: generateId() } }),
    },
    savedDialogClosed(state) {
      state.justSavedId = null;
    },
    /** Shows the working draft; `reset` starts it afresh (new invoice, delete of the draft). */
    draftOpened(state, action: PayloadAction<{ reset: boolean }>) {
      state.currentId = null;
      state.editing = null;
      state.justSavedId = null;
      state.notesAsDefault = null;
      if (action.payload.reset) {
        state.draft = freshDraft(state.settings);
        state.draftEdited = false;
      }
    },
    invoiceOpened(state, action: PayloadAction<string>) {
      if (state.invoices.some((i) => i.id === action.payload)) {
        state.currentId = action.payload;
        state.editing = null;
        state.notesAsDefault = null;
      }
    },
    /** Copy: the copy becomes the working draft (spec §4). */
    copied(state, action: PayloadAction<{ id: string | null; today: string }>) {
      const source =
        action.payload.id === null
          ? state.draft
          : state.invoices.find((i) => i.id === action.payload.id);
      if (source === undefined) return;
      state.draft = copyInvoice(source, action.payload.today);
      state.draftEdited = true;
      state.currentId = null;
      state.editing = null;
      state.notesAsDefault = null;
    },
    /** Delete: the working draft is reset, a saved invoice removed. */
    deleted(state, action: PayloadAction<string | null>) {
      if (action.payload === null) {
        state.draft = freshDraft(state.settings);
        state.draftEdited = false;
        return;
      }
      state.invoices = state.invoices.filter((i) => i.id !== action.payload);
      if (state.currentId === action.payload) state.currentId = null;
    },
    paymentStatusSet(
      state,
      action: PayloadAction<{ id: string; status: ManualPaymentStatus; now: string }>,
    ) {
      const index = state.invoices.findIndex((i) => i.id === action.payload.id);
      const invoice = state.invoices[index];
      if (invoice === undefined) return;
      state.invoices[index] = setPaymentStatusManually(
        invoice,
        action.payload.status,
        action.payload.now,
      );
    },
    settingsChanged(
      state,
      action: PayloadAction<Partial<Pick<Settings, 'country' | 'invoiceLanguage' | 'language'>>>,
    ) {
      Object.assign(state.settings, action.payload);
    },
    numberFormatChanged(state, action: PayloadAction<InvoiceNumberFormat>) {
      state.settings.invoiceNumberFormat = normaliseInvoiceNumberFormat(action.payload);
    },
  },
});

export const editorSlice = slice;
/** The slice injected into platform's root reducer; its selectors read the root state. */
export const injectedEditorSlice = slice.injectInto(rootReducer);
export const editorActions = slice.actions;

declare module '@app/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}

export type EditorRootState = { editor: EditorState };

export const selectEditor = (state: EditorRootState): EditorState => state.editor;
export const selectCurrentInvoice = (state: EditorRootState): Invoice =>
  currentInvoiceOf(state.editor);
export const selectSettings = (state: EditorRootState): Settings => state.editor.settings;
