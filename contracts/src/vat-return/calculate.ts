import type { DateRange } from '@app/contracts/invoice';
import type { VatRegime } from '@app/contracts/vat';
import { RETURN_BOXES } from './boxes.js';
import { documentParts } from './document-parts.js';
import { addToListing, listingLines, type ListingBook } from './listing.js';
import { inReturnPeriod, vatReturnRange, type VatReturnPeriod } from './period.js';
import { addShare, bookIn, shareKeyOf, sharesOf, sumOf, type ShareBook } from './shares.js';
import type {
  BoxFigure,
  BoxId,
  FilingObligation,
  NotReportedReason,
  ReturnCountry,
  ReturnDocument,
  VatReturnFigures,
} from './types.js';

export type VatReturnInput = {
  /** Where the seller files: the settings' country. */
  country: ReturnCountry;
  /** The seller's regime for the period. */
  regime: VatRegime;
  period: VatReturnPeriod;
  /** The seller's issued invoices and credit notes (any dates: the period picks). */
  documents: readonly ReturnDocument[];
};

const OBLIGATIONS: Record<ReturnCountry, FilingObligation> = {
  NL: 'none',
  BE: 'annualCustomerListing',
};

/** Date, then number: the order an accountant reads a period in. */
const byDateThenNumber = (a: ReturnDocument, b: ReturnDocument): number =>
  a.date.localeCompare(b.date) || a.invoiceNumber.localeCompare(b.invoiceNumber);

/** The Dutch 5a: the VAT of section 1, the only section sales put VAT in. */
const withDutchTotal = (boxes: Map<BoxId, ShareBook>): void => {
  const total: ShareBook = new Map();
  for (const box of ['1a', '1b', '1c'] as const) {
    for (const { base: _base, vat, ...key } of sharesOf(boxes.get(box)))
      addShare(total, key, 0, vat);
  }
  boxes.set('5a', total);
};

/**
 * The figures of the seller's VAT return for a period: each box's base and VAT in cents with
 * the documents behind them, the amounts on no box, and the intra-community listing. Every
 * amount is the document's as issued (docs/vat-return.md).
 */
export const vatReturn = (input: VatReturnInput): VatReturnFigures => {
  const period: DateRange = vatReturnRange(input.period);
  const documents = input.documents
    .filter((document) => document.status !== 'concept' && inReturnPeriod(document.date, period))
    .sort(byDateThenNumber);
  const boxes = new Map<BoxId, ShareBook>();
  const notReported = new Map<NotReportedReason, ShareBook>();
  const listing: ListingBook = new Map();
  for (const document of documents) {
    const key = shareKeyOf(document);
    const credit = key.documentType === 'credit_note';
    for (const { rule, base, vat } of documentParts(document, input.country)) {
      const placement = credit ? rule.creditNote : rule.invoice;
      // What the document adds to the turnover: a credit note takes off.
      const turnover = credit ? -1 : 1;
      if (rule.listing) addToListing(listing, document, rule.listing, turnover * base);
      if ('notReported' in placement) {
        addShare(bookIn(notReported, placement.notReported), key, turnover * base, turnover * vat);
        continue;
      }
      const sameBox = placement.vat === placement.base;
      addShare(
        bookIn(boxes, placement.base),
        key,
        placement.sign * base,
        sameBox ? placement.sign * vat : 0,
      );
      if (placement.vat !== null && !sameBox) {
        addShare(bookIn(boxes, placement.vat), key, 0, placement.sign * vat);
      }
    }
  }
  if (input.country === 'NL') withDutchTotal(boxes);
  const figure = (box: BoxId): BoxFigure => {
    const shares = sharesOf(boxes.get(box));
    return { box, base: sumOf(shares, 'base'), vat: sumOf(shares, 'vat'), documents: shares };
  };
  return {
    country: input.country,
    period,
    regime: input.regime,
    obligation: input.regime === 'small_business' ? OBLIGATIONS[input.country] : 'periodicReturn',
    boxes: RETURN_BOXES[input.country].map(({ id }) => figure(id)),
    notReported: [...notReported.entries()].map(([reason, shares]) => {
      const documents = sharesOf(shares);
      return { reason, base: sumOf(documents, 'base'), vat: sumOf(documents, 'vat'), documents };
    }),
    listing: listingLines(listing),
  };
};
