import { useCallback, useState } from 'react';
import { useListAdminUserSchedulesQuery } from '../../../shared/api/adminApi';

/**
 * A user's schedules, newest first, page after page into one list: 'Load more' asks for the page
 * after the last one's `nextCursor` (the cache appends it).
 */
export function useUserSchedules(uid: string) {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const query = useListAdminUserSchedulesQuery({ id: uid, cursor }, { skip: uid === '' });
  const { data, refetch } = query;

  const loadMore = useCallback(() => {
    const next = data?.nextCursor ?? undefined;
    if (next === undefined) return;
    // After a failed 'load more' the wanted page is already the argument: ask again.
    if (next === cursor) void refetch();
    else setCursor(next);
  }, [data?.nextCursor, cursor, refetch]);

  return { ...query, loadMore };
}
