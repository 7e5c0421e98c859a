import type { Invoice } from '@app/contracts/invoice';
import { partyCountry, partyFields, type LineContext } from '@app/contracts/vat';

type ContextInvoice = Pick<Invoice, 'sender' | 'recipient' | 'isPlaceholder' | 'vatRegime'>;

/**
 * What the law's treatment of the lines depends on, as every document reads it: the seller's
 * country is the e-invoice's (the sender's VAT number, else a Dutch postcode, else the settings'
 * country), the customer's likewise with the seller's as fallback, as `mandatoryTexts` reads it.
 */
export const documentVatContext = (
  invoice: ContextInvoice,
  settingsCountry: string,
): LineContext => {
  const sellerCountry = partyCountry(
    partyFields(invoice.sender, invoice.isPlaceholder.sender),
    settingsCountry,
  );
  return {
    sellerCountry,
    regime: invoice.vatRegime ?? 'standard',
    customerCountry: partyCountry(
      partyFields(invoice.recipient, invoice.isPlaceholder.recipient),
      sellerCountry,
    ),
  };
};
