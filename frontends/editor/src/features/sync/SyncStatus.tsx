import { selectAuthStatus } from '@app/platform';
import { selectSync, useAppDispatch, useAppSelector } from '../../store';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { ConflictDialog } from './ConflictDialog';
import { syncActions } from './syncSlice';
import { useOnline } from './useOnline';
import './sync-status.css';

/**
 * For a signed-in user: whether this browser's changes are in the cloud, waiting (offline), or
 * being sent; a note for each change the server refused three times (spec §8); and a version
 * conflict waiting for the user's choice (ConflictDialog).
 */
export function SyncStatus() {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  // The clock of every other time on the page (contracts' formatInstant), not a second one.
  const { instant } = useFormatters();
  const online = useOnline();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const sync = useAppSelector(selectSync);
  if (!signedIn) return null;
  const pending = sync.queue.length;
  const text =
    sync.status === 'syncing' || sync.status === 'loading_cloud'
      ? t('sync.syncing')
      : !online && pending > 0
        ? t('sync.offline', { count: pending })
        : sync.busyId !== null
          ? t('sync.saving')
          : pending > 0
            ? t('sync.pending', { count: pending })
            : sync.status === 'error'
              ? t('sync.error')
              : sync.syncedAt === null
                ? t('sync.saved')
                : t('sync.savedAt', { time: instant(sync.syncedAt, 'time') });
  const tone =
    sync.status === 'error' && pending === 0
      ? 'error'
      : pending > 0 || sync.status !== 'idle'
        ? 'pending'
        : 'done';
  return (
    <>
      <p
        className={`sync-status sync-status--${tone}`}
        role="status"
        data-testid="sync-status"
        data-pending={pending}
        data-state={tone}
      >
        <span className="sync-status__dot" aria-hidden="true" />
        {text}
      </p>
      {sync.conflict !== null && !sync.conflictOpen ? (
        <div className="sync-dropped" role="alert" data-testid="sync-conflict">
          <p>{t('conflict.waiting')}</p>
          <button
            type="button"
            className="editor-link-button"
            onClick={() => dispatch(syncActions.conflictDialogShown(true))}
          >
            {t('conflict.choose')}
          </button>
        </div>
      ) : null}
      <ConflictDialog />
      {sync.dropped.map((change) => (
        <div className="sync-dropped" role="alert" key={change.id} data-testid="sync-dropped">
          <p>
            {change.kind === 'settings'
              ? t('sync.droppedSettings')
              : change.invoiceNumber === null
                ? t('sync.droppedUnnumbered')
                : t('sync.droppedInvoice', { number: change.invoiceNumber })}
          </p>
          <button
            type="button"
            className="editor-link-button"
            onClick={() => dispatch(syncActions.droppedNoticeClosed(change.id))}
          >
            {t('sync.dismiss')}
          </button>
        </div>
      ))}
    </>
  );
}
