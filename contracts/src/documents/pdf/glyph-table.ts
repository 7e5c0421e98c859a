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
/**
 * Code points below this (Latin, Greek, Cyrillic: nearly every character of an invoice) are
 * looked up in flat arrays rather than maps, a load instead of a hash lookup per character.
 */
const FLAT = 0x800;
type AdvanceTable = { advances: Map<number, number>; flat: Float64Array; scale: number };

const tables = new WeakMap<ParsedFont, AdvanceTable>();

const tableOf = (font: ParsedFont): AdvanceTable => {
  let table = tables.get(font);
  if (table === undefined) {
    table = {
      advances: new Map(),
      flat: new Float64Array(FLAT).fill(Number.NaN),
      scale: 1000 / font.unitsPerEm,
    };
    tables.set(font, table);
  }
  return table;
};

const advanceOf = (font: ParsedFont, table: AdvanceTable, codePoint: number): number => {
  let advance = table.advances.get(codePoint);
  if (advance === undefined) {
    advance = font.glyphForCodePoint(codePoint).advanceWidth * table.scale;
    if (codePoint < FLAT) table.flat[codePoint] = advance;
    else {
      if (table.advances.size >= TABLE_LIMIT) table.advances.clear();
      table.advances.set(codePoint, advance);
    }
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
  const { advances, flat } = table;
  const perUnit = size / 1000;
  /** From the start again, as before the flat arrays, for a text outside them. */
  const measureAny = (text: string): number => {
    if (VARIATION_SELECTOR.test(text)) return pdfFont.widthOfTextAtSize(text, size);
    let total = 0;
    for (let index = 0; index < text.length;) {
      const codePoint = codePointAt(text, index);
      index += unitsOf(codePoint);
      const known = codePoint < FLAT ? flat[codePoint] : advances.get(codePoint);
      // NaN or undefined: not looked up yet.
      total += known !== undefined && known === known ? known : advanceOf(font, table, codePoint);
    }
    return total * perUnit;
  };
  return (text) => {
    let total = 0;
    for (let index = 0; index < text.length;) {
      const code = text.charCodeAt(index);
      if (code < FLAT) {
        const advance = flat[code];
        // NaN: not looked up yet.
        total += advance === advance ? advance : advanceOf(font, table, code);
        index += 1;
        continue;
      }
      // Beyond the flat arrays: possibly a variation selector, which fontkit lays out.
      return measureAny(text);
    }
    return total * perUnit;
  };
};

/** Hands each glyph code of a text, in order, to `write`. */
export type WriteGlyphs = (text: string, write: (code: number) => void) => void;

/** The codes of pdf-lib's hex string for a text: four hex digits per glyph (Identity-H). */
const codesOfHex = (hex: string, write: (code: number) => void): void => {
  for (let index = 1; index + 4 < hex.length; index += 4) {
    write(Number.parseInt(hex.slice(index, index + 4), 16));
  }
};

/**
 * Glyphs get their subset id from pdf-lib in order of first use in a document, which decides
 * the subset's bytes. A code point the document has not used yet is passed alone to
 * PDFFont.encodeText, which assigns its glyph the next id, in the text's order, as encoding
 * the whole text would; every later use is written from the id remembered here, without
 * fontkit's layout or pdf-lib's objects. A text with a variation selector goes to pdf-lib whole.
 */
export const glyphCodes = (pdfFont: PDFFont): WriteGlyphs => {
  /** Code point -> its glyph's id in this document's subset (ids start at 1; 0: none yet). */
  const flatIds = new Uint16Array(FLAT);
  const subsetIds = new Map<number, number>();
  const assign = (codePoint: number): number => {
    // One code point is one glyph without shaping (fast-font.ts): `<XXXX>`.
    const hex = pdfFont.encodeText(String.fromCodePoint(codePoint)).toString();
    const code = Number.parseInt(hex.slice(1, -1), 16);
    if (codePoint < FLAT) flatIds[codePoint] = code;
    else subsetIds.set(codePoint, code);
    return code;
  };
  return (text, write) => {
    if (VARIATION_SELECTOR.test(text)) {
      codesOfHex(pdfFont.encodeText(text).toString(), write);
      return;
    }
    for (let index = 0; index < text.length;) {
      const code = text.charCodeAt(index);
      if (code < FLAT) {
        const id = flatIds[code];
        write(id !== 0 ? id : assign(code));
        index += 1;
        continue;
      }
      const codePoint = codePointAt(text, index);
      index += unitsOf(codePoint);
      write(subsetIds.get(codePoint) ?? assign(codePoint));
    }
  };
};
