import { describe, expect, it } from '@jest/globals';
import { IntentKeys, newIdempotencyKey, queuedKeyOf } from './idempotency-keys';

/** What the server takes: 1 to 255 printable ASCII characters. */
const HEADER_FORM = /^[\x20-\x7e]{1,255}$/;

describe('idempotency keys', () => {
  it('makes fresh keys the server takes', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(HEADER_FORM);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keys a queued change by the item and its body: the same for every try, another for a changed body', () => {
    const body = { invoice: { id: 'invoice-1', notes: 'Hello' } };
    const key = queuedKeyOf('item-1', body);
    expect(key).toMatch(HEADER_FORM);
    expect(queuedKeyOf('item-1', { invoice: { id: 'invoice-1', notes: 'Hello' } })).toBe(key);
    expect(queuedKeyOf('item-1', { invoice: { id: 'invoice-1', notes: 'Hello!' } })).not.toBe(key);
    expect(queuedKeyOf('item-2', body)).not.toBe(key);
  });

  it('keeps one key per intent: reused until the request changes or succeeded', () => {
    const intents = new IntentKeys();
    const first = intents.keyFor({ name: 'CI' });
    expect(intents.keyFor({ name: 'CI' })).toBe(first);
    const changed = intents.keyFor({ name: 'CI 2' });
    expect(changed).not.toBe(first);
    intents.done();
    expect(intents.keyFor({ name: 'CI 2' })).not.toBe(changed);
  });
});
