import { epcPayload } from '../epc-payment.js';
import type { ReceivedDocumentView } from './received-document-view.js';

/** UNCL 4461 credit transfer, SEPA credit transfer. */
const TRANSFERS = new Set(['30', '58']);

/**
 * The EPC QR code's text to pay a received invoice from a banking app, or null when it cannot
 * be paid by a SEPA transfer: not in euros, a credit note (money comes to us), nothing left to
 * pay, or no credit transfer to a valid IBAN. The remittance is the payment id the seller asked
 * for (BT-83), else the invoice number.
 */
export const receivedEpcPayload = (view: ReceivedDocumentView): string | null => {
  if (view.type !== 'invoice' || view.currency !== 'EUR') return null;
  const means = view.paymentMeans.find((m) => TRANSFERS.has(m.code) && m.iban !== null);
  if (means === undefined || means.iban === null) return null;
  const amount = Number(view.totals.payableCents);
  if (!Number.isSafeInteger(amount)) return null;
  return epcPayload({
    name: means.accountName ?? view.seller.legalName ?? view.seller.name,
    iban: means.iban,
    bic: means.bic ?? '',
    amount,
    remittance: means.paymentId ?? view.number,
  });
};
