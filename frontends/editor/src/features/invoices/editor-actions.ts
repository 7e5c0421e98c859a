// Actions that change more than one of the editor's slices; each slice answers them itself.
import { createAction } from '@reduxjs/toolkit';
import type { Invoice, Language, SavedInvoice, ScheduleDraft } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
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

/** The cloud's list merged with this browser's (spec §4 "Saving and sync"): replaces the list. */
export const cloudMerged = createAction<Invoice[]>('editor/cloudMerged');

/** A change of this saved invoice waits for the server: it is no longer in step with the cloud. */
export const changeQueued = createAction<string>('editor/changeQueued');

/**
 * The server stored the invoice; `invoiceNumber` is the number it kept, `synced` false when a
 * newer change of it still waits, `version` the server's version it answered.
 */
export const invoiceSynced = createAction<{
  id: string;
  invoiceNumber: string;
  synced: boolean;
  version?: number;
}>('editor/invoiceSynced');

/**
 * After a version conflict (docs/cloud-sync.md): the server's copy of the invoice replaces this
 * browser's (the user took the other version), or this browser's is kept, rebased onto the
 * server's version. Either way it is not an edit to send back.
 */
export const invoiceReplaced = createAction<Invoice>('editor/invoiceReplaced');

/** Signing out: this browser forgets the account's invoices and settings (spec §4). */
export const localDataCleared = createAction<PersistedEditorState>('editor/localDataCleared');

/**
 * The schedule of an invoice the server does not have yet (spec §4 "Save on a concept"): kept on
 * it as `scheduleData` until its save reaches the server, then created there. `draft` null
 * removes it. The working draft is `id` null. Only this browser keeps it: never sent as an edit.
 */
export const scheduleDraftChanged = createAction<{
  id: string | null;
  draft: ScheduleDraft | null;
}>('editor/scheduleDraftChanged');

/**
 * A saved company was deleted on the server, which unlinked the invoices that named it there
 * (their company_id set null): this browser's invoices and draft let go of it too, their details
 * kept. The server's change, like invoiceSent: not sent back, the synced flag stays (a later edit
 * meets the server's newer version and is moved onto it, docs/cloud-sync.md).
 */
export const companyDeleted = createAction<string>('editor/companyDeleted');

/**
 * A backup file merged into this browser (features/backup/backup-merge.ts decided what): the
 * invoices it adds or brings newer, the settings and the draft it supplies (null: the ones here
 * stay), and the numbering's last sequence numbers, which never go down.
 */
export const backupRestored = createAction<{
  invoices: Invoice[];
  settings: Settings | null;
  latest: Pick<Settings, 'latestInvoiceNumber' | 'latestCreditNoteNumber'>;
  draft: Invoice | null;
}>('editor/backupRestored');
