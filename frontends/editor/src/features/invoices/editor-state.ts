// The shapes of the editor's state and the values a browser starts with.
import { createEmptyInvoice, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor, type Settings } from '@app/contracts/settings';
import type { WriteFailure } from './browser-store/database';
import { today } from './today';
import { invoiceScheme, linesUnderRegime } from './vat-lines';

/** What is stored in the browser (schema version 3, see persistence.ts). */
export type PersistedEditorState = {
  settings: Settings;
  /** Saved invoices (they have an id and a number). */
  invoices: Invoice[];
  /** The working draft: the concept being written, without id or number. */
  draft: Invoice;
  /** True once the user changed the working draft, so it is listed in the overview. */
  draftEdited: boolean;
  /** When the backup reminder was last answered (features/backup); absent before it ever was. */
  backup?: BackupRecord;
};

/**
 * The backup reminder's memory, stored with the rest (a small record, whatever the storage): the
 * moment (ISO) the user last dismissed the reminder or downloaded a backup; null never.
 */
export type BackupRecord = { lastReminderAt: string | null };

export type EditableSection =
  'invoiceNumber' | 'paymentTerms' | 'recipient' | 'sender' | 'paymentMethods' | 'notes';

/** The `editor` slice: the working draft and this tab's state of the editor. */
export type EditorState = Pick<PersistedEditorState, 'draft' | 'draftEdited'> & {
  /** Id of the saved invoice in the editor; null shows the working draft. */
  currentId: string | null;
  /** The one section in edit mode. */
  editing: EditableSection | null;
  /** The 'save as default' box of the notes; null follows "notes equal the default notes". */
  notesAsDefault: boolean | null;
  /** Set when a concept was just saved: the saved-success dialog is open for this id. */
  justSavedId: string | null;
  /** False until the stored data was read (the overview shows its loading text until then). */
  loaded: boolean;
  /**
   * Set when saving was refused because the invoice breaks a VAT rule: the editor then lists
   * what is still wrong, live, until the invoice is saved or another one is opened.
   */
  issueCheckShown: boolean;
  /**
   * Set while this browser refuses to store changes: they are kept in memory, the editor says so,
   * and saving gives no number until the browser stores again.
   */
  storeFailure: WriteFailure | null;
};

/** A new concept; under a small-business scheme its starter line already charges no VAT. */
export const freshDraft = (settings: Settings, date: string = today()): Invoice => {
  const draft = createEmptyInvoice(settings, date);
  const scheme = invoiceScheme(draft, settings);
  return scheme === null
    ? draft
    : { ...draft, items: linesUnderRegime(draft.items, scheme, settings.country) };
};

/** The settings before anything is loaded: English until the stored data or the URL say more. */
export const initialSettings = (): Settings => clientSettingsFor('en');

export const initialEditorState = (settings: Settings = initialSettings()): EditorState => ({
  draft: freshDraft(settings),
  draftEdited: false,
  currentId: null,
  editing: null,
  notesAsDefault: null,
  justSavedId: null,
  loaded: false,
  issueCheckShown: false,
  storeFailure: null,
});
