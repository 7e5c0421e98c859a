import { describe, expect, it } from '@jest/globals';
import {
  MAX_REPORTED_FIELDS,
  unstorableTextError,
  unstorableTextPaths,
} from './unstorable-text.js';

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udc00';

describe('unstorableTextPaths', () => {
  it.each([
    { scenario: 'ordinary text and an emoji', value: { a: 'x', b: ['😀'] }, paths: [] },
    { scenario: 'numbers, booleans and nulls', value: { a: 1, b: [true, null], c: {} }, paths: [] },
    {
      scenario: 'a NUL in a field',
      value: { invoice: { notes: `a${NUL}` } },
      paths: ['invoice.notes'],
    },
    {
      scenario: 'a lone surrogate in a line',
      value: { invoice: { items: [{ description: 'ok' }, { description: HIGH }] } },
      paths: ['invoice.items.1.description'],
    },
    { scenario: 'a lone low surrogate in a list', value: { tags: ['a', LOW] }, paths: ['tags.1'] },
    {
      scenario: 'a bad property name, shown without its bad character',
      value: { flags: { [`x${NUL}y`]: true } },
      paths: ['flags.x\ufffdy'],
    },
    {
      scenario: 'several, in document order',
      value: { a: NUL, b: { [HIGH]: 'ok', c: [LOW] }, d: NUL },
      paths: ['a', 'b.\ufffd', 'b.c.0', 'd'],
    },
    { scenario: 'a top-level list', value: ['ok', NUL], paths: ['1'] },
    { scenario: 'no body at all', value: undefined, paths: [] },
  ])('$scenario', ({ value, paths }) => {
    expect(unstorableTextPaths(value)).toEqual(paths);
  });

  it('names a bare value by the root it is given', () => {
    expect(unstorableTextPaths(NUL, 'q')).toEqual(['q']);
    expect(unstorableTextPaths({ q: [NUL] }, '')).toEqual(['q.0']);
  });

  it('reports at most MAX_REPORTED_FIELDS', () => {
    expect(unstorableTextPaths(Array(1000).fill(NUL))).toHaveLength(MAX_REPORTED_FIELDS);
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = NUL;
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(unstorableTextPaths(deep)[0]).toMatch(/^(0\.)+0$/);
  });
});

describe('unstorableTextError', () => {
  it('is VALIDATION_FAILED naming the field', () => {
    const error = unstorableTextError({ company: { name: `Acme${NUL}` } });
    expect(error?.code).toBe('VALIDATION_FAILED');
    expect(error?.fields).toEqual([{ field: 'company.name', message: expect.any(String) }]);
    expect(error?.message).toMatch(/^company\.name /);
  });

  it('is null for storable text', () => {
    expect(unstorableTextError({ company: { name: 'Acme 😀' } })).toBeNull();
  });
});
