// Actions that change more than one of the editor's slices; each slice answers them itself.
import { createAction } from '@reduxjs/toolkit';
import type { Invoice, Language, SavedInvoice } from '@app/contracts/invoice';
import type { PersistedEditorState } from './editor-state';
import type { InvoiceEdit } from './invoice-edits';

/** Replaces the stored part (start-up load, or another tab wrote newer data). */
export const hydrated = createAction<PersistedEditorState>('editor/hydrated');

/** Nothing stored yet: both languages start as the interface language. */
export const firstVisit = createAction<Language>('editor/firstVisit');

/** An edit of the invoice in the editor: the working draft (id null) or a saved invoice. */
export const invoiceEdited = createAction<{ id: string | null; edit: InvoiceEdit }>(
  'editor/invoiceEdited',
);

/** The result of contracts' saveInvoice; `nextDraft` replaces the draft when one was numbered. */
export const invoiceSaved = createAction<{ saved: SavedInvoice; nextDraft: Invoice | null }>(
  'editor/invoiceSaved',
);

/** A saved invoice removed (deleting the working draft resets it instead). */
export const invoiceDeleted = createAction<string>('editor/invoiceDeleted');
