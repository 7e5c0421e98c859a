import { formatDocumentDate, type DocumentLocale } from '@app/contracts/invoice';

/** A date as the invoice's own documents write it (05/03/2026 for a Belgian seller in Dutch). */
export const statusDate = (date: string, locale: DocumentLocale): string =>
  formatDocumentDate(date, locale) ?? date;
