import { useState } from 'react';
import { useListAdminPeppolDeliveriesQuery } from '../../shared/api/adminApi';
import { useCursorPages } from '../../shared/useCursorPages';

/**
 * Every user's Peppol deliveries, newest first, `limit` at a time into one list, with 'Load
 * more' and 'Refresh' (useCursorPages), like the e-mail queue.
 */
export function usePeppolDeliveries(limit: number) {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const query = useListAdminPeppolDeliveriesQuery({ limit, cursor });
  return { ...query, ...useCursorPages(cursor, setCursor, query) };
}
