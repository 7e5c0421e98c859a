// What the backup's controls dispatch, in editor-commands.ts's way: read the state, call the pure
// rule, dispatch one result action the slices answer.
import { downloadBlob } from '../pdf/useExportPdf';
import { selectEditor, selectSavedInvoices, selectSettings, type AppThunk } from '../../store';
import { backupRestored } from '../invoices/editor-actions';
import { today } from '../invoices/today';
import { backupFileName, buildBackup, type BackupContents } from './backup-format';
import { planRestore, type RestorePlan } from './backup-merge';
import { backupActions } from './backupSlice';

export type RestoreCounts = Pick<RestorePlan, 'added' | 'updated' | 'alreadyHere'>;

/** Merges a read backup into this browser's invoices (backup-merge.ts) and says what it added. */
export const restoreBackup =
  (backup: BackupContents): AppThunk<RestoreCounts> =>
  (dispatch, getState) => {
    const root = getState();
    const { result, added, updated, alreadyHere } = planRestore(
      {
        invoices: selectSavedInvoices(root),
        settings: selectSettings(root),
        draftEdited: selectEditor(root).draftEdited,
      },
      backup,
    );
    if (result.invoices.length > 0 || result.settings !== null || result.draft !== null)
      dispatch(backupRestored(result));
    return { added, updated, alreadyHere };
  };

/**
 * "Download all my data": one file with the invoices, the settings and the draft. It answers the
 * backup reminder too, so the next one comes a month later.
 */
export const downloadBackup = (): AppThunk => (dispatch, getState) => {
  const root = getState();
  const { draft, draftEdited } = selectEditor(root);
  const now = new Date();
  const file = buildBackup(
    { invoices: selectSavedInvoices(root), settings: selectSettings(root), draft, draftEdited },
    now,
  );
  downloadBlob(
    new Blob([JSON.stringify(file)], { type: 'application/json' }),
    backupFileName(today()),
  );
  dispatch(backupActions.reminderAnswered(now.toISOString()));
};
