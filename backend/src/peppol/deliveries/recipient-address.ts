import { peppolAddress } from '@app/contracts/documents';
import type { CountryCode, Invoice } from '@app/contracts/invoice';
import { partyCountry, partyFields } from '@app/contracts/vat';

/**
 * The customer's Peppol address as the e-invoice names it (its BT-49 EndpointID), "0208:…";
 * null when the invoice gives none. Worked out by contracts exactly as the UBL writes it, so
 * what is looked up is what the document says.
 */
export function recipientAddress(invoice: Invoice, country: CountryCode): string | null {
  const seller = partyFields(invoice.sender, invoice.isPlaceholder.sender);
  const buyer = partyFields(invoice.recipient, invoice.isPlaceholder.recipient);
  const address = peppolAddress(buyer, partyCountry(buyer, partyCountry(seller, country)));
  return address === null ? null : `${address.scheme}:${address.id}`;
}
