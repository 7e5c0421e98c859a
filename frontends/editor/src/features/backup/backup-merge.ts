// How a backup joins what this browser already holds (docs/editor.md, "Restoring a backup").
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import type { backupRestored } from '../invoices/editor-actions';
import type { PersistedEditorState } from '../invoices/editor-state';
import type { BackupContents } from './backup-format';

export type RestorePlan = {
  /** What the restore action carries (editor-actions.ts `backupRestored`). */
  result: ReturnType<typeof backupRestored>['payload'];
  /** Invoices that were not here. */
  added: number;
  /** Invoices here already, replaced by the backup's newer copy. */
  updated: number;
  /** Invoices here already, kept as they are. */
  alreadyHere: number;
};

/**
 * The server's version is the only order two copies of an invoice carry (an invoice has no
 * update time): the higher one is newer; equal, or never stored in the cloud, the one here stays.
 */
const isNewer = (incoming: Invoice, stored: Invoice): boolean =>
  (incoming.version ?? 0) > (stored.version ?? 0);

/**
 * Settings are the user's own once an invoice or credit note was numbered or their company
 * entered; before that (a fresh browser) the backup's are taken.
 */
const hasOwnSettings = (settings: Settings): boolean =>
  settings.latestInvoiceNumber > 0 ||
  settings.latestCreditNoteNumber > 0 ||
  settings.defaultCompany !== null;

/**
 * Merges without duplicates: an invoice is known by its id and kept once. Invoices with another
 * id but a number already used here are both kept (they are different documents, e.g. written in
 * two browsers); the last sequence numbers become the larger of the two, so the next number
 * follows every restored one and no number is given out twice from here on. The working draft is
 * taken only when the one here is untouched.
 */
export const planRestore = (
  here: Pick<PersistedEditorState, 'invoices' | 'settings' | 'draftEdited'>,
  backup: BackupContents,
): RestorePlan => {
  const stored = new Map(here.invoices.map((invoice) => [invoice.id, invoice]));
  const incoming = new Map<string | undefined, Invoice>();
  for (const invoice of backup.invoices) {
    const twin = incoming.get(invoice.id);
    if (twin === undefined || isNewer(invoice, twin)) incoming.set(invoice.id, invoice);
  }
  const invoices: Invoice[] = [];
  let added = 0;
  let updated = 0;
  let alreadyHere = 0;
  for (const [id, invoice] of incoming) {
    const current = stored.get(id);
    if (current === undefined) added += 1;
    else if (isNewer(invoice, current)) updated += 1;
    else {
      alreadyHere += 1;
      continue;
    }
    invoices.push(invoice);
  }
  return {
    result: {
      invoices,
      settings: hasOwnSettings(here.settings) ? null : backup.settings,
      latest: {
        latestInvoiceNumber: Math.max(
          here.settings.latestInvoiceNumber,
          backup.settings.latestInvoiceNumber,
        ),
        latestCreditNoteNumber: Math.max(
          here.settings.latestCreditNoteNumber,
          backup.settings.latestCreditNoteNumber,
        ),
      },
      draft: here.draftEdited ? null : backup.draft,
    },
    added,
    updated,
    alreadyHere,
  };
};
