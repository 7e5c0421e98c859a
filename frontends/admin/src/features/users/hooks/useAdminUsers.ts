import { useCallback, useState } from 'react';
import { useListAdminUsersQuery } from '../../../shared/api/adminApi';

/**
 * The users list, newest first, of those matching `search` ('' is everyone), page after page
 * into one list: 'Load more' asks for the page after the last one's `nextCursor` (the cache
 * appends it). A new search starts at its first page.
 */
export function useAdminUsers(search: string) {
  // The cursor belongs to the search it was answered for.
  const [place, setPlace] = useState<{ search: string; cursor: string } | undefined>(undefined);
  const cursor = place?.search === search ? place.cursor : undefined;
  const query = useListAdminUsersQuery(search === '' ? { cursor } : { query: search, cursor });
  const { data, refetch } = query;

  const loadMore = useCallback(() => {
    const next = data?.nextCursor ?? undefined;
    if (next === undefined) return;
    // After a failed 'load more' the wanted page is already the argument: ask again.
    if (next === cursor) void refetch();
    else setPlace({ search, cursor: next });
  }, [data?.nextCursor, cursor, refetch, search]);

  // A failed first page has nothing to show; a failed next page leaves the pages before it.
  return { ...query, loadMore, loadMoreFailed: query.isError && cursor !== undefined };
}
