/*
 * An invoice number quoted in remittance text counts only as a whole token: "2024-001" is in
 * "Factuur 2024-001." but not in "2024-0011" nor in "2024-001-2", so one invoice's number never
 * matches inside a longer one. Letters compare without case ("inv-7" is INV-7).
 */

/** Numbers this short ("7", "12") turn up in any text (a month, a house number). */
const MIN_NUMBER_CHARACTERS = 3;

const ALNUM = /[\p{L}\p{N}]/u;
/** Characters that join the parts of one number: "2024-001", "F/12", "2024.3". */
const JOINER = /[-/._]/;

const continues = (text: string, at: number, step: 1 | -1): boolean => {
  const next = text[at];
  if (next === undefined) return false;
  if (ALNUM.test(next)) return true;
  const after = text[at + step];
  return JOINER.test(next) && after !== undefined && ALNUM.test(after);
};

export const containsInvoiceNumber = (text: string, invoiceNumber: string): boolean => {
  const number = invoiceNumber.trim().toLowerCase();
  if (number.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_NUMBER_CHARACTERS) return false;
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(number); at !== -1; at = haystack.indexOf(number, at + 1)) {
    if (!continues(haystack, at - 1, -1) && !continues(haystack, at + number.length, 1)) {
      return true;
    }
  }
  return false;
};
