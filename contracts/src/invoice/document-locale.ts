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

/** 05-03-2026 (nl), 05/03/2026 (a Belgian sender's nl), 03/05/2026 (en); null if no date. */
export const formatDocumentDate = (date: string, locale: DocumentLocale): string | null => {
  const language = localeLanguage(locale);
  const pattern = locale === 'nl-BE' ? BELGIAN_DISPLAY_DATE_FORMAT : DISPLAY_DATE_FORMATS[language];
  const result = formatDate(date, pattern, language);
  return result.ok ? result.text : null;
};
