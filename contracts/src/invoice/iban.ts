import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

export const IBAN_INVALID_ERROR = 'validation.ibanInvalid';
export const IBAN_REQUIRED_ERROR = 'validation.ibanRequired';
export const BIC_INVALID_ERROR = 'validation.bicInvalid';

/** English defaults of the keys above (the frontends' locale files hold the translations). */
export const IBAN_MESSAGES = {
  'validation.bicInvalid':
    'This BIC is not valid: it has 8 or 11 letters and digits, e.g. ABNANL2A.',
  'validation.ibanInvalid':
    'This IBAN is not valid. Check the country code, the length and the digits.',
  'validation.ibanRequired': 'Please enter an IBAN',
} as const;

export type IbanError = typeof IBAN_INVALID_ERROR | typeof IBAN_REQUIRED_ERROR;

/** The IBAN as stored and checked: no spaces or dashes, upper case ("NL91ABNA0417164300"). */
export const normaliseIban = (text: string): string => electronicFormatIBAN(text) ?? '';

/** Groups of four for display ("NL91 ABNA 0417 1643 00"); unreadable input is returned trimmed. */
export const formatIban = (text: string): string =>
  friendlyFormatIBAN(normaliseIban(text)) ?? text.trim();

/**
 * The display groups of four ("NL91", "ABNA", …, "00"), for screens that must never break a line
 * inside a group: a reader copies an IBAN by its groups (issue 29).
 */
export const ibanGroups = (text: string): string[] =>
  formatIban(text)
    .split(/\s+/)
    .filter((group) => group !== '');

/** Country, length and the mod-97 check digits, via ibantools (ISO 13616). */
export const isValidIban = (text: string): boolean => isValidIBAN(normaliseIban(text));

/** The IBAN field's error as a translation key, or null. Empty is an error only when required. */
export const validateIban = (text: string, required = true): IbanError | null => {
  if (normaliseIban(text) === '') {
    return required ? IBAN_REQUIRED_ERROR : null;
  }
  return isValidIban(text) ? null : IBAN_INVALID_ERROR;
};

/** BIC is optional: empty is fine, otherwise it must be a valid 8 or 11 character code. */
export const validateBic = (text: string): typeof BIC_INVALID_ERROR | null => {
  const bic = text.replace(/\s+/g, '').toUpperCase();
  return bic === '' || isValidBIC(bic) ? null : BIC_INVALID_ERROR;
};
