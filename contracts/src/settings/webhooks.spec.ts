import { describe, expect, it } from '@jest/globals';
import { WEBHOOK_URL_MAX_LENGTH, isWebhookEventType, isWebhookUrl } from './webhooks.js';

describe('isWebhookUrl', () => {
  it.each(['https://example.com/hooks', 'http://127.0.0.1:8080/in', 'https://[2001:db8::1]/x'])(
    'takes %s (the server adds https-only and address rules)',
    (url) => expect(isWebhookUrl(url)).toBe(true),
  );

  it.each([
    'example.com/hooks',
    'ftp://example.com/x',
    'https://user:pass@example.com/x',
    'https://user@example.com/x',
    'javascript:alert(1)',
    '',
    `https://example.com/${'x'.repeat(WEBHOOK_URL_MAX_LENGTH)}`,
    42,
  ])('refuses %s', (url) => expect(isWebhookUrl(url)).toBe(false));
});

describe('isWebhookEventType', () => {
  it('knows the subscribable events, not the test event', () => {
    expect(isWebhookEventType('invoice.paid')).toBe(true);
    expect(isWebhookEventType('invoice.credited')).toBe(true);
    expect(isWebhookEventType('webhook.test')).toBe(false);
    expect(isWebhookEventType('invoice.deleted')).toBe(false);
  });
});
