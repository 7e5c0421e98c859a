import {
  PDFName,
  PDFObject,
  PDFRawStream,
  type PDFContext,
  type PDFFont,
  type PDFRef,
} from 'pdf-lib';

type Glyph = { id: number };

/** The parts of pdf-lib's CustomFontSubsetEmbedder that write a font's objects at save(). */
type SubsetEmbedder = {
  font: object;
  glyphCache: { access: () => readonly Glyph[] };
  embedUnicodeCmap: (context: PDFContext) => PDFRef;
  embedFontStream: (context: PDFContext) => Promise<PDFRef>;
  computeWidths: () => unknown;
};

/** A stream as written: its bytes and the dictionary entries its bytes do not decide. */
type KeptStream = { contents: Uint8Array; subtype: string | undefined; filtered: boolean };

type Kept = { cmap?: KeptStream; file?: KeptStream; widths?: Uint8Array };

/**
 * Entries per font. One sender's invoices use a handful of glyph orders; each entry holds the
 * compressed subset (8 to 13 KB), its ToUnicode map and widths.
 */
const LIMIT = 32;
const keptByFont = new WeakMap<object, Map<string, Kept>>();

/** An object written as bytes prepared earlier (a widths array already serialised). */
class RawObject extends PDFObject {
  constructor(private readonly bytes: Uint8Array) {
    super();
  }

  override clone(): RawObject {
    return this;
  }

  override toString(): string {
    return String.fromCharCode(...this.bytes);
  }

  override sizeInBytes(): number {
    return this.bytes.length;
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    buffer.set(this.bytes, offset);
    return this.bytes.length;
  }
}

const keep = (context: PDFContext, ref: PDFRef): KeptStream => {
  const stream = context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('A font stream is written as raw bytes');
  const subtype = stream.dict.get(PDFName.of('Subtype'));
  return {
    contents: stream.contents,
    subtype: subtype instanceof PDFName ? subtype.decodeText() : undefined,
    filtered: stream.dict.has(PDFName.of('Filter')),
  };
};

/** The same dictionary, entries in the same order, as fast-deflate.ts writes. */
const again = (context: PDFContext, kept: KeptStream): PDFRef =>
  context.register(
    context.stream(kept.contents, {
      Subtype: kept.subtype,
      Filter: kept.filtered ? 'FlateDecode' : undefined,
    }),
  );

/**
 * pdf-lib writes a font's objects at save() from the glyphs the document used: the ToUnicode
 * map as a text built glyph by glyph, the subset's bytes (copied, then looked up in the deflate
 * cache by content) and the widths as an array of number objects. The same glyphs in the same
 * order give the same bytes, and an invoice's glyphs recur from one document to the next, so
 * those three are kept per font and glyph order, as written, and written again as they were.
 */
export const rememberFontObjects = (font: PDFFont): void => {
  const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
  let kept = keptByFont.get(embedder.font);
  if (kept === undefined) {
    kept = new Map();
    keptByFont.set(embedder.font, kept);
  }
  const byGlyphs = kept;
  /** Looked up at each of the three, by the glyphs as they are then: save() may run again. */
  const current = (): Kept => {
    const key = embedder.glyphCache
      .access()
      .map((glyph) => glyph.id)
      .join(',');
    const entry = byGlyphs.get(key) ?? {};
    // Most recently used last, so the oldest goes first.
    byGlyphs.delete(key);
    if (byGlyphs.size >= LIMIT) byGlyphs.delete(byGlyphs.keys().next().value as string);
    byGlyphs.set(key, entry);
    return entry;
  };
  const { embedUnicodeCmap, embedFontStream, computeWidths } = embedder;
  embedder.embedUnicodeCmap = (context) => {
    const known = current();
    if (known.cmap !== undefined) return again(context, known.cmap);
    const ref = embedUnicodeCmap.call(embedder, context);
    known.cmap = keep(context, ref);
    return ref;
  };
  embedder.embedFontStream = async (context) => {
    const known = current();
    if (known.file !== undefined) return again(context, known.file);
    const ref = await embedFontStream.call(embedder, context);
    known.file = keep(context, ref);
    return ref;
  };
  embedder.computeWidths = () => {
    const known = current();
    if (known.widths === undefined) {
      const array = font.doc.context.obj(computeWidths.call(embedder) as number[]);
      known.widths = new Uint8Array(array.sizeInBytes());
      array.copyBytesInto(known.widths, 0);
    }
    return new RawObject(known.widths);
  };
};
