import { peppolAddress } from '@app/contracts/documents';
import type { CountryCode, Invoice } from '@app/contracts/invoice';
import { partyCountry, partyFields } from '@app/contracts/vat';

/**
 * The customer's Peppol address as the e-invoice names it ("0208:0123456749"), worked out as
 * the server does (backend peppol/deliveries/recipient-address.ts), so what the editor looks up
 * is where a send would go. null when the invoice gives none.
 */
export function recipientPeppolAddress(
  invoice: Pick<Invoice, 'sender' | 'recipient' | 'isPlaceholder'>,
  country: CountryCode,
): string | null {
  const seller = partyFields(invoice.sender, invoice.isPlaceholder.sender);
  const buyer = partyFields(invoice.recipient, invoice.isPlaceholder.recipient);
  const address = peppolAddress(buyer, partyCountry(buyer, partyCountry(seller, country)));
  return address === null ? null : `${address.scheme}:${address.id}`;
}

/** Belgian schemes: the enterprise number (0208) and the BE VAT number (9925). */
const BELGIAN_SCHEMES: readonly string[] = ['0208', '9925'];

/**
 * Belgium requires e-invoices between businesses from 2026, so a Belgian customer that can
 * receive them gets Peppol by default; elsewhere e-mail stays the default.
 */
export const isBelgianAddress = (address: string): boolean =>
  BELGIAN_SCHEMES.includes(address.slice(0, address.indexOf(':')));
