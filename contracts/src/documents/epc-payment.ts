import { centsToDecimalString, isValidIban, normaliseIban } from '@app/contracts/invoice';
import { epcRemittance } from '@app/contracts/vat';

/** What a payment QR code carries (EPC069-12 "SEPA credit transfer" data, version 002). */
export type EpcPayment = {
  /** The beneficiary as the bank account is named. */
  name: string;
  iban: string;
  /** Optional since version 002; blank leaves it out. */
  bic: string;
  /** Cents. */
  amount: number;
  /**
   * What the payer's bank sends along: the payment reference, else the invoice number. A
   * checked reference (Belgian structured, ISO 11649 RF) travels as structured remittance.
   */
  remittance: string;
};

/** EPC069-12 limits: amounts from 0.01 to 999,999,999.99 euro, field lengths in characters. */
export const EPC_MAX_AMOUNT_CENTS = 99_999_999_999;
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
/** The whole text, in UTF-8 bytes. */
const PAYLOAD_MAX_BYTES = 331;
const BIC_FORM = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

const clip = (text: string, max: number): string => Array.from(text.trim()).slice(0, max).join('');

/**
 * The QR code's text, or null when no valid transfer can be described (no name, an IBAN that
 * fails its check digits, nothing or too much to pay): a code that scans to a wrong or refused
 * transfer is worse than none. Lines: service tag, version, UTF-8, SCT, BIC, name, IBAN, amount,
 * purpose (none), structured remittance, unstructured remittance; LF separated, trailing empty
 * lines left out, as the guideline allows. EPC069-12 lets only one of the two remittance lines
 * be filled: a Belgian structured reference (its 12 digits) or an RF creditor reference goes in
 * line 10, "Remittance Information (Structured)", which banking apps fill in as the structured
 * communication; any other reference stays free text in line 11.
 */
export const epcPayload = (payment: EpcPayment): string | null => {
  const name = clip(payment.name, NAME_MAX);
  const iban = normaliseIban(payment.iban);
  if (name === '' || !isValidIban(iban)) return null;
  if (!Number.isInteger(payment.amount) || payment.amount < 1) return null;
  if (payment.amount > EPC_MAX_AMOUNT_CENTS) return null;
  const bic = payment.bic.replace(/\s+/g, '').toUpperCase();
  const { structured, text } = epcRemittance(payment.remittance.trim());
  const linesWith = (remittance: string): string[] => [
    'BCD',
    '002',
    '1',
    'SCT',
    BIC_FORM.test(bic) ? bic : '',
    name,
    iban,
    `EUR${centsToDecimalString(payment.amount)}`,
    '',
    structured,
    remittance,
  ];
  // Long non-ASCII names and texts can pass the byte limit: the text gives way, never the name.
  let remittance = clip(text, REMITTANCE_MAX);
  let lines = linesWith(remittance);
  while (utf8Length(lines.join('\n')) > PAYLOAD_MAX_BYTES && remittance !== '') {
    remittance = Array.from(remittance).slice(0, -1).join('');
    lines = linesWith(remittance);
  }
  while (lines[lines.length - 1] === '') lines.pop();
  const payload = lines.join('\n');
  // Only a name of four-byte characters with a structured reference gets here: no valid code.
  return utf8Length(payload) > PAYLOAD_MAX_BYTES ? null : payload;
};
