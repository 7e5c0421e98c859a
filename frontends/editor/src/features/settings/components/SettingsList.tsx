import type { ReactNode } from 'react';
import { Spinner } from '@app/platform';

type Props = {
  /** The list's class and test-id prefix, e.g. `webhooks`: `webhooks__list`, `webhooks-empty`. */
  name: string;
  isLoading: boolean;
  /** The read failed, or there is nothing yet to show. */
  failed: boolean;
  count: number;
  texts: { loadFailed: string; retry: string; empty: string };
  onRetry: () => void;
  /** The rows, shown when the list has any. */
  children: ReactNode;
};

/**
 * A list a settings dialog manages (API tokens, webhook endpoints): a spinner while it loads,
 * the failure with a retry, the empty state, or the rows.
 */
export function SettingsList({ name, isLoading, failed, count, texts, onRetry, children }: Props) {
  if (isLoading) return <Spinner />;
  if (failed) {
    return (
      <div className={`${name}__problem`} data-testid={`${name}-load-error`}>
        <p role="alert">{texts.loadFailed}</p>
        <button type="button" className="app-button app-button--secondary" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <p className={`${name}__empty`} data-testid={`${name}-empty`}>
        {texts.empty}
      </p>
    );
  }
  return (
    <ul className={`${name}__list`} data-testid={`${name}-list`}>
      {children}
    </ul>
  );
}
