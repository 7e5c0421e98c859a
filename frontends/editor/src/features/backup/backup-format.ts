// The backup file (docs/editor.md, "Backup file"): everything this browser keeps of the user's
// invoicing, in one documented, versioned JSON file the user owns. Only the editor writes and
// reads it (the server has its own store), so the format lives here rather than in contracts.
import { isRecord } from '@app/contracts/common';
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import type { PersistedEditorState } from '../invoices/editor-state';
import { normaliseEditorState } from '../invoices/editor-schema';

export const BACKUP_FORMAT = 'invoicing-backup';
/**
 * Raised when a reader of the previous version would misread a file of the new one (a field
 * renamed, moved or given another meaning). A field added that older readers may ignore keeps the
 * version. A reader takes every version up to its own and refuses newer ones.
 */
export const BACKUP_VERSION = 1;

export type BackupFile = {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO moment of the download. */
  exportedAt: string;
  /** The saved invoices, as the editor keeps them. */
  invoices: Invoice[];
  settings: Settings;
  /** The working draft when the user wrote in it; null when it is a blank new invoice. */
  draft: Invoice | null;
};

/** A backup as read: every invoice and the settings repaired by the stored data's own rules. */
export type BackupContents = Pick<BackupFile, 'exportedAt' | 'invoices' | 'settings' | 'draft'>;

export type BackupError = 'notJson' | 'notBackup' | 'newerVersion';

export type BackupRead = { ok: true; backup: BackupContents } | { ok: false; error: BackupError };

export const buildBackup = (
  state: Pick<PersistedEditorState, 'settings' | 'invoices' | 'draft' | 'draftEdited'>,
  exportedAt: Date,
): BackupFile => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: exportedAt.toISOString(),
  invoices: state.invoices,
  settings: state.settings,
  draft: state.draftEdited ? state.draft : null,
});

/** Its content decides, not its name: a file that is not a backup of a known version is refused. */
export const readBackup = (text: string): BackupRead => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (
    !isRecord(raw) ||
    raw.format !== BACKUP_FORMAT ||
    !Number.isInteger(raw.version) ||
    (raw.version as number) < 1 ||
    !Array.isArray(raw.invoices) ||
    !isRecord(raw.settings) ||
    !(raw.draft === null || raw.draft === undefined || isRecord(raw.draft))
  ) {
    return { ok: false, error: 'notBackup' };
  }
  if ((raw.version as number) > BACKUP_VERSION) return { ok: false, error: 'newerVersion' };
  const hasDraft = isRecord(raw.draft);
  const state = normaliseEditorState({
    settings: raw.settings,
    invoices: raw.invoices,
    draft: hasDraft ? raw.draft : null,
    draftEdited: hasDraft,
  });
  return {
    ok: true,
    backup: {
      exportedAt: typeof raw.exportedAt === 'string' ? raw.exportedAt : '',
      invoices: state.invoices,
      settings: state.settings,
      draft: hasDraft ? state.draft : null,
    },
  };
};

/** `invoices-backup-2026-11-27.json`: the day of the download, in the user's calendar. */
export const backupFileName = (day: string): string => `invoices-backup-${day}.json`;
