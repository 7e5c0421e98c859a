import { useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../store';
import { useEditorTranslation } from '../../invoices/hooks';
import {
  SettingsMessage,
  type SettingsMessageValue,
} from '../../settings/components/SettingsMessage';
import { restoreBackup, type RestoreCounts } from '../backup-commands';
import { readBackup } from '../backup-format';
import { DownloadBackupButton } from './DownloadBackupButton';
import './backup.css';

type Translate = ReturnType<typeof useEditorTranslation>['t'];

/** "12 invoices restored, 3 already here." */
const restoreSummary = (t: Translate, { added, updated, alreadyHere }: RestoreCounts): string =>
  [
    t('backup.restored', { count: added }),
    ...(updated > 0 ? [t('backup.updated', { count: updated })] : []),
    ...(alreadyHere > 0 ? [t('backup.alreadyHere', { count: alreadyHere })] : []),
  ].join(', ') + '.';

/**
 * The "Backup" group of the settings menu: download everything this browser keeps in one file,
 * or merge such a file back in (backup-merge.ts). The file's content decides whether it is a
 * backup, whatever its name; the picker is a hidden input behind a real button, so the keyboard
 * reaches it like any other control.
 */
export function BackupSettings() {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SettingsMessageValue | null>(null);

  const restore = async (file: File) => {
    setBusy(true);
    setMessage(null);
    try {
      const read = readBackup(await file.text());
      setMessage(
        read.ok
          ? { text: restoreSummary(t, dispatch(restoreBackup(read.backup))), failed: false }
          : { text: t(`backup.errors.${read.error}`), failed: true },
      );
    } catch (error) {
      console.warn('Could not read the backup file', error);
      setMessage({ text: t('backup.errors.unreadable'), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="settings-menu__group" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="app-field__label">
        {t('backup.title')}
      </span>
      <p className="backup__intro">{t('backup.intro')}</p>
      <div className="backup__actions">
        <DownloadBackupButton />
        <button
          type="button"
          className="app-button app-button--secondary"
          data-testid="backup-restore"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? t('backup.restoring') : t('backup.restore')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="backup-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again (a second restore finds everything here).
            event.target.value = '';
            if (file !== undefined) void restore(file);
          }}
        />
      </div>
      <SettingsMessage name="backup" message={message} />
    </div>
  );
}
