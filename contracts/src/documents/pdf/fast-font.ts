import type { PDFDocument } from 'pdf-lib';
import { timed } from './phases.js';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;
type Subset = ReturnType<ParsedFont['createSubset']>;
type SubsetStream = ReturnType<Subset['encodeStream']>;

/** Labels, amounts and names recur across documents; beyond this many texts the memo restarts. */
const MEMO_LIMIT = 20_000;

type Layout = ReturnType<ParsedFont['layout']>;
type LaidOutGlyphs = Layout['glyphs'];

/**
 * The rest of a fontkit layout, derived from its glyphs when asked for: pdf-lib reads only
 * `glyphs`, and a position object per glyph of every remembered text was most of the memo.
 */
const LAYOUT_REST: ThisType<{ glyphs: LaidOutGlyphs; font: ParsedFont }> = {
  get positions() {
    return this.glyphs.map((glyph) => ({
      xAdvance: glyph.advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }));
  },
  get advanceWidth() {
    return this.glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  },
  get bbox() {
    return this.font.bbox;
  },
  script: '',
  language: '',
  direction: 'ltr',
  features: {},
  advanceHeight: 0,
};

/**
 * fontkit's OpenType shaping (GSUB/GPOS lookups) was two thirds of the time of a document,
 * and pdf-lib uses only the glyph ids and advance widths it returns: kerning positions are
 * never written. The documents print Latin, Greek and Cyrillic text, NFC-normalised, which
 * maps to glyphs one code point at a time, so layout is the plain cmap lookup. Ligatures are
 * therefore not formed (text extraction gets the letters back exactly) and scripts that need
 * shaping, which pdf-lib cannot lay out correctly anyway, are not supported.
 */
const withoutShaping = (font: ParsedFont): ParsedFont => {
  const fast: ParsedFont = Object.create(font);
  const memo = new Map<string, Layout>();
  fast.layout = (text: string): Layout => {
    const known = memo.get(text);
    if (known !== undefined) return known;
    const layout: { glyphs: LaidOutGlyphs; font: ParsedFont } = Object.create(LAYOUT_REST);
    layout.glyphs = font.glyphsForString(text);
    layout.font = font;
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, layout as unknown as Layout);
    return layout as unknown as Layout;
  };
  return fast;
};

/** The parts of fontkit's (restructure's) EncodeStream that the subset encoder uses. */
type EncodeStream = { push: (chunk: Uint8Array | null) => boolean; end: () => void };
type EncodableSubset = Subset & { encode: (stream: EncodeStream) => void };
type EncodeStreamClass = new () => EncodeStream;

let encodeStreamClass: EncodeStreamClass | null = null;

/**
 * fontkit writes a subset through a Node-style stream whose browser polyfill defers every step
 * with setTimeout: a quarter of a document's wall time was spent waiting on those timers. The
 * subset is encoded synchronously instead into the same stream class, collecting what it
 * pushes. fontkit does not export that class, so it is taken once from a throwaway subset.
 */
const encodeChunks = (font: ParsedFont, subset: EncodableSubset): Uint8Array[] => {
  if (encodeStreamClass === null) {
    const sample = font.createSubset().encodeStream() as unknown as object;
    encodeStreamClass = Object.getPrototypeOf(sample).constructor as EncodeStreamClass;
  }
  const chunks: Uint8Array[] = [];
  const stream = new encodeStreamClass();
  stream.push = (chunk) => {
    if (chunk !== null) chunks.push(chunk);
    return true;
  };
  subset.encode(stream);
  stream.end();
  return chunks;
};

/** What pdf-lib reads from `encodeStream()`: the bytes, then the end. */
const emitting = (bytes: Uint8Array): SubsetStream => {
  const handlers: {
    data: ((data: Uint8Array) => unknown)[];
    end: ((data: Uint8Array) => unknown)[];
  } = {
    data: [],
    end: [],
  };
  const emitter: SubsetStream = {
    on: (eventType, callback) => {
      if (eventType === 'data' || eventType === 'end') handlers[eventType].push(callback);
      return emitter;
    },
  };
  // pdf-lib attaches its handlers right after the call; a microtask is the earliest they exist.
  void Promise.resolve().then(() => {
    handlers.data.forEach((handler) => handler(bytes));
    handlers.end.forEach((handler) => handler(new Uint8Array(0)));
  });
  return emitter;
};

/**
 * A remembered subset as one array of its length, as pdf-lib merges it anyway, rather than
 * fontkit's chunks (a typed array object each, and views into the font file's bytes).
 */
const joined = (chunks: readonly Uint8Array[]): Uint8Array => {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
};

/** Glyph ids in the order the document first used them: the subset's whole input. */
type SubsetGlyphs = { glyphs: readonly number[] };
/** Subsets kept per font; invoices of one sender use nearly the same glyphs (about 8 KB each). */
const SUBSET_LIMIT = 128;

/**
 * The same glyphs in the same order encode to the same subset bytes, and an invoice's glyphs
 * (digits, labels, the sender's name) mostly repeat from one document to the next, so the
 * encoded subsets are kept per glyph list (the tag pdf-lib prefixes is written elsewhere).
 */
const encodedSubsets = (font: ParsedFont) => {
  const known = new Map<string, Uint8Array>();
  return (subset: EncodableSubset): SubsetStream =>
    timed('fonts', () => {
      const key = (subset as unknown as SubsetGlyphs).glyphs.join(',');
      let bytes = known.get(key);
      if (bytes === undefined) {
        bytes = joined(encodeChunks(font, subset));
        if (known.size >= SUBSET_LIMIT) known.delete(known.keys().next().value as string);
      } else {
        // Most recently used last, so the oldest goes first.
        known.delete(key);
      }
      known.set(key, bytes);
      return emitting(bytes);
    });
};

type Glyph = ReturnType<ParsedFont['getGlyph']>;
type DecodableGlyph = Glyph & { _decode: () => unknown };

/**
 * Every subset re-reads the outline records of the glyphs it copies, the same few hundred
 * glyphs for every invoice. The subset encoder gets its own view of the font whose glyphs keep
 * their decoded record; the records are only read (the glyph bytes are copied from the font),
 * and the glyphs the rest of the program sees are left untouched.
 */
const forSubsets = (fast: ParsedFont): ParsedFont => {
  const view: ParsedFont = Object.create(fast);
  const glyphs = new Map<number, Glyph>();
  view.getGlyph = (id: number, codePoints?: number[]): Glyph => {
    let glyph = glyphs.get(id);
    if (glyph === undefined) {
      const real = fast.getGlyph(id, codePoints) as DecodableGlyph;
      const record = real._decode();
      const remembered: DecodableGlyph = Object.create(real);
      remembered._decode = () => record;
      glyph = remembered;
      glyphs.set(id, glyph);
    }
    return glyph;
  };
  return view;
};

const withSyncSubsets = (font: ParsedFont, fast: ParsedFont): void => {
  const subsetView = forSubsets(fast);
  const encode = encodedSubsets(font);
  fast.createSubset = () => {
    const subset = font.createSubset.call(subsetView) as EncodableSubset;
    subset.encodeStream = () => encode(subset);
    return subset;
  };
};

/** A parsed font tuned for pdf-lib: no shaping, synchronous subsets with remembered outlines. */
export const fastFont = (font: ParsedFont): ParsedFont => {
  const fast = withoutShaping(font);
  withSyncSubsets(font, fast);
  return fast;
};
