import { DomainException } from '../../common/errors/domain.exception.js';

/**
 * Why a delivery failed, in words that tell the user what to do. Stored on the delivery and
 * shown in the invoice's history (the API's `reason`), in English like every stored message; the
 * frontends tell the cases apart by the delivery's status.
 */
export const DELIVERY_REASONS = {
  unreachable:
    "The customer's Peppol access point could not be reached. Send the invoice by e-mail instead, with its PDF and e-invoice attached.",
  notRegistered:
    'Your company is no longer registered for Peppol. Register it again in the settings, or send the invoice by e-mail.',
  gaveUp: 'The invoice could not be sent over Peppol. Send it by e-mail instead.',
} as const;

/** Longest reason stored; the provider's and the customer's words are cut to it. */
const MAX_REASON_LENGTH = 500;

/** One line, bounded: a provider's or customer's reason as the history shows it. */
export function reasonText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim() || 'No reason given';
  return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH - 1)}…` : line;
}

/** The invoice cannot be an e-invoice any more (changed since it was queued): what is missing. */
export function notReadyReason(thrown: unknown): string | null {
  if (!(thrown instanceof DomainException) || thrown.code !== 'EINVOICE_NOT_READY') return null;
  const missing = (thrown.fields ?? []).map((field) => field.message).join('; ');
  return reasonText(
    `The invoice cannot be made into an e-invoice: ${missing || 'it is incomplete'}. Complete it and send it again.`,
  );
}

/**
 * Why a delivery whose tries are used up failed: its last try did not reach the access point
 * (a reason was kept), or its worker kept dying (none was).
 */
export function exhaustedReason(delivery: { reason: string | null }): string {
  return delivery.reason === null ? DELIVERY_REASONS.gaveUp : DELIVERY_REASONS.unreachable;
}
