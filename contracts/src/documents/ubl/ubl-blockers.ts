import {
  computeTotals,
  isPayable,
  isValidIban,
  isValidStoredDate,
  vatNumberCountry,
  type CountryCode,
  type Invoice,
  type LineItem,
} from '@app/contracts/invoice';
import { isStarterLine } from '../invoice-view.js';
import { isCreditNote } from './ubl-document-kind.js';
import { partyCountry, partyFields, peppolAddress } from './ubl-parties.js';
import { documentVatContext } from '../vat-context.js';
import { ublVatGroups } from './ubl-vat.js';

/** What keeps an invoice from being a valid e-invoice; the export needs all of these. */
export type UblBlocker =
  | 'creditedInvoice'
  | 'invoiceNumber'
  | 'sellerName'
  | 'sellerVatNumber'
  | 'buyerName'
  | 'buyerIdentifier'
  | 'buyerVatNumber'
  | 'bankAccount'
  | 'lines';

/** The invoice's lines as the documents print them: the untouched starter line is none. */
export const documentLines = (invoice: Invoice): LineItem[] =>
  invoice.items.filter((item) => !isStarterLine(item));

/** Where each blocker is fixed, as a field path of the invoice, and its English wording. */
export const UBL_BLOCKERS: Record<UblBlocker, { field: string; message: string }> = {
  creditedInvoice: {
    field: 'creditedInvoice',
    message: 'A credit note must name the invoice it corrects, with its number and date',
  },
  invoiceNumber: { field: 'invoiceNumber', message: 'The invoice has no number yet' },
  sellerName: { field: 'sender.company', message: 'Your company name is missing' },
  sellerVatNumber: {
    field: 'sender.vatNumber',
    message: 'Your VAT number, starting with its country code, is missing',
  },
  buyerName: { field: 'recipient.company', message: "The customer's company name is missing" },
  buyerIdentifier: {
    field: 'recipient.vatNumber',
    message: "The customer's VAT or chamber-of-commerce number (their Peppol address) is missing",
  },
  buyerVatNumber: {
    field: 'recipient.vatNumber',
    message: "Reverse charge and intra-EU supplies need the customer's VAT number",
  },
  bankAccount: {
    field: 'paymentMethods.bank',
    message: 'A Dutch e-invoice needs bank transfer with a valid IBAN',
  },
  lines: { field: 'items', message: 'The invoice has no lines' },
};

export const bankOffered = (invoice: Invoice): boolean =>
  !invoice.isPlaceholder.paymentMethods &&
  invoice.paymentMethods.bank.enabled &&
  isValidIban(invoice.paymentMethods.bank.iban);

/** Why this invoice cannot be an e-invoice yet; empty when it can. */
export const ublBlockers = (invoice: Invoice, country: CountryCode): UblBlocker[] => {
  const seller = partyFields(invoice.sender, invoice.isPlaceholder.sender);
  const buyer = partyFields(invoice.recipient, invoice.isPlaceholder.recipient);
  const lines = documentLines(invoice);
  // Every VAT category of EN 16931 the product prints needs the seller's VAT number (BR-S-02,
  // BR-E-02, ...); reverse charge and intra-EU supplies the buyer's too (BR-AE-02, BR-IC-02).
  // The categories are the e-invoice's own: a small business's lines are all exempt.
  const { lines: treated } = ublVatGroups(invoice, lines, documentVatContext(invoice, country));
  const buyerVatNeeded = treated.some((line) =>
    ['reverse_charge', 'intra_eu'].includes(line.category),
  );
  const credit = isCreditNote(invoice);
  const total = computeTotals(invoice).total;
  // What the customer still has to pay the seller: a credit note's positive total is owed the
  // other way round.
  const owed = isPayable(invoice.paymentStatus) && (credit ? total < 0 : total > 0);
  const credited = invoice.creditedInvoice;
  const checks: [UblBlocker, boolean][] = [
    // A credit note names the invoice it corrects (BG-3; NL-R-001 makes it mandatory in NL).
    [
      'creditedInvoice',
      !credit ||
        (credited !== undefined &&
          credited.invoiceNumber.trim() !== '' &&
          isValidStoredDate(credited.date)),
    ],
    ['invoiceNumber', invoice.invoiceNumber.trim() !== ''],
    ['sellerName', seller.company !== ''],
    ['sellerVatNumber', vatNumberCountry(seller.vatNumber) !== null],
    ['buyerName', buyer.company !== ''],
    // The buyer's Peppol address (PEPPOL-EN16931-R010).
    [
      'buyerIdentifier',
      peppolAddress(buyer, partyCountry(buyer, partyCountry(seller, country))) !== null,
    ],
    ['buyerVatNumber', !buyerVatNeeded || vatNumberCountry(buyer.vatNumber) !== null],
    // A Dutch supplier must say how to pay what is owed (NL-R-007): bank transfer.
    ['bankAccount', !owed || partyCountry(seller, country) !== 'NL' || bankOffered(invoice)],
    ['lines', lines.length > 0],
  ];
  return checks.filter(([, ok]) => !ok).map(([blocker]) => blocker);
};
