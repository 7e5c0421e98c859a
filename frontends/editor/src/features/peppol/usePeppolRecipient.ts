import type { Invoice } from '@app/contracts/invoice';
import { selectAuthStatus, skipToken } from '@app/platform';
import { useAppSelector } from '../../store';
import { useDebouncedValue } from '../companies/useDebouncedValue';
import { useSettings } from '../invoices/hooks';
import { peppolApi } from './peppolApi';
import type { PeppolParticipantDto } from './peppolApi.gen';
import { recipientPeppolAddress } from './recipient-address';

/** How long the customer's numbers must stay unchanged before the directory is asked. */
export const PEPPOL_LOOKUP_DEBOUNCE_MS = 600;

export type PeppolRecipient =
  /** No Peppol address on the invoice, signed out, or the answer is not in yet. */
  | { kind: 'none' }
  | { kind: 'checking'; address: string }
  | { kind: 'reachable'; address: string; participant: PeppolParticipantDto }
  /** Not in the directory for our documents, or the lookup failed: the same to the user. */
  | { kind: 'unreachable'; address: string };

/**
 * Whether the invoice's customer receives e-invoices over Peppol: its Peppol address (from the
 * customer's numbers, as the e-invoice writes it) looked up once the typing pauses. RTK Query
 * keeps each answer as long as the server does, so switching between invoices asks again only
 * for new customers. Not `enabled`: never asked, `none`.
 */
export function usePeppolRecipient(
  invoice: Pick<Invoice, 'sender' | 'recipient' | 'isPlaceholder' | 'documentType'>,
  { enabled = true }: { enabled?: boolean } = {},
): PeppolRecipient {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn' && enabled;
  const { country } = useSettings();
  const address = recipientPeppolAddress(invoice, country);
  const settled = useDebouncedValue(address, PEPPOL_LOOKUP_DEBOUNCE_MS);
  const asked = signedIn && settled !== null && settled === address ? settled : null;
  // The answer for the address asked about now, never the one before it.
  const { currentData: data, isError } = peppolApi.useGetPeppolParticipantQuery(
    asked === null ? skipToken : { peppolId: asked },
  );
  if (!signedIn || address === null) return { kind: 'none' };
  if (asked === null || (data === undefined && !isError)) return { kind: 'checking', address };
  const wanted = invoice.documentType === 'credit_note' ? 'creditNote' : 'invoice';
  return data !== undefined &&
    data.peppolId === asked &&
    data.reachable &&
    data.documentTypes.includes(wanted)
    ? { kind: 'reachable', address, participant: data }
    : { kind: 'unreachable', address };
}
