import { intlLocales, type Language } from '@app/contracts/routing';

/** Integer cents as exact decimal text: "-165625" -> "-1656.25", never through a float. */
export const centsText = (cents: string): string => {
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** An amount in the document's own currency, in the interface language. */
export const formatAmount = (cents: string, currency: string, language: Language): string => {
  const format = new Intl.NumberFormat(intlLocales[language], { style: 'currency', currency });
  // Intl formats decimal text exactly (a string is not rounded to a double first).
  return format.format(centsText(cents) as unknown as number);
};
