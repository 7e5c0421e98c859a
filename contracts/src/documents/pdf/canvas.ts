import { PDFHexString, PDFName, type PDFFont, type PDFPage } from 'pdf-lib';
import { pageContentStream } from './fast-deflate.js';
import { COLOURS } from './geometry.js';
import type { PlacedLogo } from './logo.js';
import { measurer, type Measure } from './text.js';

export type FontWeight = 'regular' | 'bold';

/** The embedded fonts with a width cache per font and size, shared by all blocks of a document. */
export type Typesetter = {
  font: (weight: FontWeight) => PDFFont;
  measure: (weight: FontWeight, size: number) => Measure;
};

export const createTypesetter = (fonts: Record<FontWeight, PDFFont>): Typesetter => {
  const measures = new Map<string, Measure>();
  return {
    font: (weight) => fonts[weight],
    measure: (weight, size) => {
      const key = `${weight}:${size}`;
      let measure = measures.get(key);
      if (measure === undefined) {
        measure = measurer(fonts[weight], size);
        measures.set(key, measure);
      }
      return measure;
    },
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
 * here as plain PDF syntax and compressed once per page.
 */
export const createCanvas = (page: PDFPage, type: Typesetter): Canvas => {
  const operators: string[] = [];
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
  return {
    text: (text, x, y, style) => {
      const weight = style.weight ?? 'regular';
      const width = type.measure(weight, style.size)(text);
      if (text !== '') {
        const left = style.align === 'right' ? x - width : x;
        const glyphs = type.font(weight).encodeText(text).toString();
        operators.push(
          `BT ${fontKey(weight)} ${num(style.size)} Tf ${colour(style.colour ?? 'text')} rg 1 0 0 1 ${num(left)} ${num(y)} Tm ${glyphs} Tj ET`,
        );
      }
      return width;
    },
    rule: (x1, x2, y, thickness = 0.5) => {
      operators.push(
        `${num(thickness)} w ${colour('rule')} RG ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`,
      );
    },
    image: (image, x, y, width, height) => {
      const key = page.node.newXObject('Image', image.ref).toString();
      operators.push(`q ${num(width)} 0 0 ${num(height)} ${num(x)} ${num(y)} cm ${key} Do Q`);
    },
    fill: (path, x, y, scale) => {
      if (path === '') return;
      const factor = num(scale);
      operators.push(`q 0 0 0 rg ${factor} 0 0 ${factor} ${num(x)} ${num(y)} cm ${path} f Q`);
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
      page.node.addContentStream(
        context.register(pageContentStream(context, operators.join('\n'))),
      );
    },
  };
};
