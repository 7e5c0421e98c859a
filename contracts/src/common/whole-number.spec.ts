import { describe, expect, it } from '@jest/globals';
import { isWholeNumberIn } from './whole-number.js';

describe('isWholeNumberIn', () => {
  it.each([
    { scenario: 'the lower bound', value: 1, result: true },
    { scenario: 'the upper bound', value: 31, result: true },
    { scenario: 'below', value: 0, result: false },
    { scenario: 'above', value: 32, result: false },
    { scenario: 'a fraction', value: 1.5, result: false },
    { scenario: 'typed text with spaces', value: ' 15 ', result: true },
    { scenario: 'empty text', value: '', result: false },
    { scenario: 'a typed sign', value: '-1', result: false },
    { scenario: 'a typed fraction', value: '1.5', result: false },
    { scenario: 'letters', value: 'tien', result: false },
  ])('$scenario', ({ value, result }) => {
    expect(isWholeNumberIn(value, 1, 31)).toBe(result);
  });
});
