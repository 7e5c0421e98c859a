import { WhatwgUrl, type ParsedUrl } from '../common/url.js';

/**
 * Outgoing webhooks (docs/webhooks.md): a user registers HTTPS endpoints, each subscribed to some
 * events; every event is delivered to each subscribed endpoint, signed as the Standard Webhooks
 * specification says (https://www.standardwebhooks.com/), with retries.
 */

/** The events an endpoint can subscribe to (`invoice.credited`: a credit note was stored). */
export const WEBHOOK_EVENT_TYPES = [
  'invoice.created',
  'invoice.sent',
  'invoice.paid',
  'invoice.overdue',
  'invoice.credited',
  'email.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "send test event" delivers to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveredEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** Endpoints one user may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Every signing secret starts with this (Standard Webhooks); base64 of the key bytes follows. */
export const WEBHOOK_SECRET_MARK = 'whsec_';

/** An endpoint as its owner sees it: never the secret. Times in seconds since the epoch. */
export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: number;
};

export type WebhookEndpointInput = {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
};

/** The answer to a create or a secret rotation: the endpoint, and its secret this one time. */
export type WebhookEndpointWithSecret = { endpoint: WebhookEndpoint; secret: string };

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One try of a delivery. `statusCode` null: no answer (refused, unreachable, timed out). */
export type WebhookAttempt = {
  /** Seconds since the epoch. */
  at: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer, cut short; never the whole body. */
  response: string | null;
};

/** One event on its way to one endpoint, with every try so far. */
export type WebhookDelivery = {
  id: string;
  /** The `webhook-id` header: the same on every try, so a receiver can drop repeats. */
  eventId: string;
  eventType: WebhookDeliveredEventType;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  /** Seconds since the epoch; null once delivered or failed. */
  nextAttemptAt: number | null;
  createdAt: number;
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * What a browser can check of an endpoint's address before sending it: an absolute http(s) URL
 * without credentials, at most `WEBHOOK_URL_MAX_LENGTH` long. The server adds its own rules
 * (HTTPS only, no private addresses) outside development.
 */
export function isWebhookUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > WEBHOOK_URL_MAX_LENGTH) return false;
  let url: ParsedUrl & { hostname: string; username: string; password: string };
  try {
    url = new WhatwgUrl(value) as typeof url;
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}
