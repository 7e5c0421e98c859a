import type { HistoryPeppolRecord, Invoice } from '@app/contracts/invoice';
import { selectAuthStatus, skipToken } from '@app/platform';
import { useAppSelector } from '../../store';
import { peppolApi } from './peppolApi';

export type InvoicePeppolDeliveries = {
  /** idle: not asked (signed out, or never sent over Peppol). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Oldest first, as the server answers them. */
  records: readonly HistoryPeppolRecord[];
};

const NONE: readonly HistoryPeppolRecord[] = [];

/**
 * The Peppol deliveries of an invoice (`GET /api/invoices/{id}/peppol-deliveries`), asked for
 * only when the invoice says it has one (`peppolStatus`) and the user is signed in. `refresh`
 * asks again on mount even when cached, for a dialog that should show what happened since.
 */
export function usePeppolDeliveries(
  invoice: Pick<Invoice, 'id' | 'peppolStatus'>,
  { refresh = false }: { refresh?: boolean } = {},
): InvoicePeppolDeliveries {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const id = invoice.id;
  const asked = signedIn && invoice.peppolStatus !== undefined && id !== undefined;
  const { data, isError } = peppolApi.useListPeppolDeliveriesQuery(asked ? { id } : skipToken, {
    refetchOnMountOrArgChange: refresh,
  });
  if (!asked) return { status: 'idle', records: NONE };
  if (isError) return { status: 'error', records: NONE };
  if (data === undefined) return { status: 'loading', records: NONE };
  return { status: 'ready', records: data.deliveries };
}
