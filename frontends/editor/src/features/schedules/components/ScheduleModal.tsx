import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { Spinner } from '@app/platform';
import { ConfirmDialog, Modal } from '@app/platform/controls';
import { useNotify } from '../../notices/useNotify';
import { useEditorTranslation } from '../../invoices/hooks';
import { today } from '../../invoices/today';
import { useInvoiceSchedule, useScheduleHome } from '../hooks/useInvoiceSchedule';
import { useScheduleActions } from '../hooks/useScheduleActions';
import { newScheduleForm, scheduleFormOf } from '../schedule-form';
import type { ScheduleDtoRead } from '../schedulesApi.gen';
import { ScheduleForm } from './ScheduleForm';
import './schedule-modal.css';

export type ScheduleModalProps = {
  /** The invoice whose schedule it is: the template of the invoices it makes. */
  readonly invoice: Invoice;
  readonly onClose: () => void;
};

/**
 * The schedule modal (spec §2 "Dialogs", §4 "Schedules") for a signed-in user. An invoice the
 * server does not have yet keeps its schedule as `scheduleData`; otherwise the stored schedule is
 * loaded first and saved or deleted on the server.
 */
export function ScheduleModal({ invoice, onClose }: ScheduleModalProps) {
  const { t } = useEditorTranslation();
  // Decided once: the form a user is filling in is not swapped for another under their hands
  // (a create that reaches the server meanwhile, the refetch after a save or a failed call).
  const [home] = useState(useScheduleHome(invoice));
  const load = useInvoiceSchedule(home === 'server' ? (invoice.id ?? null) : null);
  const [settled, setSettled] = useState<{ schedule: ScheduleDtoRead | null } | null>(null);
  if (settled === null && load.status === 'ready') setSettled({ schedule: load.schedule });
  const loadFailed = settled === null && load.status === 'failed';
  const firstFieldRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // Spec §8: a failed schedule fetch is logged.
    if (loadFailed) console.error('Failed to fetch the schedule of the invoice', invoice.id);
  }, [loadFailed, invoice.id]);

  return (
    <Modal
      open
      onClose={onClose}
      title={
        invoice.invoiceNumber === ''
          ? t('schedule.title')
          : t('schedule.titleFor', { number: invoice.invoiceNumber })
      }
      size="md"
      testId="schedule-modal"
      initialFocus={firstFieldRef}
    >
      {settled !== null ? (
        <ScheduleEditor
          invoice={invoice}
          home={home}
          existing={settled.schedule}
          onClose={onClose}
          firstFieldRef={firstFieldRef}
        />
      ) : load.status === 'failed' ? (
        <div className="schedule-modal__failed" role="alert" data-testid="schedule-load-error">
          <p>{t('schedule.loadFailed')}</p>
          <div className="app-dialog__actions">
            <button type="button" className="app-button app-button--secondary" onClick={onClose}>
              {t('schedule.cancel')}
            </button>
            <button type="button" className="app-button" onClick={load.retry}>
              {t('schedule.retry')}
            </button>
          </div>
        </div>
      ) : (
        <div className="schedule-modal__loading" data-testid="schedule-loading">
          <Spinner delayMs={0} />
          <p>{t('schedule.loading')}</p>
        </div>
      )}
    </Modal>
  );
}

/** The form once what it edits is known, with its delete confirmation. */
function ScheduleEditor({
  invoice,
  home,
  existing,
  onClose,
  firstFieldRef,
}: ScheduleModalProps & {
  home: 'local' | 'server';
  existing: ScheduleDtoRead | null;
  firstFieldRef: RefObject<HTMLSelectElement | null>;
}) {
  const { t } = useEditorTranslation();
  const { save, remove, busy, failed, latest } = useScheduleActions(invoice, home, existing);
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const draft = invoice.scheduleData;
  const [initial] = useState(() =>
    existing !== null
      ? scheduleFormOf(existing)
      : draft !== undefined
        ? scheduleFormOf(draft)
        : newScheduleForm(today()),
  );

  return (
    <>
      <ScheduleForm
        initial={initial}
        lastGeneratedDate={(latest ?? existing)?.lastGeneratedDate}
        canDelete={existing !== null || draft !== undefined}
        busy={busy}
        message={
          <>
            {home === 'local' ? (
              <p className="schedule-form__hint" data-testid="schedule-local-note">
                {t('schedule.localNote')}
              </p>
            ) : null}
            {failed === 'conflict' && latest !== null ? (
              <p className="app-field__error" role="alert" data-testid="schedule-conflict">
                {t('schedule.conflict', {
                  type: t(`schedule.types.${latest.type}`),
                  day: latest.dayOfMonth,
                  start: latest.startDate,
                  state: t(latest.active ? 'schedule.conflictActive' : 'schedule.conflictInactive'),
                })}
              </p>
            ) : failed === null || failed === 'conflict' ? null : (
              <p className="app-field__error" role="alert" data-testid="schedule-error">
                {t(failed === 'save' ? 'schedule.saveFailed' : 'schedule.deleteFailed')}
              </p>
            )}
          </>
        }
        onSave={(values) => {
          void save(values).then((stored) => {
            if (!stored) return;
            // The modal goes: the answer stays on the page, and a screen reader reads it.
            notify({
              tone: 'success',
              text: t(home === 'local' ? 'schedule.savedLocally' : 'schedule.saved'),
              testId: 'schedule-saved',
            });
            onClose();
          });
        }}
        onDelete={() => setConfirming(true)}
        onCancel={onClose}
        firstFieldRef={firstFieldRef}
      />
      <ConfirmDialog
        open={confirming}
        title={t('schedule.confirmDeleteTitle')}
        confirmLabel={t('schedule.delete')}
        danger
        testId="schedule-delete-dialog"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove().then((removed) => {
            if (!removed) return;
            notify({ tone: 'success', text: t('schedule.deleted'), testId: 'schedule-deleted' });
            onClose();
          });
        }}
      >
        {t('schedule.confirmDelete')}
      </ConfirmDialog>
    </>
  );
}
