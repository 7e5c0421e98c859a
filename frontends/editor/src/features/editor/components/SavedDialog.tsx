import type { Invoice } from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { Modal } from '@app/platform/controls';
import { selectSync, useAppSelector } from '../../../store';
import { useEditorTranslation } from '../../invoices/hooks';
import { invoicesWaiting } from '../../sync/offline-queue';
import { useOnline } from '../../sync/useOnline';

/**
 * Where a just-saved invoice is (issue 29): only in this browser for a signed-out user; for a
 * signed-in one in the account once the server took it, on its way there while its create waits
 * in the queue (or offline, until the browser is back online), and only in this browser when
 * the server refused it three times (the sync line says which change was dropped).
 */
export type SavedWhere = 'browser' | 'account' | 'saving' | 'offline' | 'notInAccount';

const TEXT_KEYS: Record<SavedWhere, string> = {
  browser: 'saved.text',
  account: 'saved.textAccount',
  saving: 'saved.textSaving',
  offline: 'saved.textOffline',
  notInAccount: 'saved.textNotInAccount',
};

function useSavedWhere(invoice: Invoice): SavedWhere {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const online = useOnline();
  const waiting = useAppSelector((state) =>
    invoicesWaiting(selectSync(state).queue).has(invoice.id ?? ''),
  );
  if (!signedIn) return 'browser';
  if (invoice.synced === true) return 'account';
  if (!waiting) return 'notInAccount';
  return online ? 'saving' : 'offline';
}

export type SavedDialogProps = {
  invoice: Invoice;
  open: boolean;
  onNew: () => void;
  onView: () => void;
};

/** The saved-success dialog (spec §2) with 'New Invoice' and 'View Invoice'. */
export function SavedDialog({ invoice, open, onNew, onView }: SavedDialogProps) {
  const { t } = useEditorTranslation();
  const where = useSavedWhere(invoice);
  return (
    <Modal open={open} onClose={onView} title={t('saved.title')} size="sm" testId="saved-dialog">
      {/* A status: the line changes while the dialog is open (saving, then in the account). */}
      <p role="status" data-testid="saved-where" data-where={where}>
        {t(TEXT_KEYS[where], { number: invoice.invoiceNumber })}
      </p>
      <div className="app-dialog__actions">
        <button
          type="button"
          className="app-button app-button--secondary"
          data-testid="saved-new"
          onClick={onNew}
        >
          {t('saved.new')}
        </button>
        <button type="button" className="app-button" data-testid="saved-view" onClick={onView}>
          {t('saved.view')}
        </button>
      </div>
    </Modal>
  );
}
