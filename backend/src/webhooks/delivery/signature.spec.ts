import { describe, expect, it } from '@jest/globals';
import { generateWebhookSecret, signWebhook } from './signature.js';

describe('signWebhook', () => {
  it('signs as the Standard Webhooks specification’s own example', () => {
    // The example of github.com/standard-webhooks/standard-webhooks, spec and test vectors.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const timestamp = 1614265330;
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, id, timestamp, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('makes secrets of 32 random bytes behind whsec_', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
