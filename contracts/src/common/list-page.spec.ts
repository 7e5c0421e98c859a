import { describe, expect, it } from '@jest/globals';
import { COUNT_CAP, formatListTotal } from './list-page.js';

describe('formatListTotal', () => {
  it('writes an exact total with the language’s grouping', () => {
    expect(formatListTotal({ total: 999, totalCapped: false }, 'en')).toBe('999');
    expect(formatListTotal({ total: 1000, totalCapped: false }, 'en')).toBe('1,000');
    expect(formatListTotal({ total: 1000, totalCapped: false }, 'nl')).toBe('1.000');
  });

  it('marks a capped total as a lower bound', () => {
    expect(formatListTotal({ total: COUNT_CAP, totalCapped: true }, 'en')).toBe('1,000+');
    expect(formatListTotal({ total: COUNT_CAP, totalCapped: true }, 'nl')).toBe('1.000+');
  });
});
