import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { fastFont } from './fast-font.js';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

/**
 * Parsing DejaVu Sans (~750 KB) dominates the cost of a document (docs/documents.md), so a
 * parsed font is kept per font byte array and reused by every later document. pdf-lib asks
 * its registered fontkit to parse the bytes on every embed; this cache is such a fontkit.
 * Pass the same Uint8Array instance every time (and never mutate it) to hit the cache.
 */
export type PdfFontCache = {
  readonly fontkit: Fontkit;
  /** How many distinct font byte arrays were parsed: for tests and measurements. */
  readonly parsedCount: () => number;
};

export const createPdfFontCache = (): PdfFontCache => {
  const parsed = new WeakMap<Uint8Array, ParsedFont>();
  let count = 0;
  return {
    fontkit: {
      create: (bytes: Uint8Array, postscriptName?: string): ParsedFont => {
        const known = parsed.get(bytes);
        if (known !== undefined) return known;
        const font = fastFont(fontkit.create(bytes, postscriptName));
        parsed.set(bytes, font);
        count += 1;
        return font;
      },
    },
    parsedCount: () => count,
  };
};

/** The cache renderInvoicePdf uses unless it is given one: one per process or browser page. */
export const sharedPdfFontCache: PdfFontCache = createPdfFontCache();
