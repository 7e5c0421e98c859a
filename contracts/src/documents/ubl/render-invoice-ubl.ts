import {
  centsToDecimalString,
  isValidStoredDate,
  normaliseIban,
  parseMoneyToCents,
  parseQuantity,
  type CountryCode,
  type Invoice,
  type Language,
  type VatCategory,
} from '@app/contracts/invoice';
import { invoiceView } from '../invoice-view.js';
import { documentLabel } from '../labels.js';
import { invoiceFileName } from '../pdf/render-invoice-pdf.js';
import { bankOffered, documentLines, ublBlockers } from './ubl-blockers.js';
import { partyCountry, partyElement, partyFields } from './ubl-parties.js';
import { categoryRule, ublVatGroups, type UblLine, type UblVatGroup } from './ubl-vat.js';
import { element, textElement } from './xml.js';

export type InvoiceUblOptions = {
  /** The invoice language: the VAT exemption texts, the terms and the discount reason. */
  language: Language;
  /** Where the seller works (settings.country): the country when the numbers do not tell. */
  country: CountryCode;
};

const CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** UNECE Rec 20 "one": the invoice has no units of measure. */
const UNIT_ONE = 'C62';
/** UNCL 4461 SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
/** UNCL 1001 commercial invoice. */
const COMMERCIAL_INVOICE = '380';
/** UNCL 5189 Discount. */
const DISCOUNT_REASON_CODE = '95';

const amount = (name: string, cents: number): string =>
  `<${name} currencyID="EUR">${centsToDecimalString(cents)}</${name}>`;

const lineName = (line: UblLine, position: number, language: Language): string => {
  const description = line.item.isPlaceholder?.description ? '' : line.item.description.trim();
  return description === ''
    ? documentLabel(language, 'lineFallback', { n: position })
    : description.split(/\r?\n/)[0];
};

const taxCategory = (
  name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  category: VatCategory,
  rate: UblVatGroup['rate'],
  language: Language,
  withReason: boolean,
): string => {
  const rule = categoryRule(category);
  return element(
    name,
    {},
    textElement('cbc:ID', rule.code),
    textElement('cbc:Percent', rate.toFixed()),
    withReason && textElement('cbc:TaxExemptionReasonCode', rule.exemptionCode),
    withReason &&
      rule.reasonLabel !== null &&
      textElement('cbc:TaxExemptionReason', documentLabel(language, rule.reasonLabel)),
    element('cac:TaxScheme', {}, textElement('cbc:ID', 'VAT')),
  );
};

/** `invoice_{number}.xml`. */
export const invoiceUblFileName = (invoice: Pick<Invoice, 'invoiceNumber'>): string =>
  invoiceFileName(invoice, 'xml');

/**
 * The invoice as a Peppol BIS Billing 3.0 (EN 16931) UBL 2.1 document. Its totals and VAT
 * breakdown come from the PDF's content model and the same discount shares, so both documents
 * agree to the cent. The invoice discount is one allowance per VAT group, as EN 16931 taxes
 * allowances in the group they reduce. Throws a RangeError when `ublBlockers` is not empty.
 * Credit notes (a CreditNote document with a reference to the invoice) come with their model.
 */
export const renderInvoiceUbl = (invoice: Invoice, options: InvoiceUblOptions): string => {
  const blockers = ublBlockers(invoice, options.country);
  if (blockers.length > 0) {
    throw new RangeError(`This invoice cannot be an e-invoice yet: ${blockers.join(', ')}`);
  }
  const { language } = options;
  const view = invoiceView(invoice, language);
  const { lines, groups } = ublVatGroups(invoice, documentLines(invoice));
  const seller = partyFields(invoice.sender, invoice.isPlaceholder.sender);
  const buyer = partyFields(invoice.recipient, invoice.isPlaceholder.recipient);
  const sellerCountry = partyCountry(seller, options.country);
  const buyerCountry = partyCountry(buyer, sellerCountry);
  const { totals } = view;
  const paid = invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'markedPaid';
  const dueDate = isValidStoredDate(invoice.dueDate) ? invoice.dueDate : null;
  const bank = invoice.paymentMethods.bank;
  const offersBank = bankOffered(invoice);
  const intraEu = lines.some((line) => line.category === 'intra_eu');

  const body = [
    textElement('cbc:CustomizationID', CUSTOMIZATION_ID),
    textElement('cbc:ProfileID', PROFILE_ID),
    textElement('cbc:ID', invoice.invoiceNumber),
    textElement('cbc:IssueDate', invoice.date),
    textElement('cbc:DueDate', dueDate),
    textElement('cbc:InvoiceTypeCode', COMMERCIAL_INVOICE),
    textElement('cbc:Note', view.notes),
    textElement('cbc:DocumentCurrencyCode', 'EUR'),
    // Peppol requires a buyer reference or an order reference; the contact is what the
    // customer's accounts department routes an invoice by, else the invoice number.
    textElement('cbc:BuyerReference', buyer.contactName || invoice.invoiceNumber),
    element('cac:AccountingSupplierParty', {}, partyElement(seller, sellerCountry)),
    element('cac:AccountingCustomerParty', {}, partyElement(buyer, buyerCountry)),
    // An intra-community supply must say when and where it was delivered (BR-IC-11, BR-IC-12).
    intraEu &&
      element(
        'cac:Delivery',
        {},
        textElement('cbc:ActualDeliveryDate', invoice.date),
        element(
          'cac:DeliveryLocation',
          {},
          element(
            'cac:Address',
            {},
            element('cac:Country', {}, textElement('cbc:IdentificationCode', buyerCountry)),
          ),
        ),
      ),
    offersBank &&
      element(
        'cac:PaymentMeans',
        {},
        textElement('cbc:PaymentMeansCode', SEPA_CREDIT_TRANSFER),
        textElement('cbc:PaymentID', invoice.paymentReference ?? invoice.invoiceNumber),
        element(
          'cac:PayeeFinancialAccount',
          {},
          textElement('cbc:ID', normaliseIban(bank.iban)),
          textElement('cbc:Name', bank.accountName),
          view.bank?.bic &&
            element('cac:FinancialInstitutionBranch', {}, textElement('cbc:ID', view.bank.bic)),
        ),
      ),
    element('cac:PaymentTerms', {}, textElement('cbc:Note', view.terms)),
    ...groups
      .filter((group) => group.discount !== 0)
      .map((group) =>
        element(
          'cac:AllowanceCharge',
          {},
          textElement('cbc:ChargeIndicator', 'false'),
          textElement('cbc:AllowanceChargeReasonCode', DISCOUNT_REASON_CODE),
          textElement('cbc:AllowanceChargeReason', documentLabel(language, 'discount')),
          amount('cbc:Amount', group.discount),
          taxCategory('cac:TaxCategory', group.category, group.rate, language, false),
        ),
      ),
    element(
      'cac:TaxTotal',
      {},
      amount('cbc:TaxAmount', totals.vat),
      ...groups.map((group) =>
        element(
          'cac:TaxSubtotal',
          {},
          amount('cbc:TaxableAmount', group.taxable),
          amount('cbc:TaxAmount', group.vat),
          taxCategory('cac:TaxCategory', group.category, group.rate, language, true),
        ),
      ),
    ),
    element(
      'cac:LegalMonetaryTotal',
      {},
      amount('cbc:LineExtensionAmount', totals.subtotal),
      amount('cbc:TaxExclusiveAmount', totals.subtotal - totals.discountAmount),
      amount('cbc:TaxInclusiveAmount', totals.total),
      totals.discountAmount !== 0 && amount('cbc:AllowanceTotalAmount', totals.discountAmount),
      paid && amount('cbc:PrepaidAmount', totals.total),
      amount('cbc:PayableAmount', paid ? 0 : totals.total),
    ),
    ...lines.map((line, index) => {
      const price = parseMoneyToCents(line.item.price);
      // A price is never negative in EN 16931 (BR-27): a credit line is a negative quantity.
      const quantity = parseQuantity(line.item.quantity);
      const signed = price < 0 && !quantity.isZero() ? quantity.negated() : quantity;
      return element(
        'cac:InvoiceLine',
        {},
        textElement('cbc:ID', String(index + 1)),
        textElement('cbc:InvoicedQuantity', signed.toFixed(), { unitCode: UNIT_ONE }),
        amount('cbc:LineExtensionAmount', line.amount),
        element(
          'cac:Item',
          {},
          line.item.description.includes('\n') &&
            !line.item.isPlaceholder?.description &&
            textElement('cbc:Description', line.item.description),
          textElement('cbc:Name', lineName(line, index + 1, language)),
          taxCategory('cac:ClassifiedTaxCategory', line.category, line.rate, language, false),
        ),
        element('cac:Price', {}, amount('cbc:PriceAmount', Math.abs(price))),
      );
    }),
  ];

  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(
    'Invoice',
    {
      xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    },
    ...body,
  )}\n`;
};
