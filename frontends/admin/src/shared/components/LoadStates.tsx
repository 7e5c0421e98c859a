import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n';

/** What every admin page shows while its data is on its way. */
export function AdminLoading() {
  const { t } = useTranslation(namespace);
  return (
    <div className="admin-loading" role="status" data-testid="admin-loading">
      <span className="app-spinner__wheel" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export type AdminErrorProps = { readonly message: string };

/** A load error in red, in place of the table it stands for (spec §8 "Admin fallbacks"). */
export function AdminError({ message }: AdminErrorProps) {
  return (
    <p className="admin-error" role="alert" data-testid="admin-error">
      {message}
    </p>
  );
}

export type AdminEmptyProps = { readonly children: ReactNode };

export function AdminEmpty({ children }: AdminEmptyProps) {
  return (
    <p className="admin-muted" data-testid="admin-empty">
      {children}
    </p>
  );
}

export type AdminLoadMoreProps = {
  /** The list's `hasMore`: without more pages there is no button. */
  readonly hasMore: boolean;
  /** A page is on its way: the button waits and says so. */
  readonly busy: boolean;
  readonly onLoadMore: () => void;
};

/** 'Load more' under an admin list: the next page by its cursor (spec §2 "load more"). */
export function AdminLoadMore({ hasMore, busy, onLoadMore }: AdminLoadMoreProps) {
  const { t } = useTranslation(namespace);
  if (!hasMore) return null;
  return (
    <button
      type="button"
      className="app-button app-button--secondary"
      disabled={busy}
      onClick={onLoadMore}
      data-testid="admin-load-more"
    >
      {busy ? t('common.loadingMore') : t('common.loadMore')}
    </button>
  );
}

export type RefreshButtonProps = {
  /** A load is on its way: the button waits. */
  readonly busy: boolean;
  readonly onRefresh: () => void;
};

/** 'Refresh' above an admin list: its first page and counters again. */
export function RefreshButton({ busy, onRefresh }: RefreshButtonProps) {
  const { t } = useTranslation(namespace);
  return (
    <button
      type="button"
      className="app-button app-button--secondary"
      disabled={busy}
      onClick={onRefresh}
      data-testid="admin-refresh"
    >
      {t('common.refresh')}
    </button>
  );
}
