import { describe, expect, it } from '@jest/globals';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/nl/pricing', '/nl/pricing'],
    ['/invoice-status/INV-1?x=1#top', '/invoice-status/INV-1?x=1#top'],
    ['/a/../b', '/b'],
  ])('keeps the own path %p as %p', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'evil.example/path',
    '',
    undefined,
    42,
    `/${'a'.repeat(2048)}`,
  ])('refuses %p (answers /)', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
