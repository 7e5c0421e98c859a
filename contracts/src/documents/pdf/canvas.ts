import { PDFHexString, PDFName, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { createContentBytes } from './content-bytes.js';
import { pageContentStream } from './fast-deflate.js';
import { COLOURS } from './geometry.js';
import { glyphCodes, glyphMeasure, type Measure, type WriteGlyphs } from './glyph-table.js';
import type { PlacedLogo } from './logo.js';

export type FontWeight = 'regular' | 'bold';

type ParsedFont = ReturnType<Parameters<PDFDocument['registerFontkit']>[0]['create']>;

/** The embedded fonts with their measures and glyph encoders, shared by all blocks of a document. */
export type Typesetter = {
  font: (weight: FontWeight) => PDFFont;
  measure: (weight: FontWeight, size: number) => Measure;
  /** A text's glyph codes in the document's subset of the font, in order. */
  glyphs: (weight: FontWeight, text: string, write: (code: number) => void) => void;
};

/** `parsed`: the fontkit fonts the PDF fonts were embedded from (the font cache's). */
export const createTypesetter = (
  fonts: Record<FontWeight, PDFFont>,
  parsed: Record<FontWeight, ParsedFont>,
): Typesetter => {
  const measures: Record<FontWeight, Map<number, Measure>> = {
    regular: new Map(),
    bold: new Map(),
  };
  const encoders: Record<FontWeight, WriteGlyphs> = {
    regular: glyphCodes(fonts.regular),
    bold: glyphCodes(fonts.bold),
  };
  return {
    font: (weight) => fonts[weight],
    measure: (weight, size) => {
      let measure = measures[weight].get(size);
      if (measure === undefined) {
        measure = glyphMeasure(fonts[weight], parsed[weight], size);
        measures[weight].set(size, measure);
      }
      return measure;
    },
    glyphs: (weight, text, write) => encoders[weight](text, write),
  };
};

export type TextStyle = {
  weight?: FontWeight;
  size: number;
  colour?: keyof typeof COLOURS;
  align?: 'left' | 'right';
};

/** Where blocks draw: one page, written as a single content stream when finished. */
export type Canvas = {
  /** One line of text; `x` is its left edge, or its right edge when right-aligned; `y` the baseline. Returns its width. */
  text: (text: string, x: number, y: number, style: TextStyle) => number;
  rule: (x1: number, x2: number, y: number, thickness?: number) => void;
  image: (image: PlacedLogo, x: number, y: number, width: number, height: number) => void;
  /**
   * A path in its own units (a QR code's runs of dark modules, qrPath) filled black, scaled by
   * `scale` with its origin at (`x`, `y`).
   */
  fill: (path: string, x: number, y: number, scale: number) => void;
  /** A clickable area opening an http(s) address; callers pass only addresses from safeHttpUrl. */
  link: (rect: [number, number, number, number], url: string) => void;
  finish: () => void;
};

/** Three decimals are far below a printer's resolution and never produce exponent notation. */
const num = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Written once, not for every line of text. */
const COLOUR_OPERANDS = Object.fromEntries(
  Object.entries(COLOURS).map(([name, rgb]) => [name, rgb.map(num).join(' ')]),
) as Record<keyof typeof COLOURS, string>;

const colour = (name: keyof typeof COLOURS): string => COLOUR_OPERANDS[name];

/**
 * pdf-lib's drawText wraps every line in ten operators built as objects; for a document that
 * is nearly all text that was a third of the render time. The page's operators are written
 * here as plain PDF syntax, straight into bytes (content-bytes.ts), and compressed once per
 * page. Font, colours and line width are graphics state, which lasts across text objects, so
 * each is written only when it changes: a page of table rows is then half the bytes to build
 * and compress. Text is shown as literal strings of 2-byte glyph codes, half the bytes of the
 * hex strings pdf-lib writes.
 */
export const createCanvas = (page: PDFPage, type: Typesetter): Canvas => {
  const out = createContentBytes();
  /** Operator groups are separated by a line break, none before the first. */
  let started = false;
  const group = (): void => {
    if (started) out.ascii('\n');
    started = true;
  };
  const fontKeys = new Map<FontWeight, string>();
  const fontKey = (weight: FontWeight): string => {
    let key = fontKeys.get(weight);
    if (key === undefined) {
      const font = type.font(weight);
      key = page.node.newFontDictionary(font.name, font.ref).toString();
      fontKeys.set(weight, key);
    }
    return key;
  };
  /** What the page's graphics state holds so far (null before it is first set). */
  let fontWeight: FontWeight | null = null;
  let fontSize = 0;
  let fill: keyof typeof COLOURS | null = null;
  let lineWidth: number | null = null;
  let stroke = false;
  return {
    text: (text, x, y, style) => {
      const weight = style.weight ?? 'regular';
      const width = type.measure(weight, style.size)(text);
      if (text !== '') {
        const left = style.align === 'right' ? x - width : x;
        const colourName = style.colour ?? 'text';
        group();
        out.ascii('BT ');
        if (weight !== fontWeight || style.size !== fontSize) {
          out.ascii(fontKey(weight));
          out.ascii(' ');
          out.number(style.size);
          out.ascii(' Tf ');
          fontWeight = weight;
          fontSize = style.size;
        }
        if (colourName !== fill) {
          out.ascii(colour(colourName));
          out.ascii(' rg ');
          fill = colourName;
        }
        out.number(left);
        out.ascii(' ');
        out.number(y);
        out.ascii(' Td ');
        out.openString();
        type.glyphs(weight, text, out.glyph);
        out.closeString();
        out.ascii(' Tj ET');
      }
      return width;
    },
    rule: (x1, x2, y, thickness = 0.5) => {
      group();
      if (thickness !== lineWidth) {
        out.number(thickness);
        out.ascii(' w ');
        lineWidth = thickness;
      }
      if (!stroke) {
        out.ascii(colour('rule'));
        out.ascii(' RG ');
        stroke = true;
      }
      out.number(x1);
      out.ascii(' ');
      out.number(y);
      out.ascii(' m ');
      out.number(x2);
      out.ascii(' ');
      out.number(y);
      out.ascii(' l S');
    },
    image: (image, x, y, width, height) => {
      const key = page.node.newXObject('Image', image.ref).toString();
      group();
      out.ascii(`q ${num(width)} 0 0 ${num(height)} ${num(x)} ${num(y)} cm ${key} Do Q`);
    },
    fill: (path, x, y, scale) => {
      if (path === '') return;
      const factor = num(scale);
      group();
      out.ascii(`q 0 0 0 rg ${factor} 0 0 ${factor} ${num(x)} ${num(y)} cm ${path} f Q`);
    },
    link: (rect, url) => {
      const context = page.doc.context;
      // A hex string: no character of the address can end the PDF string early.
      const hex = Array.from(url, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join(
        '',
      );
      const action = context.obj({ Type: 'Action', S: 'URI' });
      action.set(PDFName.of('URI'), PDFHexString.of(hex));
      const annotation = context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rect,
        Border: [0, 0, 0],
      });
      annotation.set(PDFName.of('A'), action);
      page.node.addAnnot(context.register(annotation));
    },
    finish: () => {
      const context = page.doc.context;
      page.node.addContentStream(context.register(pageContentStream(context, out.bytes())));
    },
  };
};
