import { nanoid } from 'nanoid';
import type { LineItem } from './types.js';
import { standardVatRate } from './vat.js';

/** nanoid's default: 21 url-safe characters, collision odds like UUID v4. */
export const LINE_ITEM_ID_LENGTH = 21;

/** Ids are random; callers that need determinism (tests, replays) pass their own generator. */
export type IdGenerator = () => string;

export const generateId: IdGenerator = () => nanoid(LINE_ITEM_ID_LENGTH);

/** A new row: quantity 1, price 0,00, empty description, the country's standard VAT rate. */
export const createLineItem = (country: string, newId: IdGenerator = generateId): LineItem => ({
  id: newId(),
  description: '',
  quantity: '1',
  price: '0,00',
  vatRate: standardVatRate(country),
});

/** The first row of a fresh invoice shows its values greyed until the user edits them. */
export const createPlaceholderLineItem = (
  country: string,
  newId: IdGenerator = generateId,
): LineItem => ({
  ...createLineItem(country, newId),
  isPlaceholder: { description: true, quantity: true, price: true },
});

/**
 * The untouched starter line (all three fields still placeholders) is not an invoice line: the
 * documents leave it out and the VAT rules ignore it.
 */
export const isStarterLine = (item: LineItem): boolean =>
  Boolean(
    item.isPlaceholder?.description && item.isPlaceholder.quantity && item.isPlaceholder.price,
  );

/** The duplicate action: the same content under a new id. */
export const duplicateLineItem = (item: LineItem, newId: IdGenerator = generateId): LineItem => ({
  ...item,
  id: newId(),
  ...(item.isPlaceholder ? { isPlaceholder: { ...item.isPlaceholder } } : {}),
});
