import type { HistoryEmailRecord, Invoice } from '@app/contracts/invoice';
import { selectAuthStatus, skipToken } from '@app/platform';
import { useAppSelector } from '../../store';
import { emailApi } from './emailApi';

const { useListInvoiceEmailsQuery } = emailApi;

export type InvoiceEmails = {
  /** idle: not asked (signed out, or not a sent invoice). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  records: readonly HistoryEmailRecord[];
};

const NONE: readonly HistoryEmailRecord[] = [];

/**
 * The e-mails of an invoice (`GET /api/invoices/{id}/emails`), asked for only when it is sent
 * and the user is signed in (spec §7). `refresh` asks again on mount even when cached, for a
 * dialog that should show what the queue did since.
 */
export function useInvoiceEmails(
  invoice: Pick<Invoice, 'id' | 'status'>,
  { refresh = false }: { refresh?: boolean } = {},
): InvoiceEmails {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const id = invoice.id;
  const asked = signedIn && invoice.status === 'sent' && id !== undefined;
  const { data, isError } = useListInvoiceEmailsQuery(asked ? { id } : skipToken, {
    refetchOnMountOrArgChange: refresh,
  });
  if (!asked) return { status: 'idle', records: NONE };
  if (isError) return { status: 'error', records: NONE };
  if (data === undefined) return { status: 'loading', records: NONE };
  return { status: 'ready', records: data.emails };
}
