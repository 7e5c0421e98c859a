import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { draftWithDefaults, type Invoice } from '@app/contracts/invoice';
import { settingsSlice } from '../settings/settingsSlice';
import {
  backupRestored,
  companyDeleted,
  firstVisit,
  hydrated,
  invoiceDeleted,
  invoiceEdited,
  invoiceSaved,
  localDataCleared,
  scheduleDraftChanged,
} from './editor-actions';
import { freshDraft, initialEditorState, type EditableSection } from './editor-state';
import { applyInvoiceEdit, isContentEdit } from './invoice-edits';
import type { WriteFailure } from './browser-store/database';

/** The working draft and what this tab shows: the invoice in the editor, the open section, dialogs. */
export const editorSlice = createSlice({
  name: 'editor',
  initialState: () => initialEditorState(),
  reducers: {
    startedEditing(state, action: PayloadAction<EditableSection | null>) {
      state.editing = action.payload;
    },
    notesAsDefaultToggled(state, action: PayloadAction<boolean>) {
      state.notesAsDefault = action.payload;
    },
    savedDialogClosed(state) {
      state.justSavedId = null;
    },
    /** Saving was refused by the VAT rules (true); the problems list shows until it is fixed. */
    issueCheckShown(state, action: PayloadAction<boolean>) {
      state.issueCheckShown = action.payload;
    },
    /** The browser refused to store a change (null: it stores again). */
    storeFailureChanged(state, action: PayloadAction<WriteFailure | null>) {
      state.storeFailure = action.payload;
    },
    /** Shows the working draft; a `fresh` draft replaces it (new invoice). */
    draftOpened(state, action: PayloadAction<{ fresh: Invoice | null }>) {
      state.currentId = null;
      state.editing = null;
      state.justSavedId = null;
      state.notesAsDefault = null;
      state.issueCheckShown = false;
      if (action.payload.fresh !== null) {
        state.draft = action.payload.fresh;
        state.draftEdited = false;
      }
    },
    /** Deleting the working draft starts it afresh. */
    draftDiscarded(state, action: PayloadAction<Invoice>) {
      state.draft = action.payload;
      state.draftEdited = false;
      state.issueCheckShown = false;
    },
    invoiceOpened(state, action: PayloadAction<string>) {
      state.currentId = action.payload;
      state.editing = null;
      state.notesAsDefault = null;
      state.issueCheckShown = false;
    },
    /** Copy: the copy becomes the working draft (spec §4). */
    copyOpened(state, action: PayloadAction<Invoice>) {
      state.draft = action.payload;
      state.draftEdited = true;
      state.currentId = null;
      state.editing = null;
      state.notesAsDefault = null;
      state.issueCheckShown = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, { payload }) => {
        state.draft = payload.draft;
        state.draftEdited = payload.draftEdited;
        state.loaded = true;
        if (state.currentId !== null && !payload.invoices.some((i) => i.id === state.currentId)) {
          state.currentId = null;
        }
      })
      .addCase(firstVisit, (state) => {
        state.loaded = true;
      })
      // The account's settings reach the draft made before they arrived (a second browser: spec
      // §4 "fetched and applied", issue 29): an untouched draft starts afresh from them, an
      // edited one takes them only where it still shows placeholders.
      .addCase(settingsSlice.actions.cloudSettingsApplied, (state, { payload }) => {
        state.draft = state.draftEdited
          ? draftWithDefaults(state.draft, payload)
          : freshDraft(payload, state.draft.date);
      })
      .addCase(localDataCleared, (state, { payload }) => ({
        ...initialEditorState(payload.settings),
        draft: payload.draft,
        loaded: true,
        // Whether the browser stores is not the account's: it stays until a write tells.
        storeFailure: state.storeFailure,
      }))
      .addCase(invoiceEdited, (state, { payload }) => {
        if (payload.id !== null) return;
        applyInvoiceEdit(state.draft, payload.edit);
        if (isContentEdit(payload.edit)) state.draftEdited = true;
      })
      .addCase(invoiceSaved, (state, { payload }) => {
        state.editing = null;
        state.notesAsDefault = null;
        state.issueCheckShown = false;
        if (!payload.saved.numbered || payload.nextDraft === null) return;
        const id = payload.saved.invoice.id ?? null;
        state.currentId = id;
        state.justSavedId = id;
        state.draft = payload.nextDraft;
        state.draftEdited = false;
      })
      .addCase(invoiceDeleted, (state, action) => {
        if (state.currentId === action.payload) state.currentId = null;
      })
      .addCase(backupRestored, (state, { payload }) => {
        if (payload.draft === null) return;
        state.draft = payload.draft;
        state.draftEdited = true;
      })
      .addCase(companyDeleted, (state, { payload }) => {
        if (state.draft.companyId === payload) delete state.draft.companyId;
      })
      .addCase(scheduleDraftChanged, (state, { payload }) => {
        if (payload.id !== null) return;
        if (payload.draft === null) {
          delete state.draft.scheduleData;
          return;
        }
        state.draft.scheduleData = payload.draft;
        // A schedule is the user's change: the draft is listed and 'new invoice' asks first.
        state.draftEdited = true;
      });
  },
});
