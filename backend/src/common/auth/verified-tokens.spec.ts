import { describe, expect, it } from '@jest/globals';
import { VerifiedTokens } from './verified-tokens.js';

const claims = (expiresAt: number) => ({
  userId: 'user-1',
  email: 'a@example.com',
  sessionId: 'session-1',
  expiresAt,
});

describe('VerifiedTokens', () => {
  it('answers a remembered token until the second its exp names', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('token', claims(1000));
    expect(tokens.get('token', 999)).toEqual(claims(1000));
    expect(tokens.get('token', 1000)).toBeUndefined();
    // Expired entries are dropped, not kept for the next ask.
    expect(tokens.size).toBe(0);
  });

  it('knows nothing of a token it was not given', () => {
    expect(new VerifiedTokens().get('other', 0)).toBeUndefined();
  });

  it('forgets the oldest token when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('first', claims(1000));
    tokens.remember('second', claims(1000));
    tokens.remember('third', claims(1000));
    expect(tokens.size).toBe(2);
    expect(tokens.get('first', 0)).toBeUndefined();
    expect(tokens.get('second', 0)).toBeDefined();
    expect(tokens.get('third', 0)).toBeDefined();
  });

  it('keeps its size when a token is remembered again', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('first', claims(1000));
    tokens.remember('second', claims(1000));
    tokens.remember('second', claims(2000));
    expect(tokens.get('first', 0)).toBeDefined();
    expect(tokens.get('second', 1500)).toEqual(claims(2000));
  });
});
