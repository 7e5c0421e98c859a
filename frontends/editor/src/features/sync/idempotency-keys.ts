// Idempotency-Key for every create and send the editor makes (docs/data-api.md, "Idempotent
// writes"): a retry of the same intent carries the same key, so a try whose answer was lost is
// answered again by the server instead of being done twice.
import { useState } from 'react';
import { generateId } from '@app/contracts/invoice';

/** A fresh key: 21 URL-safe characters, within the header's printable ASCII. */
export const newIdempotencyKey = (): string => generateId();

/** cyrb53: a fast 53-bit string hash, enough to tell one queued body from the next. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The key of a queued change: the same for every try of the item, after a reload too (the item
 * is kept), and another once the item's body changes (a later edit folded into a waiting create,
 * a renumbering), which the server would otherwise refuse as the key's reuse.
 */
export const queuedKeyOf = (itemId: string, body: unknown): string =>
  `${itemId}.${hash53(JSON.stringify(body))}`;

/**
 * One key per intent of a form or dialog: submitting the same request again after it failed
 * reuses the key; a changed request, or any request after `done()` (it succeeded), gets a new
 * one.
 */
export class IntentKeys {
  private last: { request: string; key: string } | null = null;

  keyFor(request: unknown): string {
    const text = JSON.stringify(request);
    if (this.last === null || this.last.request !== text) {
      this.last = { request: text, key: newIdempotencyKey() };
    }
    return this.last.key;
  }

  done(): void {
    this.last = null;
  }
}

/** The component's IntentKeys, kept across renders. */
export function useIntentKeys(): IntentKeys {
  const [keys] = useState(() => new IntentKeys());
  return keys;
}
