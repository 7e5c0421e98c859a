import { useTranslation } from 'react-i18next';
import { maskSecrets } from '@app/contracts/settings';
import { namespace } from '../../i18n';

export type RawDataProps = { readonly value: unknown };

/**
 * The record as JSON, open by default. Secrets are masked again here although the server
 * already masks them: masking keeps the first characters, so a masked value stays as received.
 */
export function RawData({ value }: RawDataProps) {
  const { t } = useTranslation(namespace);
  return (
    <details open>
      <summary>{t('common.rawData')}</summary>
      <pre className="admin-raw" data-testid="admin-raw-data">
        {JSON.stringify(maskSecrets(value), null, 2)}
      </pre>
    </details>
  );
}
