import { PDFHexString, PDFName, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { COLOURS } from './geometry.js';
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
  image: (image: PDFImage, x: number, y: number, width: number, height: number) => void;
  /** Filled black squares of one size, lower-left corners given (a QR code's dark modules). */
  squares: (corners: readonly (readonly [number, number])[], size: number) => void;
  /** A clickable area opening an http(s) address; callers pass only addresses from safeHttpUrl. */
  link: (rect: [number, number, number, number], url: string) => void;
  finish: () => void;
};

/** Three decimals are far below a printer's resolution and never produce exponent notation. */
const num = (value: number): string => String(Math.round(value * 1000) / 1000);

const colour = (name: keyof typeof COLOURS): string => COLOURS[name].map(num).join(' ');

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
    squares: (corners, size) => {
      if (corners.length === 0) return;
      const side = num(size);
      const paths = corners.map(([x, y]) => `${num(x)} ${num(y)} ${side} ${side} re`);
      operators.push(`0 0 0 rg ${paths.join(' ')} f`);
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
      page.node.addContentStream(context.register(context.flateStream(operators.join('\n'))));
    },
  };
};
