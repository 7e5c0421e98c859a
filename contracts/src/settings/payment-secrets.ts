import type { PaymentMethods } from '../invoice/types.js';
import { MASK_MIN_LENGTH, maskValue } from './mask-secrets.js';

/**
 * How a stored secret is shown: a long one keeps its first characters (enough to tell a live key
 * from a test key), a short one shows nothing of itself.
 */
export const maskSecret = (secret: string): string =>
  secret === ''
    ? ''
    : secret.length > MASK_MIN_LENGTH
      ? maskValue(secret)
      : '*'.repeat(secret.length);

/** A value that is the mask of the stored secret means "keep it" (a form sent back unchanged). */
export const isMaskOf = (value: string, secret: string): boolean =>
  secret !== '' && value === maskSecret(secret);

/** The payment provider's API key is the one secret payment methods hold. */
export const withPaymentSecretMasked = (methods: PaymentMethods): PaymentMethods => ({
  ...methods,
  mollie: { ...methods.mollie, apiKey: maskSecret(methods.mollie.apiKey) },
});

/**
 * The key to store after a change: the stored one when the sent value is its mask, else the
 * sent value ('' removes it).
 */
export const resolveSentSecret = (sent: string, stored: string): string =>
  isMaskOf(sent, stored) ? stored : sent;
