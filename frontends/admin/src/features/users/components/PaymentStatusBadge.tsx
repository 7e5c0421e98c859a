import { useTranslation } from 'react-i18next';
import { paymentStatusBadge } from '@app/contracts/invoice';
import { namespace } from '../../../i18n';

export type PaymentStatusBadgeProps = { readonly status: string };

/** The invoice's payment state; a value the contracts do not know is shown as it came. */
export function PaymentStatusBadge({ status }: PaymentStatusBadgeProps) {
  const { t } = useTranslation(namespace);
  const badge = paymentStatusBadge(status, 'editor');
  return badge === null ? (
    <span className="admin-badge">{status}</span>
  ) : (
    <span className={`admin-badge admin-badge--${badge.tone}`}>{t(badge.key)}</span>
  );
}
