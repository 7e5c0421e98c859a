import { formatStoredDocumentDate, type DocumentLocale } from '@app/contracts/invoice';

/**
 * A date as the invoice's own documents write it (05/03/2026 for a Belgian seller in Dutch). The
 * server sends stored dates only, so no date library is needed (the light entry's budget).
 */
export const statusDate = (date: string, locale: DocumentLocale): string =>
  formatStoredDocumentDate(date, locale) ?? date;
