import pako from 'pako';
import { typedArrayFor, type PDFContext, type PDFDocument, type PDFRawStream } from 'pdf-lib';
import { timed } from './phases.js';
import { reusableDeflate } from './reusable-deflate.js';

/**
 * zlib level 1 with a 4 KB window and small hash tables: an invoice's streams are a few KB each,
 * and for them setting up pako's default 32 KB window and 64 K-entry hash cost as much as the
 * compression itself. Still deterministic, so browser and server bytes stay equal.
 */
const DEFLATE = { level: 1, windowBits: 12, memLevel: 4 } as const;
/**
 * A logo's pixels (hundreds of KB) are another matter: with zlib's default window and hash the
 * matches along image rows are found sooner and reach further, so a 600 x 200 RGBA logo is
 * compressed in about two thirds of the time to about 60% of the bytes (4.6 KB, was 8.0 KB).
 */
const DEFLATE_LARGE = { level: 1 } as const;
const LARGE_INPUT = 64 * 1024;

type StreamDict = Parameters<PDFContext['flateStream']>[1];

/** Only what shrinks is stored compressed: a reader decodes nothing it does not have to. */
const stream = (
  context: PDFContext,
  input: Uint8Array,
  output: Uint8Array,
  dict: StreamDict,
): PDFRawStream =>
  output.length < input.length
    ? context.stream(output, { ...dict, Filter: 'FlateDecode' })
    : context.stream(input, dict);

const deflateSmall = reusableDeflate(DEFLATE);

const deflate = (bytes: Uint8Array): Uint8Array =>
  timed('deflate', () =>
    bytes.length >= LARGE_INPUT ? pako.deflate(bytes, DEFLATE_LARGE) : deflateSmall(bytes),
  );

/**
 * Streams that recur from document to document (the logo's pixels, a font subset and its
 * ToUnicode map for the same glyphs) are compressed once: by identity for the logo's channels,
 * which the logo cache keeps, by content for the rest. Bounded; a miss only costs a deflate.
 */
const byIdentity = new WeakMap<Uint8Array, Uint8Array>();
type Compressed = { input: Uint8Array; output: Uint8Array };
const byContent = new Map<string, Compressed[]>();
/**
 * Bytes kept, inputs (for the comparison) and outputs together: about as many orders of glyphs
 * as fast-font.ts keeps subsets for, which over 400 distinct invoices hits as often as 16 MB of
 * inputs did. At that bound the cache held 10 to 20 MB, a tenth of the renderer's memory.
 */
const CONTENT_LIMIT = 4 * 2 ** 20;
let contentBytes = 0;

/** FNV-1a: a cheap key; equal keys are confirmed byte for byte. */
export const fingerprint = (bytes: Uint8Array): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < bytes.length; index += 1) {
    hash = Math.imul(hash ^ bytes[index], 0x01000193);
  }
  return `${bytes.length}:${hash >>> 0}`;
};

export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
};

const sizeOf = (entries: readonly Compressed[]): number =>
  entries.reduce((sum, entry) => sum + entry.input.length + entry.output.length, 0);

/** The least recently used keys go first. */
const makeRoom = (needed: number): void => {
  for (const [key, entries] of byContent) {
    if (contentBytes + needed <= CONTENT_LIMIT) return;
    byContent.delete(key);
    contentBytes -= sizeOf(entries);
  }
};

const deflateRecurring = (bytes: Uint8Array): Uint8Array => {
  const known = byIdentity.get(bytes);
  if (known !== undefined) return known;
  const key = fingerprint(bytes);
  const entries = byContent.get(key) ?? [];
  const hit = entries.find((entry) => sameBytes(entry.input, bytes));
  if (hit !== undefined) {
    // Most recently used last: what the last documents used is what stays.
    byContent.delete(key);
    byContent.set(key, entries);
    return hit.output;
  }
  const output = deflate(bytes);
  const size = bytes.length + output.length;
  if (size > CONTENT_LIMIT) return output;
  // Set again below as the most recent; its older entries stay counted.
  byContent.delete(key);
  makeRoom(size);
  contentBytes += size;
  byContent.set(key, [...entries, { input: bytes, output }]);
  return output;
};

/** Marks bytes the caller keeps unchanged for the process (the logo's decoded channels). */
export const rememberDeflated = (bytes: Uint8Array): void => {
  if (!byIdentity.has(bytes)) byIdentity.set(bytes, deflate(bytes));
};

/** A page's content: new for every document, so compressed without looking it up. */
export const pageContentStream = (context: PDFContext, bytes: Uint8Array): PDFRawStream =>
  stream(context, bytes, deflate(bytes), {});

/**
 * pdf-lib compresses every stream (page content, font subsets, their cmaps) at zlib's default
 * level, which took about half of an invoice's rendering time; see DEFLATE and deflateRecurring.
 */
export function useFastDeflate(pdf: PDFDocument): void {
  const { context } = pdf;
  context.flateStream = (contents, dict = {}) => {
    const bytes = typedArrayFor(contents);
    return stream(context, bytes, deflateRecurring(bytes), dict);
  };
}
