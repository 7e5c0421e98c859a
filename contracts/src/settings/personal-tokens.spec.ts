import { describe, expect, it } from '@jest/globals';
import {
  PERSONAL_TOKEN_NAME_MAX_LENGTH,
  isPersonalTokenScope,
  isPersonalTokenText,
  isValidPersonalTokenName,
} from './personal-tokens.js';

describe('personal access tokens', () => {
  it('knows the two scopes and nothing else', () => {
    expect(isPersonalTokenScope('read')).toBe(true);
    expect(isPersonalTokenScope('write')).toBe(true);
    expect(isPersonalTokenScope('admin')).toBe(false);
    expect(isPersonalTokenScope(1)).toBe(false);
  });

  it('takes a name of 1 to 100 characters once trimmed', () => {
    expect(isValidPersonalTokenName('Bookkeeping export')).toBe(true);
    expect(isValidPersonalTokenName('  x  ')).toBe(true);
    expect(isValidPersonalTokenName('   ')).toBe(false);
    expect(isValidPersonalTokenName('a'.repeat(PERSONAL_TOKEN_NAME_MAX_LENGTH))).toBe(true);
    expect(isValidPersonalTokenName('a'.repeat(PERSONAL_TOKEN_NAME_MAX_LENGTH + 1))).toBe(false);
    expect(isValidPersonalTokenName(null)).toBe(false);
  });

  it('tells a personal access token from a sign-in JWT by its mark', () => {
    expect(isPersonalTokenText('pat_abcdefgh')).toBe(true);
    expect(isPersonalTokenText('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
  });
});
