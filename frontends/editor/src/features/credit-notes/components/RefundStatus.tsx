import type { CreditRefund, Invoice } from '@app/contracts/invoice';
import { useEditorTranslation } from '../../invoices/hooks';
import { isCreditNote } from '../credit-notes';
import { useServerRefunds } from '../refunds';

/** A refund's status as the server last answered it ("Refund pending", "Refunded", …). */
export function RefundStatusBadge({ refund }: { refund: CreditRefund | undefined }) {
  const { t } = useEditorTranslation();
  if (refund === undefined) return null;
  const tone =
    refund.status === 'refunded' ? 'success' : refund.status === 'failed' ? 'danger' : 'neutral';
  return (
    <span
      className={`editor-badge editor-badge--${tone}`}
      data-testid="refund-status"
      data-refund-status={refund.status}
    >
      {t(`refund.status.${refund.status}`)}
    </span>
  );
}

/** On a credit note: its refund's status, beside its payment status. */
export function CreditNoteRefundStatus({ invoice }: { invoice: Invoice }) {
  const refunds = useServerRefunds(invoice);
  if (!isCreditNote(invoice) || invoice.id === undefined) return null;
  return <RefundStatusBadge refund={refunds.byCreditNote.get(invoice.id)} />;
}
