import {
  centsToDecimalString,
  normaliseIban,
  parseMoneyToCents,
  parseQuantity,
  type Invoice,
  type Language,
  type Totals,
  type VatCategory,
} from '@app/contracts/invoice';
import type { InvoiceView } from '../invoice-view.js';
import { documentLabel } from '../labels.js';
import type { UblDocumentKind } from './ubl-document-kind.js';
import { categoryCode, groupReason, type UblLine, type UblVatGroup } from './ubl-vat.js';
import { element, textElement } from './xml.js';

/**
 * The parts an Invoice and a CreditNote share (EN 16931 gives both the same business terms);
 * each is one element or a list of them, assembled in schema order by render-invoice-ubl.ts.
 */

/** UNECE Rec 20 "one": the invoice has no units of measure. */
const UNIT_ONE = 'C62';
/** UNCL 4461 SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
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

/** A line's or an allowance's category (BT-151, BT-95): the breakdown carries the reasons. */
const taxCategory = (
  name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  category: VatCategory,
  rate: UblVatGroup['rate'],
): string =>
  element(
    name,
    {},
    textElement('cbc:ID', categoryCode(category)),
    textElement('cbc:Percent', rate.toFixed()),
    element('cac:TaxScheme', {}, textElement('cbc:ID', 'VAT')),
  );

/**
 * A breakdown's category with the law's texts (BT-120) and the VATEX code (BT-121) when all its
 * lines share one; a small business's exemption has no code in the CEF list, only its text.
 */
const breakdownCategory = (group: UblVatGroup, language: Language): string =>
  element(
    'cac:TaxCategory',
    {},
    textElement('cbc:ID', categoryCode(group.category)),
    textElement('cbc:Percent', group.rate.toFixed()),
    textElement('cbc:TaxExemptionReasonCode', group.vatex),
    textElement('cbc:TaxExemptionReason', groupReason(group, language)),
    element('cac:TaxScheme', {}, textElement('cbc:ID', 'VAT')),
  );

/** BG-16: SEPA credit transfer to the seller's IBAN, with the payment reference. */
export const paymentMeansElement = (invoice: Invoice, view: InvoiceView): string =>
  element(
    'cac:PaymentMeans',
    {},
    textElement('cbc:PaymentMeansCode', SEPA_CREDIT_TRANSFER),
    textElement('cbc:PaymentID', invoice.paymentReference ?? invoice.invoiceNumber),
    element(
      'cac:PayeeFinancialAccount',
      {},
      textElement('cbc:ID', normaliseIban(invoice.paymentMethods.bank.iban)),
      textElement('cbc:Name', invoice.paymentMethods.bank.accountName),
      view.bank?.bic &&
        element('cac:FinancialInstitutionBranch', {}, textElement('cbc:ID', view.bank.bic)),
    ),
  );

/**
 * The discount as one allowance per VAT group (BG-20), as EN 16931 taxes an allowance in the
 * group it reduces.
 */
export const allowanceElements = (groups: UblVatGroup[], language: Language): string[] =>
  groups
    .filter((group) => group.discount !== 0)
    .map((group) =>
      element(
        'cac:AllowanceCharge',
        {},
        textElement('cbc:ChargeIndicator', 'false'),
        textElement('cbc:AllowanceChargeReasonCode', DISCOUNT_REASON_CODE),
        textElement('cbc:AllowanceChargeReason', documentLabel(language, 'discount')),
        amount('cbc:Amount', group.discount),
        taxCategory('cac:TaxCategory', group.category, group.rate),
      ),
    );

/** The VAT total and its breakdown per category and rate (BG-23). */
export const taxTotalElement = (
  totals: Totals,
  groups: UblVatGroup[],
  language: Language,
): string =>
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
        breakdownCategory(group, language),
      ),
    ),
  );

/**
 * BG-22. A settled document (an invoice paid, a credit note refunded) was prepaid in full:
 * nothing is left to pay.
 */
export const monetaryTotalElement = (totals: Totals, settled: boolean): string =>
  element(
    'cac:LegalMonetaryTotal',
    {},
    amount('cbc:LineExtensionAmount', totals.subtotal),
    amount('cbc:TaxExclusiveAmount', totals.subtotal - totals.discountAmount),
    amount('cbc:TaxInclusiveAmount', totals.total),
    totals.discountAmount !== 0 && amount('cbc:AllowanceTotalAmount', totals.discountAmount),
    settled && amount('cbc:PrepaidAmount', totals.total),
    amount('cbc:PayableAmount', settled ? 0 : totals.total),
  );

/** BG-25: the lines, as InvoiceLine or CreditNoteLine. */
export const lineElements = (
  kind: UblDocumentKind,
  lines: UblLine[],
  language: Language,
): string[] =>
  lines.map((line, index) => {
    const price = parseMoneyToCents(line.item.price);
    // A price is never negative in EN 16931 (BR-27): a line with a negative price is written
    // as a negative quantity.
    const quantity = parseQuantity(line.item.quantity);
    const signed = price < 0 && !quantity.isZero() ? quantity.negated() : quantity;
    return element(
      kind.lineElement,
      {},
      textElement('cbc:ID', String(index + 1)),
      textElement(kind.quantityElement, signed.toFixed(), { unitCode: UNIT_ONE }),
      amount('cbc:LineExtensionAmount', line.amount),
      element(
        'cac:Item',
        {},
        line.item.description.includes('\n') &&
          !line.item.isPlaceholder?.description &&
          textElement('cbc:Description', line.item.description),
        textElement('cbc:Name', lineName(line, index + 1, language)),
        taxCategory('cac:ClassifiedTaxCategory', line.category, line.rate),
      ),
      element('cac:Price', {}, amount('cbc:PriceAmount', Math.abs(price))),
    );
  });
