import { useAppDispatch } from '../../../store';
import { useEditorTranslation } from '../../invoices/hooks';
import { downloadBackup } from '../backup-commands';

/** "Download all my data": the backup file (backup-format.ts) of everything this browser keeps. */
export function DownloadBackupButton({ className = 'app-button app-button--secondary' }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={className}
      data-testid="backup-download"
      onClick={() => dispatch(downloadBackup())}
    >
      {t('backup.download')}
    </button>
  );
}
