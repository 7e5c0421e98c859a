import { describe, expect, it } from '@jest/globals';
import { isRecord } from './records.js';

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null), true],
    [null, false],
    [undefined, false],
    [[], false],
    ['text', false],
    [42, false],
  ])('reads %p as a record: %p', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
