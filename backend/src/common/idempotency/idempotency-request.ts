import { createHash } from 'node:crypto';
import { DomainException } from '../errors/domain.exception.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Printable ASCII, as the IETF draft's sf-string allows: a UUID, a ULID or any client text. */
const KEY_FORM = /^[\x20-\x7e]{1,255}$/;

/**
 * The request's `Idempotency-Key`: undefined without one; anything but 1 to 255 printable
 * ASCII characters is a 400 naming the header.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(', ') : header;
  if (KEY_FORM.test(key)) return key;
  throw new DomainException('VALIDATION_FAILED', {
    message: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters, e.g. a UUID`,
    fields: [
      {
        field: IDEMPOTENCY_KEY_HEADER,
        message: `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
      },
    ],
  });
}

/** JSON with every object's keys sorted: equal for bodies that differ only in key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .map(
        (name) =>
          `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a key is bound to: the method, the path (with its query) and the canonical body. The same
 * key with another fingerprint is another request (422 IDEMPOTENCY_KEY_REUSED).
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`)
    .digest('hex');
}
