import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { SpinnerWheel } from './SpinnerWheel';

export type SpinnerProps = {
  /** Quick loads should not flash a spinner: it appears only after this many milliseconds. */
  readonly delayMs?: number;
};

export function Spinner({ delayMs = 200 }: SpinnerProps) {
  const { t } = useTranslation('platform', { i18n });
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) {
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) {
    return null;
  }
  return <SpinnerWheel label={t('spinner.loading')} />;
}
