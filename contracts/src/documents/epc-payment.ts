import { centsToDecimalString, isValidIban, normaliseIban } from '@app/contracts/invoice';

/** What a payment QR code carries (EPC069-12 "SEPA credit transfer" data, version 002). */
export type EpcPayment = {
  /** The beneficiary as the bank account is named. */
  name: string;
  iban: string;
  /** Optional since version 002; blank leaves it out. */
  bic: string;
  /** Cents. */
  amount: number;
  /** The text the payer's bank sends along: the invoice number or payment reference. */
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
 * purpose (none), structured reference (none), the remittance text; LF separated, trailing empty
 * lines left out, as the guideline allows.
 */
export const epcPayload = (payment: EpcPayment): string | null => {
  const name = clip(payment.name, NAME_MAX);
  const iban = normaliseIban(payment.iban);
  if (name === '' || !isValidIban(iban)) return null;
  if (!Number.isInteger(payment.amount) || payment.amount < 1) return null;
  if (payment.amount > EPC_MAX_AMOUNT_CENTS) return null;
  const bic = payment.bic.replace(/\s+/g, '').toUpperCase();
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
    '',
    remittance,
  ];
  // Long non-ASCII names and texts can pass the byte limit: the text gives way, never the name.
  let remittance = clip(payment.remittance, REMITTANCE_MAX);
  let lines = linesWith(remittance);
  while (utf8Length(lines.join('\n')) > PAYLOAD_MAX_BYTES) {
    remittance = Array.from(remittance).slice(0, -1).join('');
    lines = linesWith(remittance);
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
};
