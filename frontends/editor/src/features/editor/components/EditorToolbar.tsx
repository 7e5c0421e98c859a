import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  MANUAL_PAYMENT_STATUSES,
  invoiceStatusBadge,
  paymentStatusBadge,
  paymentStatusOn,
  showNewInvoiceButton,
  toolbarActions,
  type Invoice,
  type ManualPaymentStatus,
  type ToolbarAction,
} from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { ConfirmDialog } from '@app/platform/controls';
import { useAppDispatch, useAppSelector } from '../../../store';
import { useLoginRequired } from '../../account/LoginRequired';
import { CreditActions } from '../../credit-notes/components/CreditActions';
import { CreditStatusLine } from '../../credit-notes/components/CreditLinks';
import { RefundAction } from '../../credit-notes/components/RefundAction';
import { CreditNoteRefundStatus } from '../../credit-notes/components/RefundStatus';
import { isCreditNote } from '../../credit-notes/credit-notes';
import { HistoryDialog } from '../../email/components/HistoryDialog';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorState, useEditorTranslation } from '../../invoices/hooks';
import { useToday } from '../../invoices/today';
import { useExportPdf } from '../../pdf/useExportPdf';
import { UblBlockersDialog } from '../../pdf/UblBlockersDialog';
import { useExportUbl } from '../../pdf/useExportUbl';
import { SavedDialog } from './SavedDialog';
import './editor-toolbar.css';

/**
 * The send dialog renders the e-mail with contracts' documents entry point; loaded on first use
 * it keeps that (and the PDF code beside it) out of the editor's first chunk.
 */
const SendInvoiceDialog = lazy(() =>
  import(/* webpackChunkName: "send-invoice" */ '../../email/components/SendInvoiceDialog').then(
    (module) => ({ default: module.SendInvoiceDialog }),
  ),
);

/** The schedule modal, loaded on first use like the send dialog. */
const ScheduleModal = lazy(() =>
  import(/* webpackChunkName: "schedule-modal" */ '../../schedules/components/ScheduleModal').then(
    (module) => ({ default: module.ScheduleModal }),
  ),
);

function StatusBadge({ status }: { status: string }) {
  const { t } = useEditorTranslation();
  const badge = invoiceStatusBadge(status);
  if (badge === null) return null;
  return (
    <span className="editor-badge editor-badge--neutral" data-testid="status-badge">
      {'key' in badge ? t(badge.key) : badge.text}
    </span>
  );
}

/** The badge dropdown: unpaid and paid are the only states a user picks (spec §4). */
function PaymentStatusSelect({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  // Overdue as soon as the rule says so (contracts' paymentStatusOn), not after the sweep.
  const shown = paymentStatusOn(invoice, useToday());
  const badge = paymentStatusBadge(shown, 'editor');
  useEffect(() => {
    // An invalid payment status is logged and nothing is rendered (spec §4).
    if (badge === null) console.error('Invalid payment status', invoice.paymentStatus);
  }, [badge, invoice.paymentStatus]);
  if (badge === null || invoice.id === undefined) {
    return null;
  }
  // 'credited' is the server's (a credit note, or a fully credited invoice): nothing to pick.
  if (invoice.paymentStatus === 'credited') {
    return (
      <span className={`editor-badge editor-badge--${badge.tone}`} data-testid="payment-status">
        {t(badge.key)}
      </span>
    );
  }
  const id = invoice.id;
  const manual = (MANUAL_PAYMENT_STATUSES as readonly string[]).includes(shown);
  return (
    <select
      className={`editor-badge editor-badge--${badge.tone} payment-status-select`}
      aria-label={t('toolbar.paymentStatus')}
      data-testid="payment-status"
      value={shown}
      onChange={(event) =>
        dispatch(
          editorActions.paymentStatusSet({
            id,
            status: event.target.value as ManualPaymentStatus,
            now: new Date().toISOString(),
          }),
        )
      }
    >
      {manual ? null : (
        <option value={shown} disabled>
          {t(badge.key)}
        </option>
      )}
      {MANUAL_PAYMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`paymentStatus.${status}`)}
        </option>
      ))}
    </select>
  );
}

/**
 * The actions the status allows; a credit note is never scheduled (a schedule repeats an
 * invoice, and never generates a credit note: issue 31).
 */
const actionsOf = (invoice: Invoice): ToolbarAction[] =>
  toolbarActions(invoice).filter((action) => !(action === 'schedule' && isCreditNote(invoice)));

/** Status, payment status and the actions the status allows (spec §2 "Invoice toolbar"). */
export function EditorToolbar({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const loginRequired = useLoginRequired();
  const draftEdited = useEditorState((state) => state.draftEdited);
  const justSavedId = useEditorState((state) => state.justSavedId);
  const [confirm, setConfirm] = useState<'delete' | 'new' | null>(null);
  // 'sendEmail': the send dialog on e-mail, from a Peppol delivery that did not arrive.
  const [dialog, setDialog] = useState<'send' | 'sendEmail' | 'history' | 'schedule' | null>(null);
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { exportPdf, exporting } = useExportPdf();
  const { exportUbl, exportingUbl, blockers, dismissBlockers } = useExportUbl();
  const toolbarRef = useRef<HTMLDivElement>(null);
  /**
   * After a dialog whose opener is gone (the save button of a saved concept, a deleted
   * invoice), focus goes to the toolbar's first action instead of being lost to the page.
   */
  const focusToolbar = () =>
    setTimeout(() => toolbarRef.current?.querySelector<HTMLElement>('button, select')?.focus(), 0);

  // A sent invoice no longer offers 'preview and send', the send dialog's opener: once the
  // dialog is gone (its clean-up has tried to give focus back), focus that would be lost to the
  // page goes to the toolbar.
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    if (dialog !== null) {
      dialogWasOpen.current = true;
      return;
    }
    if (dialogWasOpen.current && document.activeElement === document.body) focusToolbar();
    dialogWasOpen.current = false;
  }, [dialog]);

  const run = (action: ToolbarAction) => {
    switch (action) {
      case 'save':
        dispatch(editorActions.saved());
        return;
      case 'exportPdf':
        void exportPdf(invoice);
        return;
      case 'exportUbl':
        void exportUbl(invoice);
        return;
      case 'schedule':
        if (signedIn) setDialog('schedule');
        else loginRequired('schedule');
        return;
      case 'previewSend':
        if (signedIn) setDialog('send');
        else loginRequired('email');
        return;
      case 'history':
        if (signedIn) setDialog('history');
        else loginRequired('history');
        return;
      case 'delete':
        setConfirm('delete');
        return;
      case 'cancel':
        return;
    }
  };

  const startNew = () => {
    if (draftEdited) setConfirm('new');
    else dispatch(editorActions.draftOpened({ reset: true }));
  };

  return (
    <div
      ref={toolbarRef}
      className="editor-toolbar"
      role="group"
      aria-label={t('toolbar.label')}
      data-testid="editor-toolbar"
    >
      <div className="editor-toolbar__status">
        <StatusBadge status={invoice.status} />
        {invoice.status === 'concept' ? null : <PaymentStatusSelect invoice={invoice} />}
        <CreditStatusLine invoice={invoice} withRefunds />
        <CreditNoteRefundStatus invoice={invoice} />
      </div>
      <div className="editor-toolbar__actions">
        {actionsOf(invoice).map((action) => {
          const busy =
            (action === 'exportPdf' && exporting) || (action === 'exportUbl' && exportingUbl);
          return (
            <button
              key={action}
              type="button"
              className={`app-button ${action === 'save' ? '' : 'app-button--secondary'} ${action === 'delete' ? 'app-button--danger-text' : ''}`}
              data-testid={`action-${action}`}
              // Busy, not `disabled`: a disabled button drops the focus (to the page's body) while
              // the export's code loads, and the dialog it may open could not give it back.
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) run(action);
              }}
            >
              {action === 'exportPdf' && exporting
                ? t('toolbar.exporting')
                : action === 'exportUbl' && exportingUbl
                  ? t('toolbar.exportingUbl')
                  : t(`toolbar.${action}`)}
            </button>
          );
        })}
        <CreditActions invoice={invoice} />
        <RefundAction invoice={invoice} />
        {showNewInvoiceButton(invoice.status) ? (
          <button
            type="button"
            className="app-button app-button--secondary"
            data-testid="action-new"
            onClick={startNew}
          >
            + {t('toolbar.new')}
          </button>
        ) : null}
      </div>
      {dialog === 'send' || dialog === 'sendEmail' ? (
        <Suspense fallback={null}>
          <SendInvoiceDialog
            invoice={invoice}
            onClose={() => setDialog(null)}
            initialChannel={dialog === 'sendEmail' ? 'email' : undefined}
          />
        </Suspense>
      ) : null}
      {dialog === 'history' ? (
        <HistoryDialog
          invoice={invoice}
          onClose={() => setDialog(null)}
          onSendByEmail={() => setDialog('sendEmail')}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <Suspense fallback={null}>
          <ScheduleModal invoice={invoice} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      <UblBlockersDialog blockers={blockers} onClose={dismissBlockers} />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('dialog.deleteTitle')}
        confirmLabel={t('dialog.delete')}
        danger
        testId="delete-dialog"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          dispatch(editorActions.deleted(invoice.id ?? null));
          focusToolbar();
        }}
      >
        {t('dialog.deleteText', { number: invoice.invoiceNumber || t('overview.workingDraft') })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'new'}
        title={t('dialog.newTitle')}
        confirmLabel={t('dialog.startNew')}
        testId="new-invoice-dialog"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          dispatch(editorActions.draftOpened({ reset: true }));
          focusToolbar();
        }}
      >
        {t('dialog.newText')}
      </ConfirmDialog>
      <SavedDialog
        invoice={invoice}
        open={justSavedId !== null}
        onNew={() => {
          dispatch(editorActions.draftOpened({ reset: false }));
          focusToolbar();
        }}
        onView={() => {
          dispatch(editorActions.savedDialogClosed());
          focusToolbar();
        }}
      />
    </div>
  );
}
