import { vatNumberCountry } from '@app/contracts/invoice';
import { countryOfVatPrefix, partyFields } from '@app/contracts/vat';
import { addShare, shareKeyOf, sharesOf, sumOf, type ShareBook } from './shares.js';
import type { ListingKind, ListingLine, ReturnDocument } from './types.js';

/** The Belgian listing's codes: L goods, S services (T, triangular ABC sales, is never ours). */
export const BELGIAN_LISTING_CODES: Readonly<Record<ListingKind, 'L' | 'S'>> = {
  goods: 'L',
  services: 'S',
};

/** The listing's lines while they are collected, by customer VAT number and kind. */
export type ListingBook = Map<string, { vatNumber: string; kind: ListingKind; book: ShareBook }>;

export const addToListing = (
  listing: ListingBook,
  document: ReturnDocument,
  kind: ListingKind,
  base: number,
): void => {
  const { vatNumber } = partyFields(document.recipient, document.isPlaceholder?.recipient);
  const key = `${vatNumber}|${kind}`;
  const line = listing.get(key) ?? { vatNumber, kind, book: new Map() };
  addShare(line.book, shareKeyOf(document), base, 0);
  listing.set(key, line);
};

/** By VAT number, goods before services; a line netted to 0 stays, with its documents. */
export const listingLines = (listing: ListingBook): ListingLine[] =>
  [...listing.values()]
    .map(({ vatNumber, kind, book }) => {
      const documents = sharesOf(book);
      const prefix = vatNumberCountry(vatNumber);
      return {
        vatNumber,
        country: prefix === null ? '' : countryOfVatPrefix(prefix),
        kind,
        base: sumOf(documents, 'base'),
        documents,
      };
    })
    .sort((a, b) => a.vatNumber.localeCompare(b.vatNumber) || a.kind.localeCompare(b.kind));
