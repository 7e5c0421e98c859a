import { useTranslation } from 'react-i18next';
import type { AdminPeppolDeliveryDto } from '../../shared/api/adminApi.gen';
import { StatusBadge } from '../../shared/components/StatusBadge';
import { DateWithRelative } from '../../shared/components/Timestamp';
import { namespace } from '../../i18n';

const TONES: Readonly<Record<string, string>> = {
  queued: 'warning',
  sending: 'warning',
  sent: 'success',
  delivered: 'success',
  refused: 'danger',
  failed: 'danger',
};

/** One delivery: whose invoice, where to, how it went (with why not) and its tries. */
export function PeppolDeliveryRow({ delivery }: { readonly delivery: AdminPeppolDeliveryDto }) {
  const { t } = useTranslation(namespace);
  return (
    <tr data-testid="admin-peppol-row" data-delivery-id={delivery.id} data-status={delivery.status}>
      <td>
        {delivery.documentType === 'credit_note'
          ? t('queue.creditNote', { number: delivery.invoiceNumber })
          : delivery.invoiceNumber}
      </td>
      <td>{delivery.userEmail}</td>
      <td>{delivery.recipient}</td>
      <td className="admin-cell--wrap">
        <StatusBadge
          status={delivery.status}
          tones={TONES}
          label={(status) => t(`peppol.status.${status}`)}
        />
        {delivery.reason === null || delivery.reason === '' ? null : (
          <div className="admin-error">{delivery.reason}</div>
        )}
        {delivery.mayHaveBeenDeliveredTwice ? (
          <div className="admin-muted">{t('peppol.possiblyTwice')}</div>
        ) : null}
      </td>
      <td>
        <DateWithRelative value={delivery.createdAt} />
      </td>
      <td>{delivery.sentAt === null ? '-' : <DateWithRelative value={delivery.sentAt} />}</td>
      <td>{delivery.settledAt === null ? '-' : <DateWithRelative value={delivery.settledAt} />}</td>
      <td>{delivery.attempts}</td>
    </tr>
  );
}
