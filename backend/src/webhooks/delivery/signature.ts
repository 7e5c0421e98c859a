import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_MARK } from '@app/contracts/settings';

/** Bytes of a signing key: the Standard Webhooks specification asks for 24 to 64. */
const SECRET_BYTES = 32;

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_MARK}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,` and the base64
 * HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed with the secret's bytes (the base64 after
 * `whsec_`).
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_MARK.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers a delivery carries, for one try. */
export function signatureHeaders(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
