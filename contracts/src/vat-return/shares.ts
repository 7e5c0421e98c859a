import { documentTypeOf } from './document-parts.js';
import type { DocumentShare, ReturnDocument } from './types.js';

/** Which document a share is of. */
export type ShareKey = Omit<DocumentShare, 'base' | 'vat'>;

/** Shares of one figure by document, so a document meeting a figure twice is listed once. */
export type ShareBook = Map<string, DocumentShare>;

export const shareKeyOf = (document: ReturnDocument): ShareKey => ({
  id: document.id,
  invoiceNumber: document.invoiceNumber,
  documentType: documentTypeOf(document),
  date: document.date,
  ...(document.deleted ? { deleted: true } : {}),
});

export const addShare = (book: ShareBook, key: ShareKey, base: number, vat: number): void => {
  const share = book.get(key.id) ?? { ...key, base: 0, vat: 0 };
  share.base += base;
  share.vat += vat;
  book.set(key.id, share);
};

/** The book kept under `key`, started when there is none yet. */
export const bookIn = <K>(books: Map<K, ShareBook>, key: K): ShareBook => {
  const existing = books.get(key);
  if (existing) return existing;
  const started: ShareBook = new Map();
  books.set(key, started);
  return started;
};

export const sumOf = (shares: readonly DocumentShare[], field: 'base' | 'vat'): number =>
  shares.reduce((sum, share) => sum + share[field], 0);

/** A book's shares in the order the documents were added (date, then number). */
export const sharesOf = (book: ShareBook | undefined): DocumentShare[] => [
  ...(book?.values() ?? []),
];
