import type { PaymentReferenceKind } from './types.js';

/*
 * Payment references a bank checks before it accepts them: the Belgian structured communication
 * (OGM/VCS, Febelfin standard: ten digits and a modulo-97 check pair) and the international
 * creditor reference (ISO 11649, "RF" and two ISO 7064 MOD 97-10 check digits).
 */

const mod97 = (digits: string): number =>
  // Chunks of at most 9 digits keep every step an exact integer.
  (digits.match(/\d{1,9}/g) ?? []).reduce((rest, chunk) => Number(`${rest}${chunk}`) % 97, 0);

/** The OGM check pair: the base modulo 97, where 0 becomes 97. */
const structuredCheck = (base: string): string => String(mod97(base) || 97).padStart(2, '0');

/**
 * The Belgian structured reference of an invoice number: its digits, the last ten, padded with
 * zeros, and the check pair, as "+++ddd/dddd/ddddd+++". Null when the number has no digit.
 */
export const structuredReference = (invoiceNumber: string): string | null => {
  const digits = invoiceNumber.replace(/\D/g, '');
  if (digits === '') return null;
  const base = digits.slice(-10).padStart(10, '0');
  const all = `${base}${structuredCheck(base)}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
};

/**
 * The 12 digits of a valid structured reference, written with +++ or *** around it or as bare
 * digits; null when the text is not one or its check pair is wrong.
 */
export const structuredReferenceDigits = (text: string): string | null => {
  const compact = text.replace(/\s/g, '');
  const framed = /^(\+{3}|\*{3})(\d{3})\/(\d{4})\/(\d{5})\1$/.exec(compact);
  const digits = framed ? `${framed[2]}${framed[3]}${framed[4]}` : compact;
  if (!/^\d{12}$/.test(digits)) return null;
  return structuredCheck(digits.slice(0, 10)) === digits.slice(10) ? digits : null;
};

export const isStructuredReference = (text: string): boolean =>
  structuredReferenceDigits(text) !== null;

/** ISO 11649 allows up to 21 characters after "RF" and the check digits. */
const CREDITOR_REFERENCE_MAX = 21;

/** Letters count as numbers 10 (A) to 35 (Z), as in IBAN checks. */
const asDigits = (text: string): string =>
  [...text].map((character) => parseInt(character, 36).toString()).join('');

/** ISO 11649 puts "RF" and the check digits at the end before taking the remainder. */
const creditorRemainder = (reference: string): number =>
  mod97(asDigits(`${reference.slice(4)}${reference.slice(0, 4)}`));

/**
 * The creditor reference of an invoice number in its electronic form ("RF18539007547034"):
 * the number's letters and digits (the last 21 when longer), check = 98 - remainder.
 * Null when the number has no letter or digit.
 */
export const creditorReference = (invoiceNumber: string): string | null => {
  const reference = invoiceNumber
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(-CREDITOR_REFERENCE_MAX);
  if (reference === '') return null;
  const check = 98 - creditorRemainder(`RF00${reference}`);
  return `RF${String(check).padStart(2, '0')}${reference}`;
};

const compactCreditorReference = (text: string): string => text.replace(/\s/g, '').toUpperCase();

/** A creditor reference with valid check digits, printed with or without spaces. */
export const isCreditorReference = (text: string): boolean => {
  const reference = compactCreditorReference(text);
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(reference) && creditorRemainder(reference) === 1;
};

/** The print form of a creditor reference: groups of four ("RF18 5390 0754 7034"). */
export const formatCreditorReference = (reference: string): string =>
  compactCreditorReference(reference).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The reference an invoice asks the customer to quote. Undefined for 'invoice_number' (the
 * number is the reference) and for a number no reference can be made of (a draft's empty one).
 */
export const paymentReferenceFor = (
  invoiceNumber: string,
  kind: PaymentReferenceKind,
): string | undefined => {
  if (kind === 'structured') return structuredReference(invoiceNumber) ?? undefined;
  if (kind === 'creditor') return creditorReference(invoiceNumber) ?? undefined;
  return undefined;
};

/** Belgian payers and their banks expect the structured communication; elsewhere the number. */
export const defaultPaymentReferenceKind = (country: string): PaymentReferenceKind =>
  country === 'BE' ? 'structured' : 'invoice_number';

/** The two remittance fields of a transfer, at most one of them filled. */
export type EpcRemittance = { structured: string; text: string };

/**
 * How a reference travels in a payment QR code (EPC069-12 v3.1, "Quick Response Code:
 * Guidelines to Enable Data Capture for the Initiation of a SEPA Credit Transfer"): a checked
 * reference goes in "Remittance Information (Structured)", which Belgian banking apps read as
 * the structured communication (Febelfin's QR-code guidance), as its 12 digits; an RF reference
 * goes there in its electronic form; any other text is unstructured remittance.
 */
export const epcRemittance = (reference: string): EpcRemittance => {
  const digits = structuredReferenceDigits(reference);
  if (digits !== null) return { structured: digits, text: '' };
  if (isCreditorReference(reference)) {
    return { structured: compactCreditorReference(reference), text: '' };
  }
  return { structured: '', text: reference };
};
