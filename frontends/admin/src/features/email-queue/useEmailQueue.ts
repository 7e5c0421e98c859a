import { useState } from 'react';
import { useListAdminEmailsQuery } from '../../shared/api/adminApi';
import { useCursorPages } from '../../shared/useCursorPages';

/**
 * The e-mail queue, newest first, `limit` at a time into one list, with 'Load more' and
 * 'Refresh' (useCursorPages).
 */
export function useEmailQueue(limit: number) {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const query = useListAdminEmailsQuery({ limit, cursor });
  return { ...query, ...useCursorPages(cursor, setCursor, query) };
}
