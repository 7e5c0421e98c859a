import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../shared/components/StatusBadge';
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
  return (
    <StatusBadge status={status} tones={TONES} label={(known) => t(`queue.status.${known}`)} />
  );
}
