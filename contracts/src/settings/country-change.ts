import { defaultPaymentReferenceKind } from '../vat/payment-references.js';
import type { Settings } from './types.js';

/**
 * A move to another country takes that country's payment reference, unless the user chose one
 * of their own: a Belgian seller's invoices carry the structured reference Belgian banks read,
 * and a Dutch seller leaving Belgium goes back to the invoice number. (The regime follows in
 * normaliseSettings: a scheme the new country lacks becomes standard.)
 */
export const followCountryChange = (stored: Settings, next: Settings): Settings => {
  if (next.country === stored.country) return next;
  const chosen = next.paymentReferenceKind !== stored.paymentReferenceKind;
  const ownChoice = stored.paymentReferenceKind !== defaultPaymentReferenceKind(stored.country);
  if (chosen || ownChoice) return next;
  return { ...next, paymentReferenceKind: defaultPaymentReferenceKind(next.country) };
};
