import type { Language } from './types.js';

/**
 * Remembers what a pure reader of typed numbers returned, per language and text: a document
 * reads the same quantities, prices and rates for its totals, VAT lines, rows and e-invoice,
 * and renders again for the e-mail, the reminder and the archive. Bounded: beyond `limit`
 * texts per language the memo starts afresh. Only for immutable results (numbers, Decimals).
 */
export const readMemo = <T>(
  read: (text: string, locale: Language) => T,
  limit = 1024,
): ((text: string, locale: Language) => T) => {
  const known: Record<Language, Map<string, T>> = { nl: new Map(), en: new Map() };
  return (text, locale) => {
    const memo = known[locale] as Map<string, T> | undefined;
    // A language the type does not know (from untyped input) is read without the memo.
    if (memo === undefined) return read(text, locale);
    let value = memo.get(text);
    if (value === undefined) {
      value = read(text, locale);
      if (memo.size >= limit) memo.clear();
      memo.set(text, value);
    }
    return value;
  };
};
