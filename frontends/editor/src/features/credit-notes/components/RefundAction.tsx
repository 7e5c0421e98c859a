import { useId, useRef, useState } from 'react';
import { computeTotals, refundStands, type Invoice } from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { Modal } from '@app/platform/controls';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store';
import { useLoginRequired } from '../../account/LoginRequired';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { cloudSaved } from '../../sync/cloud-saved';
import { useIntentKeys } from '../../sync/idempotency-keys';
import { useOnline } from '../../sync/useOnline';
import { isCreditNote } from '../credit-notes';
import {
  paidThroughMollie,
  refundProblemOf,
  useCreditedOriginal,
  useServerRefunds,
  type RefundProblem,
} from '../refunds';
import { refundsApi } from '../refundsApi';
import './credit-notes.css';

const { useRefundCreditNoteMutation } = refundsApi;

/**
 * "Refund via Mollie" on a credit note whose invoice was paid online through Mollie (issue 31):
 * after a confirmation naming the amount, POST /api/invoices/{id}/refund with an
 * Idempotency-Key (a retry of the same refund is answered, never made twice). Signed out it
 * asks to sign in; offline it says it needs a connection. Gone once a refund stands (its status
 * shows beside the payment status); back after a failed or canceled one.
 */
export function RefundAction({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loginRequired = useLoginRequired();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const online = useOnline();
  const original = useCreditedOriginal(invoice);
  const refunds = useServerRefunds(invoice);
  const [refund, { isLoading: calling }] = useRefundCreditNoteMutation();
  const keys = useIntentKeys();
  const [open, setOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<RefundProblem | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const id = invoice.id;
  if (id === undefined || !isCreditNote(invoice) || !paidThroughMollie(original)) return null;
  const current = refunds.byCreditNote.get(id);
  if (current !== undefined && refundStands(current.status)) return null;
  // Signed in and online, the server's answer decides; until it came, nothing is offered.
  if (signedIn && online && invoice.synced === true && !refunds.loaded) return null;
  const busy = preparing || calling;
  const amount = money(computeTotals(invoice).total);
  const unavailable = !signedIn ? 'refund.signInNeeded' : !online ? 'refund.offline' : null;

  const start = () => {
    if (!signedIn) {
      loginRequired('refund');
      return;
    }
    setProblem(null);
    setOpen(true);
  };

  const confirm = async () => {
    if (busy) return;
    setProblem(null);
    // The credit note reaches the server first: a refund names a stored credit note.
    setPreparing(true);
    await cloudSaved(store, id);
    setPreparing(false);
    const request = { id };
    try {
      await refund({ ...request, 'Idempotency-Key': keys.keyFor(request) }).unwrap();
      keys.done();
      setOpen(false);
    } catch (error) {
      setProblem(refundProblemOf(error));
    } finally {
      // What the server answers now (a refund made elsewhere, a reconnected Mollie) is shown.
      const originalId = invoice.creditedInvoice?.id;
      dispatch(
        refundsApi.util.invalidateTags([
          { type: 'Invoice', id },
          ...(originalId === undefined ? [] : [{ type: 'Invoice' as const, id: originalId }]),
        ]),
      );
    }
  };

  return (
    <>
      <button
        type="button"
        className="app-button app-button--secondary"
        data-testid="action-refund"
        disabled={signedIn && !online}
        aria-describedby={unavailable === null ? undefined : hintId}
        onClick={start}
      >
        {t('refund.action')}
      </button>
      {unavailable === null ? null : (
        <p id={hintId} className="refund-hint" data-testid="refund-unavailable">
          {t(unavailable)}
        </p>
      )}
      <Modal
        open={open}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        title={t('refund.title', { number: invoice.invoiceNumber })}
        size="sm"
        testId="refund-dialog"
        initialFocus={confirmRef}
      >
        <p data-testid="refund-text">
          {t('refund.text', {
            amount,
            number: invoice.creditedInvoice?.invoiceNumber ?? '',
          })}
        </p>
        {problem === null ? null : (
          <p className="app-field__error" role="alert" data-testid="refund-error">
            {t(problem)}
          </p>
        )}
        <div className="app-dialog__actions">
          <button
            type="button"
            className="app-button app-button--secondary"
            disabled={busy}
            onClick={() => setOpen(false)}
          >
            {t('refund.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="app-button"
            data-testid="refund-confirm"
            disabled={busy || !online}
            onClick={() => void confirm()}
          >
            {busy ? t('refund.refunding') : t('refund.confirm', { amount })}
          </button>
        </div>
      </Modal>
    </>
  );
}
