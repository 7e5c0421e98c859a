import { describe, expect, it } from '@jest/globals';
import { escapeLike } from './like-pattern.js';

describe('escapeLike', () => {
  it.each([
    ['plain text', 'Bakkerij Jansen', 'Bakkerij Jansen'],
    ['a percent sign', '100%', '100\\%'],
    ['an underscore', 'a_b', 'a\\_b'],
    ['a backslash', 'a\\b', 'a\\\\b'],
    ['every wildcard at once', '\\%_', '\\\\\\%\\_'],
    ['empty text', '', ''],
  ])('escapes %s', (_case, text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});
