import { describe, expect, it } from '@jest/globals';
import { mergePatch } from './merge-patch.js';

describe('mergePatch (RFC 7396)', () => {
  // The examples of RFC 7396 Appendix A, in order.
  it.each([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [
      ['a', 'b'],
      ['c', 'd'],
      ['c', 'd'],
    ],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('patches %j with %j into %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('merges objects at every depth and keeps what the patch does not name', () => {
    const target = { settings: { language: 'nl', paymentMethods: { bank: { iban: 'NL91' } } } };
    expect(
      mergePatch(target, { settings: { paymentMethods: { bank: { enabled: true } } } }),
    ).toEqual({
      settings: { language: 'nl', paymentMethods: { bank: { iban: 'NL91', enabled: true } } },
    });
  });

  it('changes neither the target nor the patch', () => {
    const target = { a: { b: 1 }, c: 2 };
    const patch = { a: { b: null }, d: { e: 3 } };
    const merged = mergePatch(target, patch) as { d: { e: number } };
    merged.d.e = 4;
    expect(target).toEqual({ a: { b: 1 }, c: 2 });
    expect(patch).toEqual({ a: { b: null }, d: { e: 3 } });
  });
});
