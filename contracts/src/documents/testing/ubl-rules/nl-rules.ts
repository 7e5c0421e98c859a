import { decimal, exists, nodes, text, type Node, type Rule } from './xpath.js';

/**
 * The Dutch country rules of Peppol BIS 3.0 (NL-R-*, for a supplier in the Netherlands, the one
 * whose postal address says NL). NL-R-006 and NL-R-009 concern a fiscal representative and order
 * line references, which the export never writes.
 */

const supplierIsNl = (doc: Node): boolean =>
  text(
    '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
    doc,
  ).toUpperCase() === 'NL';

const customerIsNl = (doc: Node): boolean =>
  text(
    '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
    doc,
  ).toUpperCase() === 'NL';

const fullAddress = (path: string, doc: Node): boolean =>
  nodes(path, doc).every((address) =>
    ['cbc:StreetName', 'cbc:CityName', 'cbc:PostalZone'].every((name) => exists(name, address)),
  );

const kvkOrOin = (path: string, doc: Node): boolean =>
  nodes(path, doc).every(
    (id) =>
      ['0106', '0190'].includes(text('@schemeID', id)) &&
      String((id as { textContent?: string }).textContent).trim() !== '',
  );

/** A Dutch rule: it holds for any other supplier. */
const dutch = (rule: Rule): Rule => ({
  ...rule,
  holds: (doc) => !supplierIsNl(doc) || rule.holds(doc),
});

const RULES: Rule[] = [
  {
    id: 'NL-R-001',
    message: 'A credit note MUST contain an invoice reference (BillingReference)',
    holds: (doc) =>
      !exists('/*/cbc:CreditNoteTypeCode', doc) ||
      exists('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID', doc),
  },
  {
    id: 'NL-R-002',
    message: "The supplier's address MUST contain street name, city and post code",
    holds: (doc) => fullAddress('/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress', doc),
  },
  {
    id: 'NL-R-003',
    message: "The supplier's legal entity identifier MUST be a KVK or OIN number (0106 or 0190)",
    holds: (doc) =>
      kvkOrOin('/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID', doc),
  },
  {
    id: 'NL-R-004',
    message: "A Dutch customer's address MUST contain street name, city and post code",
    holds: (doc) =>
      !customerIsNl(doc) ||
      fullAddress('/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress', doc),
  },
  {
    id: 'NL-R-005',
    message: "A Dutch customer's legal entity identifier MUST be a KVK or OIN number",
    holds: (doc) =>
      !customerIsNl(doc) ||
      kvkOrOin('/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID', doc),
  },
  {
    id: 'NL-R-007',
    message: 'Payment means MUST be given when the customer pays the supplier',
    holds: (doc) => {
      const payable = decimal('/*/cac:LegalMonetaryTotal/cbc:PayableAmount', doc);
      const customerPays = exists('/*/cbc:CreditNoteTypeCode', doc)
        ? payable.lessThan(0)
        : payable.greaterThan(0);
      return !customerPays || exists('/*/cac:PaymentMeans', doc);
    },
  },
  {
    id: 'NL-R-008',
    message: 'The payment means code MUST be one of 30, 48, 49, 57, 58 or 59',
    holds: (doc) =>
      nodes('/*/cac:PaymentMeans', doc).every((means) =>
        ['30', '48', '49', '57', '58', '59'].includes(text('cbc:PaymentMeansCode', means)),
      ),
  },
];

export const NL_RULES: Rule[] = RULES.map(dutch);
