// What the editor's components dispatch. Changes that need several slices or impure inputs (ids,
// today, the settings) are thunks that read the state, call the contracts rule, and dispatch the
// result; the reducers stay pure.
import {
  copyInvoice,
  createLineItem,
  generateId,
  rememberedDefaults,
  saveInvoice,
} from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { issueProblems } from '@app/contracts/vat';
import { selectAuthStatus } from '@app/platform';
import { selectEditor, selectSavedInvoice, selectSettings, type AppThunk } from '../../store';
import { settingsActions } from '../settings/settingsSlice';
import * as shared from './editor-actions';
import { pageSaveFirst } from './browser-store/save-first';
import { freshDraft } from './editor-state';
import { editorSlice } from './editorSlice';
import { invoiceEditActions, type InvoiceEdit } from './invoice-edits';
import { selectCurrentInvoice, selectOpenSavedInvoice } from './invoice-selectors';
import { invoicesSlice } from './invoicesSlice';
import { exemptUnderScheme, invoiceScheme, invoiceToIssue, linesUnderRegime } from './vat-lines';

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

/**
 * The From block and the payment methods are the user's settings as much as the invoice's
 * (issue 29): an edit of either makes them the defaults at once, so the settings are saved
 * (debounced, signed in: cloud-sync.ts) when the edit is made, not when an invoice is saved, and
 * a new draft on any device starts from them.
 */
const rememberingDefaults =
  <Args extends unknown[]>(create: (...args: Args) => InvoiceEdit) =>
  (...args: Args): EditorThunk =>
  (dispatch, getState) => {
    dispatch(editCurrent(create(...args)));
    const settings = selectSettings(getState());
    const next = rememberedDefaults(selectCurrentInvoice(getState()), settings);
    if (next !== settings) dispatch(settingsActions.defaultsRemembered(next));
  };

/**
 * Save (spec §4): contracts' saveInvoice decides the number and what the settings remember. An
 * invoice that breaks a VAT rule (issue 32) is not saved: the editor lists what to fix instead,
 * as the server would refuse it. A concept under a small-business scheme is stored at 0 %
 * exempt, whatever a copied or restored line still said.
 */
/** A numbered save waiting for the browser to store it: a second click does not number twice. */
let storing = false;

const saved = (): EditorThunk => (dispatch, getState) => {
  if (storing) return;
  const root = getState();
  const settings = selectSettings(root);
  const invoice = invoiceToIssue(selectCurrentInvoice(root), settings);
  if (issueProblems(invoice, settings.country).length > 0) {
    dispatch(ui.issueCheckShown(true));
    return;
  }
  const result = saveInvoice({
    invoice,
    settings,
    notesAsDefault: selectEditor(root).notesAsDefault,
    newId: generateId(),
  });
  if (!result.numbered) {
    dispatch(shared.invoiceSaved({ saved: result, nextDraft: null }));
    return;
  }
  const nextDraft = freshDraft(result.settings);
  const saveFirst = pageSaveFirst();
  if (saveFirst === null) {
    dispatch(shared.invoiceSaved({ saved: result, nextDraft }));
    return;
  }
  // The number is only taken once the invoice is kept somewhere: stored by this browser, or,
  // signed in, sent to the account (cloud-sync.ts queues it on invoiceSaved; the server's copy is
  // the kept one and comes back with the account's list). Signed out, a refused write (the
  // editor's alert says so) leaves the concept a concept, and the number free.
  storing = true;
  void saveFirst({ saved: result, nextDraft }).then((outcome) => {
    storing = false;
    if (outcome === 'stored' || selectAuthStatus(getState()) === 'signedIn')
      dispatch(shared.invoiceSaved({ saved: result, nextDraft }));
  });
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
    if (source === undefined) return;
    const copy = copyInvoice(source, today);
    const settings = selectSettings(root);
    const scheme = invoiceScheme(copy, settings);
    dispatch(
      ui.copyOpened(
        scheme === null
          ? copy
          : { ...copy, items: linesUnderRegime(copy.items, scheme, settings.country) },
      ),
    );
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

/** A new line: the country's standard rate, or 0 % exempt under a small-business scheme. */
const itemAdded = (): EditorThunk => (dispatch, getState) => {
  const root = getState();
  const settings = selectSettings(root);
  const line = createLineItem(settings.country);
  const scheme = invoiceScheme(selectCurrentInvoice(root), settings);
  dispatch(
    editCurrent(invoiceEditActions.itemAdded(scheme === null ? line : exemptUnderScheme(line))),
  );
};

type SettingsChanges = Partial<
  Pick<Settings, 'country' | 'vatRegime' | 'paymentReferenceKind' | 'invoiceLanguage'>
>;

/**
 * A change of the settings menu. When it takes the seller into or out of a small-business
 * scheme (the regime, or a country without one), the working draft's lines follow; saved
 * invoices keep the regime they were issued under.
 */
const settingsChanged =
  (changes: SettingsChanges): EditorThunk =>
  (dispatch, getState) => {
    const before = selectSettings(getState());
    dispatch(settingsActions.settingsChanged(changes));
    const after = selectSettings(getState());
    const draft = selectEditor(getState()).draft;
    const scheme = invoiceScheme(draft, after);
    if (scheme === invoiceScheme(draft, before)) return;
    dispatch(
      shared.invoiceEdited({
        id: null,
        edit: invoiceEditActions.vatRegimeApplied({ scheme, country: after.country }),
      }),
    );
  };

export const editorActions = {
  hydrated: shared.hydrated,
  firstVisit: shared.firstVisit,
  startedEditing: ui.startedEditing,
  notesAsDefaultToggled: ui.notesAsDefaultToggled,
  savedDialogClosed: ui.savedDialogClosed,
  settingsChanged,
  paymentStatusSet: invoicesSlice.actions.paymentStatusSet,
  invoiceSent: invoicesSlice.actions.invoiceSent,
  scheduleDraftChanged: shared.scheduleDraftChanged,
  scheduleLinked: invoicesSlice.actions.scheduleLinked,
  scheduleUnlinked: invoicesSlice.actions.scheduleUnlinked,
  senderChanged: rememberingDefaults(invoiceEditActions.senderChanged),
  recipientChanged: onCurrent(invoiceEditActions.recipientChanged),
  senderPlaceholderCleared: onCurrent(invoiceEditActions.senderPlaceholderCleared),
  recipientPlaceholderCleared: onCurrent(invoiceEditActions.recipientPlaceholderCleared),
  companyLinked: onCurrent(invoiceEditActions.companyLinked),
  companyUnlinked: onCurrent(invoiceEditActions.companyUnlinked),
  itemChanged: onCurrent(invoiceEditActions.itemChanged),
  itemPlaceholderCleared: onCurrent(invoiceEditActions.itemPlaceholderCleared),
  itemVatChosen: onCurrent(invoiceEditActions.itemVatChosen),
  itemExemptionReasonChanged: onCurrent(invoiceEditActions.itemExemptionReasonChanged),
  itemAdded,
  itemDuplicated: onCurrent(invoiceEditActions.itemDuplicated),
  itemRemoved: onCurrent(invoiceEditActions.itemRemoved),
  discountChanged: onCurrent(invoiceEditActions.discountChanged),
  dateChanged: onCurrent(invoiceEditActions.dateChanged),
  termsChanged: onCurrent(invoiceEditActions.termsChanged),
  paymentMethodsChanged: rememberingDefaults(invoiceEditActions.paymentMethodsChanged),
  notesChanged: onCurrent(invoiceEditActions.notesChanged),
  emailMessageChanged: onCurrent(invoiceEditActions.emailMessageChanged),
  saved,
  draftOpened,
  invoiceOpened,
  copied,
  deleted,
};
