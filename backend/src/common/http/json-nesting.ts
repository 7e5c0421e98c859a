const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * How deeply a request body may nest arrays and objects. The deepest body the API takes (a bulk
 * save: the list, an invoice, its payment methods, one method) is about 5 levels; 32 leaves room
 * to grow. Unbounded, class-transformer and class-validator recurse through every level: a
 * megabyte of `[[[…` held the event loop for over a second and then failed as a 500.
 */
export const MAX_JSON_NESTING = 32;

/**
 * Whether the UTF-8 bytes of a JSON text open more than `limit` arrays or objects inside each
 * other. One pass with no allocation, and it stops at the first level too many, so a megabyte
 * of `[[[[…` costs a few dozen byte reads. Brackets inside strings do not count. It reads bytes,
 * not characters: in UTF-8 every byte of a multi-byte character is >= 0x80, so none of them can
 * be a bracket, quote or backslash. Malformed JSON is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
