import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n';

const TONES: Readonly<Record<string, string>> = {
  planned: 'warning',
  sent: 'success',
  failed: 'danger',
};

export type EmailStatusBadgeProps = { readonly status: string };

/** planned, sent and failed are translated; any other state (e.g. 'sending') shows as it came. */
export function EmailStatusBadge({ status }: EmailStatusBadgeProps) {
  const { t } = useTranslation(namespace);
  const tone = TONES[status];
  return tone === undefined ? (
    <span className="admin-badge">{status}</span>
  ) : (
    <span className={`admin-badge admin-badge--${tone}`}>{t(`queue.status.${status}`)}</span>
  );
}
