import { useCallback, useState } from 'react';
import { useListAdminUserInvoicesQuery } from '../../../shared/api/adminApi';

/** A user's invoices, page after page into one list (the cache merges the pages). */
export function useUserInvoices(uid: string) {
  const [page, setPage] = useState(1);
  const query = useListAdminUserInvoicesQuery({ id: uid, page }, { skip: uid === '' });
  const { data, refetch } = query;

  const loadMore = useCallback(() => {
    const next = (data?.page ?? 0) + 1;
    // After a failed 'load more' the wanted page is already the argument: ask again.
    if (next === page) void refetch();
    else setPage(next);
  }, [data?.page, page, refetch]);

  const reload = useCallback(() => {
    if (page === 1) void refetch();
    else setPage(1);
  }, [page, refetch]);

  return { ...query, loadMore, reload };
}
