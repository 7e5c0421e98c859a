import type { Decimal } from 'decimal.js';
import { nodes, text, exists, decimal, sum, type Rule } from './xpath.js';
import { Dec } from '../../../invoice/decimal.js';

const BELGIAN_ENTERPRISE = /^[01]\d{9}$/;
/** The type codes Peppol BIS 3.0 (profile 01) allows for each document. */
const INVOICE_TYPE_CODES =
  '71 80 82 84 102 218 219 331 380 382 383 386 388 393 395 553 575 623 780 817 870 875 876 877'.split(
    ' ',
  );
const CREDIT_NOTE_TYPE_CODES = ['381', '396', '81', '83', '532'];

/** The Peppol BIS 3.0 rules (PEPPOL-EN16931-*, PEPPOL-COMMON-*) the export relies on. */
export const PEPPOL_RULES: Rule[] = [
  {
    id: 'PEPPOL-EN16931-R001',
    message: 'Business process (ProfileID) MUST be provided',
    holds: (doc) => text('/*/cbc:ProfileID', doc) !== '',
  },
  {
    id: 'PEPPOL-EN16931-R004',
    message: 'Specification identifier MUST be the Peppol BIS 3.0 one',
    holds: (doc) =>
      text('/*/cbc:CustomizationID', doc) ===
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  },
  {
    id: 'PEPPOL-EN16931-R002',
    message: 'No more than one note is allowed on document level',
    holds: (doc) => nodes('/*/cbc:Note', doc).length <= 1,
  },
  {
    id: 'PEPPOL-EN16931-P0100, P0101',
    message: 'The invoice (380 ...) or credit note (381 ...) type code MUST fit the profile',
    holds: (doc) =>
      INVOICE_TYPE_CODES.includes(text('/*/cbc:InvoiceTypeCode', doc)) ||
      CREDIT_NOTE_TYPE_CODES.includes(text('/*/cbc:CreditNoteTypeCode', doc)),
  },
  {
    id: 'PEPPOL-EN16931-R003',
    message: 'A buyer reference or purchase order reference MUST be provided',
    holds: (doc) =>
      text('/*/cbc:BuyerReference', doc) !== '' || exists('/*/cac:OrderReference/cbc:ID', doc),
  },
  {
    id: 'PEPPOL-EN16931-R008',
    message: 'Document MUST not contain empty elements',
    holds: (doc) => !exists('//*[not(*) and normalize-space(.) = ""]', doc),
  },
  {
    id: 'PEPPOL-EN16931-R010',
    message: 'Buyer electronic address MUST be provided',
    holds: (doc) => text('/*/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID', doc) !== '',
  },
  {
    id: 'PEPPOL-EN16931-R020',
    message: 'Seller electronic address MUST be provided',
    holds: (doc) => text('/*/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID', doc) !== '',
  },
  {
    id: 'PEPPOL-EN16931-R053',
    message: 'Only one tax total with tax subtotals MUST be provided',
    holds: (doc) => nodes('/*/cac:TaxTotal[cac:TaxSubtotal]', doc).length === 1,
  },
  {
    id: 'PEPPOL-EN16931-R120',
    message: 'Invoice line net amount MUST equal quantity x price + charges - allowances',
    holds: (doc) =>
      nodes('/*/cac:InvoiceLine | /*/cac:CreditNoteLine', doc).every((line) => {
        const base = text('cac:Price/cbc:BaseQuantity', line);
        const lineLevel = (indicator: string): Decimal =>
          sum(`cac:AllowanceCharge[cbc:ChargeIndicator = "${indicator}"]/cbc:Amount`, line);
        return decimal('cbc:InvoicedQuantity | cbc:CreditedQuantity', line)
          .times(decimal('cac:Price/cbc:PriceAmount', line))
          .dividedBy(base === '' ? 1 : base)
          .plus(lineLevel('true'))
          .minus(lineLevel('false'))
          .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
          .equals(decimal('cbc:LineExtensionAmount', line));
      }),
  },
  {
    id: 'PEPPOL-COMMON-R043',
    message: 'A Belgian enterprise number (0208) MUST be 10 digits with valid check digits',
    holds: (doc) =>
      nodes('//*[@schemeID = "0208"]', doc).every((node) => {
        const id = String((node as { textContent?: string }).textContent).trim();
        return (
          BELGIAN_ENTERPRISE.test(id) && 97 - (Number(id.slice(0, 8)) % 97) === Number(id.slice(8))
        );
      }),
  },
];
