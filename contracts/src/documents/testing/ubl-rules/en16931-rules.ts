import type { Decimal } from 'decimal.js';
import { Dec } from '../../../invoice/decimal.js';
import { decimal, exists, nodes, sum, text, type Node, type Rule } from './xpath.js';

const EXEMPT_CODES = ['E', 'AE', 'K', 'G'];

const letters = (from: string, to: string): string[] =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, index) =>
    String.fromCharCode(from.charCodeAt(0) + index),
  );

/** The EU codes of the CEF VATEX list as BR-CL-22 of EN 16931 1.3.15 knows them. */
const VATEX_CODES = new Set(
  [
    '79-C',
    '132',
    ...letters('A', 'Q').map((letter) => `132-1${letter}`),
    '135-1',
    '143',
    ...letters('A', 'L').map((letter) => `143-1${letter}`),
    '143-1FA',
    '144',
    '146-1E',
    '148',
    ...letters('A', 'G').map((letter) => `148-${letter}`),
    '151',
    '151-1A',
    '151-1AA',
    ...letters('B', 'E').map((letter) => `151-1${letter}`),
    '153',
    '159',
    '309',
    'AE',
    'D',
    'F',
    'G',
    'I',
    'IC',
    'J',
    'O',
  ].map((code) => `VATEX-EU-${code}`),
);

/** The CEN EN 16931 rules (BR-*, BR-CO-*, per category) the export relies on. */
export const EN16931_RULES: Rule[] = [
  {
    id: 'BR-01..BR-05',
    message: 'Specification, number, issue date, type code and currency MUST be present',
    holds: (doc) =>
      ['cbc:CustomizationID', 'cbc:ID', 'cbc:IssueDate', 'cbc:DocumentCurrencyCode'].every(
        (name) => text(`/*/${name}`, doc) !== '',
      ) && text('/*/cbc:InvoiceTypeCode | /*/cbc:CreditNoteTypeCode', doc) !== '',
  },
  {
    id: 'BR-06, BR-09',
    message: 'The seller name and country MUST be present',
    holds: (doc) =>
      text(
        '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
        doc,
      ) !== '' &&
      /^[A-Z]{2}$/.test(
        text(
          '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
          doc,
        ),
      ),
  },
  {
    id: 'BR-07, BR-11',
    message: 'The buyer name and country MUST be present',
    holds: (doc) =>
      text(
        '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
        doc,
      ) !== '' &&
      /^[A-Z]{2}$/.test(
        text(
          '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
          doc,
        ),
      ),
  },
  {
    id: 'BR-55',
    message: 'Each preceding invoice reference MUST contain the preceding invoice number',
    holds: (doc) =>
      nodes('/*/cac:BillingReference/cac:InvoiceDocumentReference', doc).every(
        (reference) => text('cbc:ID', reference) !== '',
      ),
  },
  {
    id: 'BR-16',
    message: 'An invoice MUST have at least one line',
    holds: (doc) => exists('/*/cac:InvoiceLine | /*/cac:CreditNoteLine', doc),
  },
  {
    id: 'BR-21..BR-26',
    message: 'Each line MUST have an id, quantity with unit, net amount, item name and price',
    holds: (doc) =>
      nodes('/*/cac:InvoiceLine | /*/cac:CreditNoteLine', doc).every(
        (line) =>
          text('cbc:ID', line) !== '' &&
          text('cbc:InvoicedQuantity/@unitCode | cbc:CreditedQuantity/@unitCode', line) !== '' &&
          text('cbc:LineExtensionAmount', line) !== '' &&
          text('cac:Item/cbc:Name', line) !== '' &&
          text('cac:Price/cbc:PriceAmount', line) !== '',
      ),
  },
  {
    id: 'BR-27',
    message: 'The item net price MUST NOT be negative',
    holds: (doc) =>
      nodes('//cac:Price/cbc:PriceAmount', doc).every(
        (node) =>
          !String((node as { textContent?: string }).textContent)
            .trim()
            .startsWith('-'),
      ),
  },
  {
    id: 'BR-CO-09',
    message: 'VAT identifiers MUST have a country prefix',
    holds: (doc) =>
      nodes('//cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = "VAT"]/cbc:CompanyID', doc).every((node) =>
        /^[A-Z]{2}/.test(String((node as { textContent?: string }).textContent).trim()),
      ),
  },
  {
    id: 'BR-CO-10',
    message: 'Sum of line net amounts = LineExtensionAmount',
    holds: (doc) =>
      sum(
        '/*/cac:InvoiceLine/cbc:LineExtensionAmount | /*/cac:CreditNoteLine/cbc:LineExtensionAmount',
        doc,
      ).equals(decimal('/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount', doc)),
  },
  {
    id: 'BR-CO-11',
    message: 'Sum of document level allowances = AllowanceTotalAmount',
    holds: (doc) =>
      sum('/*/cac:AllowanceCharge[cbc:ChargeIndicator = "false"]/cbc:Amount', doc).equals(
        decimal('/*/cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount', doc),
      ),
  },
  {
    id: 'BR-CO-13',
    message: 'TaxExclusiveAmount = line total - allowances + charges',
    holds: (doc) =>
      decimal('/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount', doc)
        .minus(decimal('/*/cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount', doc))
        .plus(decimal('/*/cac:LegalMonetaryTotal/cbc:ChargeTotalAmount', doc))
        .equals(decimal('/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount', doc)),
  },
  {
    id: 'BR-CO-14',
    message: 'Invoice total VAT = sum of the VAT category tax amounts',
    holds: (doc) =>
      sum('/*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount', doc).equals(
        decimal('/*/cac:TaxTotal/cbc:TaxAmount', doc),
      ),
  },
  {
    id: 'BR-CO-15',
    message: 'TaxInclusiveAmount = TaxExclusiveAmount + total VAT',
    holds: (doc) =>
      decimal('/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount', doc)
        .plus(decimal('/*/cac:TaxTotal/cbc:TaxAmount', doc))
        .equals(decimal('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', doc)),
  },
  {
    id: 'BR-CO-16',
    message: 'PayableAmount = TaxInclusiveAmount - PrepaidAmount + rounding',
    holds: (doc) =>
      decimal('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', doc)
        .minus(decimal('/*/cac:LegalMonetaryTotal/cbc:PrepaidAmount', doc))
        .plus(decimal('/*/cac:LegalMonetaryTotal/cbc:PayableRoundingAmount', doc))
        .equals(decimal('/*/cac:LegalMonetaryTotal/cbc:PayableAmount', doc)),
  },
  {
    id: 'BR-CO-17',
    message: 'VAT category tax amount = taxable amount x rate, rounded to 2 decimals',
    holds: (doc) =>
      nodes('/*/cac:TaxTotal/cac:TaxSubtotal', doc).every((subtotal) =>
        decimal('cbc:TaxableAmount', subtotal)
          .times(decimal('cac:TaxCategory/cbc:Percent', subtotal))
          .dividedBy(100)
          .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
          .minus(decimal('cbc:TaxAmount', subtotal))
          .abs()
          .lessThanOrEqualTo('0.01'),
      ),
  },
  {
    id: 'BR-CO-18',
    message: 'An invoice MUST have at least one VAT breakdown group',
    holds: (doc) => exists('/*/cac:TaxTotal/cac:TaxSubtotal', doc),
  },
  {
    id: 'BR-CO-21',
    message: 'Each document level allowance MUST have a reason or a reason code',
    holds: (doc) =>
      nodes('/*/cac:AllowanceCharge', doc).every(
        (allowance) =>
          text('cbc:AllowanceChargeReason', allowance) !== '' ||
          text('cbc:AllowanceChargeReasonCode', allowance) !== '',
      ),
  },
  {
    id: 'BR-CO-25',
    message: 'A positive amount due needs a due date or payment terms',
    holds: (doc) =>
      !decimal('/*/cac:LegalMonetaryTotal/cbc:PayableAmount', doc).greaterThan(0) ||
      text('/*/cbc:DueDate | /*/cac:PaymentMeans/cbc:PaymentDueDate', doc) !== '' ||
      text('/*/cac:PaymentTerms/cbc:Note', doc) !== '',
  },
  {
    id: 'BR-S-08, BR-Z-08, BR-E-08, BR-AE-08, BR-IC-08, BR-G-08',
    message: 'A group taxable amount = its lines - its allowances',
    holds: (doc) =>
      nodes('/*/cac:TaxTotal/cac:TaxSubtotal', doc).every((subtotal) => {
        const code = text('cac:TaxCategory/cbc:ID', subtotal);
        const rate = decimal('cac:TaxCategory/cbc:Percent', subtotal);
        const inGroup = (category: Node): boolean =>
          text('cbc:ID', category) === code && decimal('cbc:Percent', category).equals(rate);
        const lines = nodes('/*/cac:InvoiceLine | /*/cac:CreditNoteLine', doc)
          .filter((line) => nodes('cac:Item/cac:ClassifiedTaxCategory', line).some(inGroup))
          .reduce(
            (total, line) => total.plus(decimal('cbc:LineExtensionAmount', line)),
            new Dec(0),
          );
        const documentLevel = (indicator: string): Decimal =>
          nodes(`/*/cac:AllowanceCharge[cbc:ChargeIndicator = "${indicator}"]`, doc)
            .filter((entry) => nodes('cac:TaxCategory', entry).some(inGroup))
            .reduce((total, entry) => total.plus(decimal('cbc:Amount', entry)), new Dec(0));
        return lines
          .minus(documentLevel('false'))
          .plus(documentLevel('true'))
          .equals(decimal('cbc:TaxableAmount', subtotal));
      }),
  },
  {
    id: 'BR-S-05, BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05',
    message: 'Standard rated lines have a rate above 0, the other categories 0',
    holds: (doc) =>
      nodes('//cac:ClassifiedTaxCategory | //cac:TaxCategory', doc).every((category) =>
        text('cbc:ID', category) === 'S'
          ? decimal('cbc:Percent', category).greaterThan(0)
          : decimal('cbc:Percent', category).isZero(),
      ),
  },
  {
    id: 'BR-E-10, BR-AE-10, BR-IC-10, BR-G-10',
    message: 'An exempt VAT breakdown MUST give an exemption reason or code',
    holds: (doc) =>
      nodes('/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory', doc)
        .filter((category) => EXEMPT_CODES.includes(text('cbc:ID', category)))
        .every(
          (category) =>
            text('cbc:TaxExemptionReason', category) !== '' ||
            text('cbc:TaxExemptionReasonCode', category) !== '',
        ),
  },
  {
    id: 'BR-E-01, BR-AE-01, BR-IC-01, BR-G-01',
    message:
      'A document with exempt, reverse charge, intra-community or export lines or allowances ' +
      'MUST have exactly one VAT breakdown of that category',
    holds: (doc) =>
      EXEMPT_CODES.every((code) => {
        const used = exists(
          `//cac:ClassifiedTaxCategory[cbc:ID = "${code}"] | /*/cac:AllowanceCharge/cac:TaxCategory[cbc:ID = "${code}"]`,
          doc,
        );
        const groups = nodes(
          `/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID = "${code}"]`,
          doc,
        ).length;
        return used ? groups === 1 : groups === 0;
      }),
  },
  {
    id: 'BR-CL-22',
    message: 'A VAT exemption reason code MUST come from the CEF VATEX code list',
    holds: (doc) =>
      nodes('//cbc:TaxExemptionReasonCode', doc).every((node) =>
        VATEX_CODES.has(String((node as { textContent?: string }).textContent).trim()),
      ),
  },
  {
    id: 'BR-S-10, BR-Z-10',
    message: 'A standard or zero rated VAT breakdown MUST NOT give an exemption reason',
    holds: (doc) =>
      nodes(
        '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID = "S" or cbc:ID = "Z"]',
        doc,
      ).every(
        (category) =>
          !exists('cbc:TaxExemptionReason', category) &&
          !exists('cbc:TaxExemptionReasonCode', category),
      ),
  },
  {
    id: 'BR-S-02, BR-Z-02, BR-E-02, BR-AE-02, BR-IC-02, BR-G-02',
    message: 'The seller VAT identifier MUST be present',
    holds: (doc) =>
      !exists('//cac:ClassifiedTaxCategory[cbc:ID != "O"]', doc) ||
      text('/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID', doc) !== '',
  },
  {
    id: 'BR-AE-02, BR-IC-02 (buyer)',
    message: 'Reverse charge and intra-community supplies need the buyer VAT identifier',
    holds: (doc) =>
      !exists('//cac:ClassifiedTaxCategory[cbc:ID = "AE" or cbc:ID = "K"]', doc) ||
      text('/*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID', doc) !== '',
  },
  {
    id: 'BR-IC-11, BR-IC-12',
    message: 'An intra-community supply needs a delivery date and the deliver-to country',
    holds: (doc) =>
      !exists('//cac:ClassifiedTaxCategory[cbc:ID = "K"]', doc) ||
      (text('/*/cac:Delivery/cbc:ActualDeliveryDate', doc) !== '' &&
        text(
          '/*/cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode',
          doc,
        ) !== ''),
  },
  {
    id: 'BR-61',
    message: 'A credit transfer needs the payee account identifier',
    holds: (doc) =>
      nodes(
        '/*/cac:PaymentMeans[cbc:PaymentMeansCode = "30" or cbc:PaymentMeansCode = "58"]',
        doc,
      ).every((means) => text('cac:PayeeFinancialAccount/cbc:ID', means) !== ''),
  },
  {
    id: 'BR-DEC',
    message: 'Amounts MUST have at most two decimals',
    holds: (doc) =>
      nodes('//*[@currencyID]', doc).every((node) =>
        /^-?\d+(\.\d{1,2})?$/.test(String((node as { textContent?: string }).textContent).trim()),
      ),
  },
];
