import { writeStoredDate } from './calendar-day.js';
import { BELGIAN_DISPLAY_DATE_FORMAT, DISPLAY_DATE_FORMATS, formatDate } from './dates.js';
import type { Language } from './types.js';

/**
 * The wording a document is written in: its language, and for Dutch the sender's country. Not
 * the interface language: a Belgian freelancer's customer reads Belgian Dutch whatever the
 * freelancer's own screen shows. The documents (PDF, e-mail, reminder) and the public status
 * page follow it alike.
 */
export type DocumentLocale = Language | 'nl-BE';

/** The sender's country (`documentVatContext`'s `sellerCountry`) decides the Belgian variant. */
export const documentLocale = (language: Language, sellerCountry: string): DocumentLocale =>
  language === 'nl' && sellerCountry === 'BE' ? 'nl-BE' : language;

/** The language a locale's texts are in, for what only the language decides (decimals, money). */
export const localeLanguage = (locale: DocumentLocale): Language =>
  locale === 'nl-BE' ? 'nl' : locale;

const documentDatePattern = (locale: DocumentLocale): string =>
  locale === 'nl-BE' ? BELGIAN_DISPLAY_DATE_FORMAT : DISPLAY_DATE_FORMATS[localeLanguage(locale)];

/**
 * A stored date (yyyy-MM-dd) as formatDocumentDate writes it, without luxon (calendar-day.ts),
 * for the invoice status page, whose dates are all stored ones; null if it is not one.
 */
export const formatStoredDocumentDate = (date: string, locale: DocumentLocale): string | null =>
  writeStoredDate(date, documentDatePattern(locale));

/** 05-03-2026 (nl), 05/03/2026 (a Belgian sender's nl), 03/05/2026 (en); null if no date. */
export const formatDocumentDate = (date: string, locale: DocumentLocale): string | null => {
  const stored = formatStoredDocumentDate(date, locale);
  if (stored !== null) return stored;
  // Anything else luxon reads leniently (an ISO timestamp at its own offset).
  const result = formatDate(date, documentDatePattern(locale), localeLanguage(locale));
  return result.ok ? result.text : null;
};
