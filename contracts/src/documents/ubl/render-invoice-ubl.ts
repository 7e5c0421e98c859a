import {
  isValidStoredDate,
  type CountryCode,
  type Invoice,
  type Language,
} from '@app/contracts/invoice';
import { invoiceView } from '../invoice-view.js';
import { documentLabel } from '../labels.js';
import { invoiceFileName } from '../pdf/render-invoice-pdf.js';
import { isCreditNote, ublDocumentKind } from './ubl-document-kind.js';
import { bankOffered, documentLines, ublBlockers } from './ubl-blockers.js';
import {
  allowanceElements,
  lineElements,
  monetaryTotalElement,
  paymentMeansElement,
  taxTotalElement,
} from './ubl-parts.js';
import { documentVatContext } from '../vat-context.js';
import { partyElement, partyFields, sellerLegalForm } from './ubl-parties.js';
import { ublVatGroups } from './ubl-vat.js';
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

/**
 * `invoice_{number}.xml`, `credit-note_{number}.xml` for a credit note, in the document's
 * language (`factuur_…`, `creditnota_…`), as the PDF's.
 */
export const invoiceUblFileName = (
  invoice: Pick<Invoice, 'invoiceNumber'> & Partial<Pick<Invoice, 'documentType'>>,
  language: Language = 'en',
): string => invoiceFileName(invoice, 'xml', language);

/**
 * The invoice as a Peppol BIS Billing 3.0 (EN 16931) UBL 2.1 document: an Invoice, or for a
 * credit note a CreditNote (type 381) referring to the invoice it corrects (BG-3, which the
 * Dutch NL-R-001 requires). Its totals and VAT breakdown come from the PDF's content model and
 * the same discount shares, so both documents agree to the cent; a credit note's amounts are
 * positive, as stored. The invoice discount is one allowance per VAT group, as EN 16931 taxes
 * allowances in the group they reduce. Throws a RangeError when `ublBlockers` is not empty.
 */
export const renderInvoiceUbl = (invoice: Invoice, options: InvoiceUblOptions): string => {
  const blockers = ublBlockers(invoice, options.country);
  if (blockers.length > 0) {
    throw new RangeError(`This invoice cannot be an e-invoice yet: ${blockers.join(', ')}`);
  }
  const { language } = options;
  const kind = ublDocumentKind(invoice);
  const credited = isCreditNote(invoice) ? invoice.creditedInvoice : undefined;
  const view = invoiceView(invoice, language, undefined, options.country);
  const context = documentVatContext(invoice, options.country);
  const { lines, groups } = ublVatGroups(invoice, documentLines(invoice), context);
  const seller = partyFields(invoice.sender, invoice.isPlaceholder.sender);
  const buyer = partyFields(invoice.recipient, invoice.isPlaceholder.recipient);
  const { sellerCountry, customerCountry: buyerCountry } = context;
  const { totals } = view;
  const settled = invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'markedPaid';
  // A credit note's money goes to the customer, whose account the seller's data does not hold
  // (NL-R-007 asks payment means only of money the customer pays): it names none unless its
  // total is negative, which makes it a charge after all.
  const paymentMeans =
    bankOffered(invoice) && (credited === undefined || totals.total < 0)
      ? paymentMeansElement(invoice, view)
      : null;
  // Peppol allows one document note (PEPPOL-EN16931-R002): the legal mentions join the notes;
  // the law's texts also stand in the breakdown they explain (BT-120).
  const note = [view.notes, ...view.legalNotices].filter(Boolean).join('\n');

  const body = [
    textElement('cbc:CustomizationID', CUSTOMIZATION_ID),
    textElement('cbc:ProfileID', PROFILE_ID),
    textElement('cbc:ID', invoice.invoiceNumber),
    textElement('cbc:IssueDate', invoice.date),
    // A UBL 2.1 CreditNote has no due date: what it owes the customer has none.
    credited === undefined &&
      textElement('cbc:DueDate', isValidStoredDate(invoice.dueDate) ? invoice.dueDate : null),
    textElement(kind.typeCodeElement, kind.typeCode),
    textElement('cbc:Note', note),
    textElement('cbc:DocumentCurrencyCode', 'EUR'),
    // Peppol requires a buyer reference or an order reference; the contact is what the
    // customer's accounts department routes an invoice by, else the invoice number.
    textElement('cbc:BuyerReference', buyer.contactName || invoice.invoiceNumber),
    credited &&
      element(
        'cac:BillingReference',
        {},
        element(
          'cac:InvoiceDocumentReference',
          {},
          textElement('cbc:ID', credited.invoiceNumber),
          textElement('cbc:IssueDate', credited.date),
        ),
      ),
    element(
      'cac:AccountingSupplierParty',
      {},
      partyElement(seller, sellerCountry, sellerLegalForm(invoice.sender, invoice.isPlaceholder)),
    ),
    element('cac:AccountingCustomerParty', {}, partyElement(buyer, buyerCountry)),
    // An intra-community supply must say when and where it was delivered (BR-IC-11, BR-IC-12);
    // the supply a credit note corrects was delivered with the original invoice.
    lines.some((line) => line.category === 'intra_eu') &&
      element(
        'cac:Delivery',
        {},
        textElement('cbc:ActualDeliveryDate', credited?.date ?? invoice.date),
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
    paymentMeans,
    element(
      'cac:PaymentTerms',
      {},
      textElement(
        'cbc:Note',
        credited
          ? documentLabel(language, 'creditNoteTerms', { number: credited.invoiceNumber })
          : view.terms,
      ),
    ),
    ...allowanceElements(groups, language),
    taxTotalElement(totals, groups, language),
    monetaryTotalElement(totals, settled),
    ...lineElements(kind, lines, language),
  ];

  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(
    kind.root,
    {
      xmlns: kind.namespace,
      'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    },
    ...body,
  )}\n`;
};
