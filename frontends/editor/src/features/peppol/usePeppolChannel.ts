import type { Invoice } from '@app/contracts/invoice';
import { isBelgianAddress } from './recipient-address';
import { usePeppolActive } from './usePeppolRegistration';
import { usePeppolRecipient } from './usePeppolRecipient';
import type { PeppolParticipantDto } from './peppolApi.gen';

export type SendChannel = 'peppol' | 'email' | 'both';

export type PeppolChannel = {
  /** The customer's Peppol address and its directory entry. */
  address: string;
  participant: PeppolParticipantDto;
  /** Peppol for a Belgian customer, e-mail for the others. */
  defaultChannel: SendChannel;
};

/**
 * Whether the send dialog offers Peppol for this invoice: the user's company is registered and
 * verified, and the customer receives this kind of document over Peppol. null otherwise.
 */
export function usePeppolChannel(invoice: Invoice): PeppolChannel | null {
  const active = usePeppolActive();
  // Without a registration that can send, the directory need not be asked.
  const recipient = usePeppolRecipient(invoice, { enabled: active });
  if (!active || recipient.kind !== 'reachable') return null;
  return {
    address: recipient.address,
    participant: recipient.participant,
    defaultChannel: isBelgianAddress(recipient.address) ? 'peppol' : 'email',
  };
}
