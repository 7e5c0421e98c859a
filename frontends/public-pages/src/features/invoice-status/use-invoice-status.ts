import { useCallback, useEffect, useState } from 'react';
import type { InvoiceStatusDto } from './invoiceStatusApi.gen';
import { fetchInvoiceStatus } from './status-api';

export type InvoiceStatusQuery = {
  /** The last status read; kept while asking again. */
  readonly data: InvoiceStatusDto | undefined;
  /** The last request failed. */
  readonly failed: boolean;
  readonly refetch: () => void;
};

/** Reads an invoice's status when `id` is given (null: nothing to read, e.g. pre-rendering). */
export function useInvoiceStatus(id: string | null): InvoiceStatusQuery {
  const [answer, setAnswer] = useState<Omit<InvoiceStatusQuery, 'refetch'>>({
    data: undefined,
    failed: false,
  });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    fetchInvoiceStatus(id).then(
      (data) => {
        if (current) setAnswer({ data, failed: false });
      },
      () => {
        if (current) setAnswer((last) => ({ data: last.data, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [id, asked]);
  const refetch = useCallback(() => setAsked((count) => count + 1), []);
  return { ...answer, refetch };
}
