import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { maskSecrets, maskValue } from './mask-secrets.js';

describe('maskValue', () => {
  it('keeps four characters and masks the rest one for one', () => {
    expect(maskValue('live_abcdefgh')).toBe('live*********');
  });
});

describe('maskSecrets', () => {
  it.each([
    {
      scenario: 'an API key by its name',
      input: { apiKey: 'abcdefghijk' },
      output: { apiKey: 'abcd*******' },
    },
    {
      scenario: 'snake-case key names',
      input: { api_key: 'abcdefghijk' },
      output: { api_key: 'abcd*******' },
    },
    {
      scenario: 'a secret by its name',
      input: { clientSecret: 'abcdefghijk' },
      output: { clientSecret: 'abcd*******' },
    },
    {
      scenario: 'a password by its name',
      input: { Password: 'hunter2hunter2' },
      output: { Password: 'hunt**********' },
    },
    {
      scenario: 'a token by its name',
      input: { refreshToken: 'abcdefghijk' },
      output: { refreshToken: 'abcd*******' },
    },
    {
      scenario: 'eight characters stay readable',
      input: { apiKey: 'abcdefgh' },
      output: { apiKey: 'abcdefgh' },
    },
    {
      scenario: 'ordinary fields stay readable',
      input: { company: 'Jan de Vries BV', email: 'jan@example.nl' },
      output: { company: 'Jan de Vries BV', email: 'jan@example.nl' },
    },
    {
      scenario: 'a Mollie key under an innocent name',
      input: { note: 'live_abcdefghijklmnopqrstuvwxyz' },
      output: { note: `live${'*'.repeat(27)}` },
    },
    {
      scenario: 'a Stripe key under an innocent name',
      input: { value: 'sk_test_abcdef' },
      output: { value: 'sk_t**********' },
    },
    {
      scenario: 'a bearer header value',
      input: { header: 'Bearer abc.def' },
      output: { header: 'Bear**********' },
    },
    {
      scenario: 'a JWT',
      input: { x: 'eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl' },
      output: { x: `eyJh${'*'.repeat(28)}` },
    },
    {
      scenario: 'numbers and booleans are left alone',
      input: { token: 12345678901, secret: true, password: null },
      output: { token: 12345678901, secret: true, password: null },
    },
    {
      scenario: 'nested objects',
      input: { paymentMethods: { mollie: { apiKey: 'test_1234567890', businessName: 'Jan BV' } } },
      output: { paymentMethods: { mollie: { apiKey: 'test***********', businessName: 'Jan BV' } } },
    },
    {
      scenario: 'arrays under a secret name',
      input: { tokens: ['abcdefghijk', 'short'] },
      output: { tokens: ['abcd*******', 'short'] },
    },
    {
      scenario: 'arrays of objects',
      input: [{ password: 'abcdefghijk' }, 'plain text that is long'],
      output: [{ password: 'abcd*******' }, 'plain text that is long'],
    },
    {
      scenario: 'a lone string is checked by content',
      input: 'sk_live_abcdefgh',
      output: 'sk_l************',
    },
    { scenario: 'a lone innocent string', input: 'hello world', output: 'hello world' },
  ])('$scenario', ({ input, output }) => {
    expect(maskSecrets(input)).toEqual(output);
  });

  it('shows a reference cycle instead of recursing for ever', () => {
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    expect(maskSecrets(looped)).toEqual({ name: 'loop', self: '[Circular]' });
  });

  it('repeats a shared object that is not a cycle', () => {
    const shared = { apiKey: 'abcdefghijk' };
    expect(maskSecrets({ a: shared, b: shared })).toEqual({
      a: { apiKey: 'abcd*******' },
      b: { apiKey: 'abcd*******' },
    });
  });

  it('keeps the shape of any JSON value and never leaks a long secret', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 9, maxLength: 40 }), (json, secret) => {
        const masked = maskSecrets({ data: json, apiKey: secret }) as {
          data: unknown;
          apiKey: string;
        };
        expect(masked.apiKey).toHaveLength(secret.length);
        expect(masked.apiKey.slice(4)).toMatch(/^\*+$/);
        expect(JSON.stringify(maskSecrets(json)).length).toBe(JSON.stringify(json).length);
      }),
      { numRuns: 1000 },
    );
  });
});
