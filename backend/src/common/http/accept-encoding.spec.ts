import { describe, expect, it } from '@jest/globals';
import { preferredEncoding } from './accept-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['gzip;q=banana', 'gzip'],
    ['sdch, , gzip ; q = 0.5', 'gzip'],
  ])('reads "%s" as %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
