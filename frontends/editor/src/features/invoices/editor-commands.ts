// What the editor's components dispatch. Changes that need several slices or impure inputs (ids,
// today, the settings) are thunks that read the state, call the contracts rule, and dispatch the
// result; the reducers stay pure.
import { copyInvoice, createLineItem, generateId, saveInvoice } from '@app/contracts/invoice';
import { selectEditor, selectSavedInvoice, selectSettings, type AppThunk } from '../../store';
import * as shared from './editor-actions';
import { freshDraft } from './editor-state';
import { editorSlice } from './editorSlice';
import { invoiceEditActions, type InvoiceEdit } from './invoice-edits';
import { selectCurrentInvoice, selectOpenSavedInvoice } from './invoice-selectors';
import { invoicesSlice } from './invoicesSlice';

export type EditorThunk = AppThunk;

const ui = editorSlice.actions;

/** Runs an edit on the invoice in the editor: the open saved invoice, else the working draft. */
const editCurrent =
  (edit: InvoiceEdit): EditorThunk =>
  (dispatch, getState) => {
    dispatch(shared.invoiceEdited({ id: selectOpenSavedInvoice(getState())?.id ?? null, edit }));
  };

const onCurrent =
  <Args extends unknown[]>(create: (...args: Args) => InvoiceEdit) =>
  (...args: Args): EditorThunk =>
    editCurrent(create(...args));

/** Save (spec §4): contracts' saveInvoice decides the number and what the settings remember. */
const saved = (): EditorThunk => (dispatch, getState) => {
  const root = getState();
  const result = saveInvoice({
    invoice: selectCurrentInvoice(root),
    settings: selectSettings(root),
    notesAsDefault: selectEditor(root).notesAsDefault,
    newId: generateId(),
  });
  dispatch(
    shared.invoiceSaved({
      saved: result,
      nextDraft: result.numbered ? freshDraft(result.settings) : null,
    }),
  );
};

/** Shows the working draft; `reset` starts it afresh (new invoice). */
const draftOpened =
  ({ reset }: { reset: boolean }): EditorThunk =>
  (dispatch, getState) => {
    dispatch(ui.draftOpened({ fresh: reset ? freshDraft(selectSettings(getState())) : null }));
  };

const invoiceOpened =
  (id: string): EditorThunk =>
  (dispatch, getState) => {
    if (selectSavedInvoice(getState(), id) !== undefined) dispatch(ui.invoiceOpened(id));
  };

/** Copy: the copy of a saved invoice (or of the working draft, id null) becomes the draft. */
const copied =
  ({ id, today }: { id: string | null; today: string }): EditorThunk =>
  (dispatch, getState) => {
    const root = getState();
    const source = id === null ? selectEditor(root).draft : selectSavedInvoice(root, id);
    if (source !== undefined) dispatch(ui.copyOpened(copyInvoice(source, today)));
  };

/** Delete: the working draft (id null) is reset, a saved invoice removed. */
const deleted =
  (id: string | null): EditorThunk =>
  (dispatch, getState) => {
    dispatch(
      id === null
        ? ui.draftDiscarded(freshDraft(selectSettings(getState())))
        : shared.invoiceDeleted(id),
    );
  };

const itemAdded = (): EditorThunk => (dispatch, getState) => {
  dispatch(
    editCurrent(invoiceEditActions.itemAdded(createLineItem(selectSettings(getState()).country))),
  );
};

export const editorActions = {
  hydrated: shared.hydrated,
  firstVisit: shared.firstVisit,
  startedEditing: ui.startedEditing,
  notesAsDefaultToggled: ui.notesAsDefaultToggled,
  savedDialogClosed: ui.savedDialogClosed,
  paymentStatusSet: invoicesSlice.actions.paymentStatusSet,
  invoiceSent: invoicesSlice.actions.invoiceSent,
  scheduleDraftChanged: shared.scheduleDraftChanged,
  scheduleLinked: invoicesSlice.actions.scheduleLinked,
  scheduleUnlinked: invoicesSlice.actions.scheduleUnlinked,
  senderChanged: onCurrent(invoiceEditActions.senderChanged),
  recipientChanged: onCurrent(invoiceEditActions.recipientChanged),
  senderPlaceholderCleared: onCurrent(invoiceEditActions.senderPlaceholderCleared),
  recipientPlaceholderCleared: onCurrent(invoiceEditActions.recipientPlaceholderCleared),
  companyLinked: onCurrent(invoiceEditActions.companyLinked),
  companyUnlinked: onCurrent(invoiceEditActions.companyUnlinked),
  itemChanged: onCurrent(invoiceEditActions.itemChanged),
  itemPlaceholderCleared: onCurrent(invoiceEditActions.itemPlaceholderCleared),
  itemAdded,
  itemDuplicated: onCurrent(invoiceEditActions.itemDuplicated),
  itemRemoved: onCurrent(invoiceEditActions.itemRemoved),
  discountChanged: onCurrent(invoiceEditActions.discountChanged),
  dateChanged: onCurrent(invoiceEditActions.dateChanged),
  termsChanged: onCurrent(invoiceEditActions.termsChanged),
  paymentMethodsChanged: onCurrent(invoiceEditActions.paymentMethodsChanged),
  notesChanged: onCurrent(invoiceEditActions.notesChanged),
  emailMessageChanged: onCurrent(invoiceEditActions.emailMessageChanged),
  saved,
  draftOpened,
  invoiceOpened,
  copied,
  deleted,
};
