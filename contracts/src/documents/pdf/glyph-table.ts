import type { PDFDocument, PDFFont } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

/**
 * Variation selectors pick a glyph together with the code point before them (fontkit's
 * glyphsForString); a text holding one is laid out by fontkit, as before.
 */
const VARIATION_SELECTOR = /[\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]/;

/**
 * A font's advance per code point (in pdf-lib's 1000 units per em), looked up once per process:
 * the documents print without shaping (fast-font.ts), so a text's glyphs are its code points'
 * glyphs, and its width the sum of their advances, added in the order pdf-lib adds them so the
 * figure is the same to the last bit. Bounded like the layouts (fast-font.ts): beyond this many
 * code points, which only texts made to fill it reach, the table starts afresh.
 */
const TABLE_LIMIT = 20_000;
type AdvanceTable = { advances: Map<number, number>; scale: number };

const tables = new WeakMap<ParsedFont, AdvanceTable>();

const tableOf = (font: ParsedFont): AdvanceTable => {
  let table = tables.get(font);
  if (table === undefined) {
    table = { advances: new Map(), scale: 1000 / font.unitsPerEm };
    tables.set(font, table);
  }
  return table;
};

const advanceOf = (font: ParsedFont, table: AdvanceTable, codePoint: number): number => {
  let advance = table.advances.get(codePoint);
  if (advance === undefined) {
    advance = font.glyphForCodePoint(codePoint).advanceWidth * table.scale;
    if (table.advances.size >= TABLE_LIMIT) table.advances.clear();
    table.advances.set(codePoint, advance);
  }
  return advance;
};

/** The code point at `index` and its length in UTF-16 units, pairing surrogates as fontkit does. */
const codePointAt = (text: string, index: number): number => {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return ((code & 0x3ff) << 10) + (next & 0x3ff) + 0x10000;
  }
  return code;
};

const unitsOf = (codePoint: number): number => (codePoint > 0xffff ? 2 : 1);

/** Width of `text` at `size`, as PDFFont.widthOfTextAtSize computes it. */
export type Measure = (text: string) => number;

export const glyphMeasure = (pdfFont: PDFFont, font: ParsedFont, size: number): Measure => {
  const table = tableOf(font);
  const { advances } = table;
  const perUnit = size / 1000;
  return (text) => {
    if (VARIATION_SELECTOR.test(text)) return pdfFont.widthOfTextAtSize(text, size);
    let total = 0;
    for (let index = 0; index < text.length;) {
      const codePoint = codePointAt(text, index);
      index += unitsOf(codePoint);
      total += advances.get(codePoint) ?? advanceOf(font, table, codePoint);
    }
    return total * perUnit;
  };
};

/** A text as the hex string of its glyph ids in the document's subset, e.g. `<00010002>`. */
export type Encode = (text: string) => string;

/**
 * Glyphs get their subset id from pdf-lib in order of first use in a document, which decides
 * the subset's bytes. A code point the document has not used yet is passed alone to
 * PDFFont.encodeText, which assigns its glyph the next id, in the text's order, as encoding
 * the whole text would; every later use is written from the id remembered here, without
 * fontkit's layout or pdf-lib's objects. A text with a variation selector goes to pdf-lib whole.
 */
export const glyphEncoder = (pdfFont: PDFFont): Encode => {
  /** Code point -> its glyph's four hex digits in this document's subset. */
  const subsetHex = new Map<number, string>();
  const assign = (codePoint: number): string => {
    // One code point is one glyph without shaping (fast-font.ts): `<XXXX>`.
    const code = pdfFont.encodeText(String.fromCodePoint(codePoint)).toString().slice(1, -1);
    subsetHex.set(codePoint, code);
    return code;
  };
  return (text) => {
    if (VARIATION_SELECTOR.test(text)) return pdfFont.encodeText(text).toString();
    let hex = '<';
    for (let index = 0; index < text.length;) {
      const codePoint = codePointAt(text, index);
      index += unitsOf(codePoint);
      hex += subsetHex.get(codePoint) ?? assign(codePoint);
    }
    return `${hex}>`;
  };
};
