import { describe, expect, it } from '@jest/globals';
import en from '../../locales/en/session.json' with { type: 'json' };
import nl from '../../locales/nl/session.json' with { type: 'json' };
import { signInErrorKindOf, signInErrorKinds } from './sign-in-errors';

const texts: Record<'en' | 'nl', Record<string, string>> = { en: en.errors, nl: nl.errors };

describe('sign-in error kinds', () => {
  it('cover the browser kinds of spec §8 and the kinds the server sends', () => {
    expect([...signInErrorKinds].sort()).toEqual([
      'access-denied',
      'account-exists',
      'cancelled-popup-request',
      'internal-error',
      'invalid-state',
      'network-request-failed',
      'popup-blocked',
      'popup-closed-by-user',
    ]);
  });

  it.each(signInErrorKinds)('%s has a text in English and a different one in Dutch', (kind) => {
    expect(texts.en[kind]).toMatch(/\w{3,}.*\./);
    expect(texts.nl[kind]).toMatch(/\w{3,}.*\./);
    expect(texts.nl[kind]).not.toBe(texts.en[kind]);
  });

  it('has no text for a kind it does not know', () => {
    expect(Object.keys(texts.en).sort()).toEqual([...signInErrorKinds].sort());
  });

  it.each([
    ['account-exists', 'account-exists'],
    ['<script>', 'internal-error'],
    [undefined, 'internal-error'],
    [42, 'internal-error'],
  ])('reads %p as %s', (value, kind) => {
    expect(signInErrorKindOf(value)).toBe(kind);
  });
});
