import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, isErrorCode } from './error-codes.js';

describe('error codes', () => {
  it('are unique upper snake case names', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it.each([
    ['NOT_FOUND', true],
    ['not_found', false],
    ['BODY_TOO_LARGE', false],
    [404, false],
    [undefined, false],
  ])('recognises %p as a code: %p', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});
