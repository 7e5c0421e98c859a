import { describe, expect, it } from '@jest/globals';
import { DomainException } from '../errors/domain.exception.js';
import { canonicalJson, parseIdempotencyKey, requestFingerprint } from './idempotency-request.js';

describe('parseIdempotencyKey', () => {
  it.each([
    ['a UUID', '3f0c2a9e-5d1b-4c8e-9a51-2b7d6f1e0c44'],
    ['one character', 'k'],
    ['255 characters', 'k'.repeat(255)],
    ['printable ASCII with spaces', 'send invoice 2026-001 #1'],
  ])('takes %s', (_what, key) => {
    expect(parseIdempotencyKey(key)).toBe(key);
  });

  it('answers undefined without the header', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['not ASCII', 'café'],
    ['a control character', 'a\tb'],
  ])('refuses a key that is %s, naming the header', (_what, key) => {
    expect.assertions(2);
    try {
      parseIdempotencyKey(key);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainException);
      expect((error as DomainException).fields?.[0]?.field).toBe('Idempotency-Key');
    }
  });
});

describe('requestFingerprint', () => {
  const body = { company: { name: 'Bakkerij Jansen', city: 'Utrecht' }, tags: [2, 1] };

  it('is the same for a body whose keys come in another order', () => {
    const reordered = { tags: [2, 1], company: { city: 'Utrecht', name: 'Bakkerij Jansen' } };
    expect(requestFingerprint('POST', '/api/companies', reordered)).toBe(
      requestFingerprint('post', '/api/companies', body),
    );
  });

  it.each([
    ['another value', 'POST', '/api/companies', { ...body, tags: [1, 2] }],
    ['another path', 'POST', '/api/invoices', body],
    ['another method', 'PUT', '/api/companies', body],
  ])('differs for %s', (_what, method, path, other) => {
    expect(requestFingerprint(method, path, other)).not.toBe(
      requestFingerprint('POST', '/api/companies', body),
    );
  });

  it('writes JSON with sorted keys, leaving out undefined ones as JSON does', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe(
      '{"a":[{"c":"x","d":null}],"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});
