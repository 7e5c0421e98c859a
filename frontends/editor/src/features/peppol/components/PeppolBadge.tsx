import type { PeppolStatus } from '@app/contracts/invoice';
import { useEditorTranslation } from '../../invoices/hooks';

/** Queued and being sent read the same to the user: on its way. */
const BADGES: Record<PeppolStatus, { key: string; tone: string }> = {
  queued: { key: 'peppol.badge.sending', tone: 'neutral' },
  sending: { key: 'peppol.badge.sending', tone: 'neutral' },
  sent: { key: 'peppol.badge.sent', tone: 'success' },
  delivered: { key: 'peppol.badge.delivered', tone: 'success' },
  refused: { key: 'peppol.badge.refused', tone: 'danger' },
  failed: { key: 'peppol.badge.failed', tone: 'danger' },
};

/** The latest Peppol delivery of an invoice, on its overview card; nothing when it has none. */
export function PeppolBadge({ status }: { status: PeppolStatus | undefined }) {
  const { t } = useEditorTranslation();
  if (status === undefined) return null;
  const badge = BADGES[status];
  return (
    <span
      className={`editor-badge editor-badge--${badge.tone}`}
      data-testid="peppol-badge"
      data-status={status}
    >
      {t(badge.key)}
    </span>
  );
}
