import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { createPdfFontCache } from './font-cache.js';
import { glyphCodes, glyphMeasure } from './glyph-table.js';

const require = createRequire(import.meta.url);
const fontBytes = new Uint8Array(
  readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
);

/** Accents, ligature letters, a combining mark, surrogate pairs, a lone surrogate, a variation selector. */
const TEXTS = [
  'Invoice INV-2026-0042',
  'Łódź Ærø Ñandú Müller',
  '€ 1.234,56',
  'ﬁne e\u0301 Ωμέγα Привет',
  'Emoji 😀 and 𝔘',
  'lone \uD800 surrogate',
  'snow ☃\uFE0F man',
  'Invoice again: known glyphs only',
];

/** One parse of the font for all documents here, as in the renderer. */
const cache = createPdfFontCache();

const embedded = async () => {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(cache.fontkit);
  const font = await pdf.embedFont(fontBytes, { subset: true });
  return { pdf, font, parsed: cache.fontkit.create(fontBytes) };
};

/** glyphCodes written as pdf-lib writes a text, a hex string (`<00010002>`), to compare. */
const hexEncoder = (pdfFont: PDFFont) => {
  const codes = glyphCodes(pdfFont);
  return (text: string): string => {
    let hex = '<';
    codes(text, (code) => {
      hex += code.toString(16).toUpperCase().padStart(4, '0');
    });
    return `${hex}>`;
  };
};

describe('glyph table', () => {
  it('writes the glyph codes and subset pdf-lib writes for the same texts', async () => {
    const ours = await embedded();
    const pdfLib = await embedded();
    const encode = hexEncoder(ours.font);

    expect(TEXTS.map(encode)).toEqual(TEXTS.map((text) => pdfLib.font.encodeText(text).toString()));
    expect(await ours.pdf.save()).toEqual(await pdfLib.pdf.save());
  });

  it('measures every text as pdf-lib does, to the last bit', async () => {
    const { font, parsed } = await embedded();
    for (const size of [8, 9, 11, 20]) {
      const measure = glyphMeasure(font, parsed, size);
      for (const text of TEXTS) expect(measure(text)).toBe(font.widthOfTextAtSize(text, size));
    }
  });
});
