import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { ErrorPanel } from './ErrorPanel';

export type RemoteErrorPanelProps = {
  /** Which part of the page failed (a remote's name); shown as `data-remote-error`. */
  readonly area?: string;
  /** What "try again" does; by default the page is loaded again. */
  readonly onRetry?: () => void;
};

function currentHref(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

function reloadPage(): void {
  window.location.reload();
}

/** Shown where a remote could not be loaded; the rest of the page keeps working. */
export function RemoteErrorPanel({ area, onRetry = reloadPage }: RemoteErrorPanelProps) {
  const { t } = useTranslation('platform', { i18n });
  // A link to the same URL with a hash would only scroll, so the click reloads explicitly.
  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onRetry();
  };
  return (
    <div data-remote-error={area ?? ''}>
      <ErrorPanel message={t('remoteError.message')} testId="remote-error">
        <a href={currentHref()} onClick={retry} data-testid="remote-error-retry">
          {t('remoteError.retry')}
        </a>
      </ErrorPanel>
    </div>
  );
}
