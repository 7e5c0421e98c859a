import { describe, expect, it } from '@jest/globals';
import { isRecord, textOf } from './records.js';

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

describe('textOf', () => {
  it.each([
    { scenario: 'text is kept', value: '7,5', fallback: '', expected: '7,5' },
    { scenario: 'a number is written as text', value: 12.5, fallback: '', expected: '12.5' },
    { scenario: 'null takes the fallback', value: null, fallback: '1', expected: '1' },
    { scenario: 'an object takes the fallback', value: {}, fallback: '', expected: '' },
    { scenario: 'a boolean takes the fallback', value: true, fallback: '0', expected: '0' },
  ])('$scenario', ({ value, fallback, expected }) => {
    expect(textOf(value, fallback)).toBe(expected);
  });
});
