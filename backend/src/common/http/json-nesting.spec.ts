import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_NESTING, nestsDeeperThan } from './json-nesting.js';

const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');
const arrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number): string => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

describe('nestsDeeperThan', () => {
  it.each([
    { scenario: 'a flat object', json: '{"a":1,"b":"x"}', deeper: false },
    { scenario: 'arrays at the limit', json: arrays(4), deeper: false },
    { scenario: 'arrays one past the limit', json: arrays(5), deeper: true },
    { scenario: 'objects at the limit', json: objects(4), deeper: false },
    { scenario: 'objects one past the limit', json: objects(5), deeper: true },
    { scenario: 'arrays and objects mixed', json: '{"a":[{"b":[{}]}]}', deeper: true },
    { scenario: 'siblings that close in between', json: '[[[[]]],[[[]]],[[[]]]]', deeper: false },
    { scenario: 'brackets inside a string', json: '{"a":"[[[[[[[[{{{{{{"}', deeper: false },
    { scenario: 'an escaped quote in a string', json: '["\\"[[[[[[[["]', deeper: false },
    {
      scenario: 'an escaped backslash before the closing quote',
      json: '["\\\\",[[[[]]]]]',
      deeper: true,
    },
    { scenario: 'a property name with brackets', json: '{"[[[[[[":1}', deeper: false },
    { scenario: 'multi-byte characters', json: '{"naam":"Crème 😀 ñ","x":[[[]]]}', deeper: false },
    { scenario: 'an unterminated string', json: '["[[[[[[', deeper: false },
    { scenario: 'empty input', json: '', deeper: false },
  ])('$scenario', ({ json, deeper }) => {
    expect(nestsDeeperThan(bytes(json), 4)).toBe(deeper);
  });

  it('allows every body the API takes and refuses the attack', () => {
    expect(nestsDeeperThan(bytes(arrays(MAX_JSON_NESTING)), MAX_JSON_NESTING)).toBe(false);
    expect(nestsDeeperThan(bytes(arrays(400_000)), MAX_JSON_NESTING)).toBe(true);
  });

  it('reads no further than the first level too many', () => {
    const input = new Uint8Array(1_000_000).fill('['.charCodeAt(0));
    const reads: number[] = [];
    const watched = new Proxy(input, {
      get: (target, key) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.push(Number(key));
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(nestsDeeperThan(watched, MAX_JSON_NESTING)).toBe(true);
    expect(Math.max(...reads)).toBe(MAX_JSON_NESTING);
  });
});
