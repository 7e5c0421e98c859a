import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import type { Decimal } from 'decimal.js';
import { Dec } from '../../invoice/decimal.js';

/**
 * Checks of a generated e-invoice for the specs and the browser test: the OASIS UBL 2.1 schema
 * (xmllint) and the EN 16931 / Peppol BIS 3.0 business rules the export relies on, each named by
 * its official id so a finding points into the specification. Not part of the public entry.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

/** The official fixtures live beside the repository (../shared/peppol), never inside it. */
export const peppolFixtures = (): string => {
  const candidates = [
    process.env.PEPPOL_FIXTURES,
    path.resolve(repoRoot, '../shared/peppol'),
    '/work/shared/peppol',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'xsd')));
  if (found === undefined) {
    throw new Error(`The Peppol fixtures are missing; looked in ${candidates.join(', ')}`);
  }
  return found;
};

/** xmllint's complaints about the document, empty when it is valid UBL 2.1. */
export const schemaFindings = (xml: string): string[] => {
  const root = /<(Invoice|CreditNote)\b/.exec(xml)?.[1] ?? 'Invoice';
  const schema = path.join(peppolFixtures(), `xsd/maindoc/UBL-${root}-2.1.xsd`);
  const dir = mkdtempSync(path.join(tmpdir(), 'ubl-'));
  const file = path.join(dir, 'document.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' });
    return [];
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return output.split('\n').filter((line) => line.trim() !== '' && !line.endsWith(' validates'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const select = xpath.useNamespaces({
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

type Node = Parameters<typeof select>[1];

const nodes = (expression: string, context: Node): Node[] =>
  select(expression, context) as unknown as Node[];
const text = (expression: string, context: Node): string =>
  String(select(`string(${expression})`, context, true)).trim();
const exists = (expression: string, context: Node): boolean =>
  nodes(expression, context).length > 0;
const sum = (expression: string, context: Node): Decimal =>
  nodes(expression, context).reduce(
    (total, node) => total.plus(new Dec(String((node as { textContent?: string }).textContent))),
    new Dec(0),
  );
const decimal = (expression: string, context: Node): Decimal => {
  const value = text(expression, context);
  return new Dec(value === '' ? '0' : value);
};

export type RuleFinding = { rule: string; message: string };

type Rule = { id: string; message: string; holds: (doc: Node) => boolean };

const EXEMPT_CODES = ['E', 'AE', 'K', 'G'];
const BELGIAN_ENTERPRISE = /^[01]\d{9}$/;

const rules: Rule[] = [
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

/** The business rules the document breaks; empty when it follows all of them. */
export const ruleFindings = (xml: string): RuleFinding[] => {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(xml, 'text/xml') as unknown as Node;
  if (errors.length > 0) return [{ rule: 'XML', message: errors.join('; ') }];
  return rules
    .filter((rule) => !rule.holds(doc))
    .map((rule) => ({ rule: rule.id, message: rule.message }));
};
