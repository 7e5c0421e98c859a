import { useCallback } from 'react';

type CursorQuery = {
  readonly data?: { readonly nextCursor: string | null };
  readonly isError: boolean;
  readonly refetch: () => unknown;
};

/**
 * 'Load more' and 'Refresh' over a list paged by cursor into one cached list (the endpoint's
 * `merge` appends): `cursor` is the query's argument, kept by the caller. 'Load more' asks for
 * the page after the last one's `nextCursor`; `reload` starts again from the newest, with fresh
 * counters. A failed first page has nothing to show; a failed next page leaves the pages before.
 */
export function useCursorPages(
  cursor: string | undefined,
  setCursor: (cursor: string | undefined) => void,
  { data, isError, refetch }: CursorQuery,
) {
  const nextCursor = data?.nextCursor ?? undefined;
  const loadMore = useCallback(() => {
    if (nextCursor === undefined) return;
    // After a failed 'load more' the wanted page is already the argument: ask again.
    if (nextCursor === cursor) void refetch();
    else setCursor(nextCursor);
  }, [nextCursor, cursor, refetch, setCursor]);

  const reload = useCallback(() => {
    if (cursor === undefined) void refetch();
    else setCursor(undefined);
  }, [cursor, refetch, setCursor]);

  return { loadMore, reload, loadMoreFailed: isError && cursor !== undefined };
}
