import { isCreditorReference, structuredReferenceDigits } from '../vat/payment-references.js';

/*
 * Payment references as payers and banks write them, brought to one comparable key: a Belgian
 * structured communication (OGM/VCS, Febelfin) as "ogm:" and its 12 digits whether written
 * +++123/4567/89012+++, ***123/4567/89012***, 123/4567/89012 or bare; an ISO 11649 creditor
 * reference as "rf:" and its compact upper-case form. Both carry check digits, which are verified,
 * so a mistyped or an unrelated number never becomes a reference.
 */

export type ReferenceKey = `ogm:${string}` | `rf:${string}`;

/** The key of one written reference; null when it is neither a valid OGM nor a valid RF. */
export const referenceKey = (text: string): ReferenceKey | null => {
  const compact = text.replace(/\s/g, '').toUpperCase();
  // Slashes without the frame ("123/4567/89012") are how Belgian payers often type it.
  const digits =
    structuredReferenceDigits(compact) ??
    structuredReferenceDigits(compact.replace(/^(\d{3})\/(\d{4})\/(\d{5})$/, '$1$2$3'));
  if (digits !== null) return `ogm:${digits}`;
  return isCreditorReference(compact) ? `rf:${compact}` : null;
};

/** An OGM in free text: framed, slashed or 12 bare digits, spaces allowed around its parts. */
const OGM_IN_TEXT =
  /(?<![\d/])(?:[+*]{3}\s*)?(\d{3})\s*\/?\s*(\d{4})\s*\/?\s*(\d{5})(?:\s*[+*]{3})?(?![\d/])/g;
/** "RF" and check digits, then up to 21 characters, possibly in groups of four. */
const RF_IN_TEXT = /(?<![A-Z0-9])RF\d{2}(?:\s?[A-Z0-9]){1,21}/gi;

/**
 * Every valid reference written in remittance text, in order, without repeats. A creditor
 * reference followed by more words is cut back to its longest prefix whose check digits hold.
 */
export const referenceKeysInText = (text: string): ReferenceKey[] => {
  const keys = new Set<ReferenceKey>();
  for (const match of text.matchAll(OGM_IN_TEXT)) {
    const digits = structuredReferenceDigits(`${match[1]}${match[2]}${match[3]}`);
    if (digits !== null) keys.add(`ogm:${digits}`);
  }
  for (const match of text.matchAll(RF_IN_TEXT)) {
    const compact = match[0].replace(/\s/g, '').toUpperCase();
    for (let end = compact.length; end >= 5; end -= 1) {
      if (isCreditorReference(compact.slice(0, end))) {
        keys.add(`rf:${compact.slice(0, end)}`);
        break;
      }
    }
  }
  return [...keys];
};
