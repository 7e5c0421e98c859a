import { useCallback, useState } from 'react';
import { useListAdminEmailsQuery } from '../../shared/api/adminApi';

/**
 * The e-mail queue, newest first, `limit` at a time into one list: 'Load more' asks for the page
 * after the last one's `nextCursor` (the cache appends it); `reload` starts again from the
 * newest, with fresh counters.
 */
export function useEmailQueue(limit: number) {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const query = useListAdminEmailsQuery({ limit, cursor });
  const { data, refetch } = query;

  const loadMore = useCallback(() => {
    const next = data?.nextCursor ?? undefined;
    if (next === undefined) return;
    // After a failed 'load more' the wanted page is already the argument: ask again.
    if (next === cursor) void refetch();
    else setCursor(next);
  }, [data?.nextCursor, cursor, refetch]);

  const reload = useCallback(() => {
    if (cursor === undefined) void refetch();
    else setCursor(undefined);
  }, [cursor, refetch]);

  // A failed first page has nothing to show; a failed next page leaves the pages before it.
  return { ...query, loadMore, reload, loadMoreFailed: query.isError && cursor !== undefined };
}
