import { useId } from 'react';
import { selectAuthStatus, useSignInDialog } from '@app/platform';
import {
  selectBackupRecord,
  selectInvoicesState,
  useAppDispatch,
  useAppSelector,
} from '../../../store';
import { useEditorTranslation } from '../../invoices/hooks';
import { needsHomeScreenHint, reminderDue } from '../backup-reminder';
import { backupActions } from '../backupSlice';
import { DownloadBackupButton } from './DownloadBackupButton';
import './backup.css';

/** Running from the home screen, the browser keeps the site's data like an app's. */
const installedAsApp = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * A signed-out user's invoices live only in this browser: with the 10th saved invoice, and a
 * month after the last answer, a note offers a backup or signing in (backup-reminder.ts). Either
 * answer (dismissing it, downloading) is remembered in the stored backup record.
 */
export function BackupReminder() {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const { openSignIn } = useSignInDialog();
  const signedOut = useAppSelector(selectAuthStatus) === 'signedOut';
  const savedInvoices = useAppSelector((root) => selectInvoicesState(root).ids.length);
  const record = useAppSelector(selectBackupRecord);
  if (!signedOut || !reminderDue({ savedInvoices, signedIn: false, record, now: new Date() }))
    return null;
  return (
    <section
      className="backup-reminder"
      aria-labelledby={`${id}-title`}
      data-testid="backup-reminder"
    >
      <h2 id={`${id}-title`} className="app-field__label">
        {t('backup.reminder.label')}
      </h2>
      <p>{t('backup.reminder.text')}</p>
      {needsHomeScreenHint(navigator.userAgent, installedAsApp()) ? (
        <p data-testid="backup-reminder-home-screen">{t('backup.reminder.homeScreen')}</p>
      ) : null}
      <div className="backup-reminder__actions">
        <DownloadBackupButton className="app-button" />
        <button type="button" className="app-button app-button--secondary" onClick={openSignIn}>
          {t('backup.reminder.signIn')}
        </button>
        <button
          type="button"
          className="editor-link-button"
          data-testid="backup-reminder-dismiss"
          onClick={() => dispatch(backupActions.reminderAnswered(new Date().toISOString()))}
        >
          {t('backup.reminder.dismiss')}
        </button>
      </div>
    </section>
  );
}
