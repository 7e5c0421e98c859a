import type { Measure } from './glyph-table.js';

const PRINTABLE_ASCII = /^[\n\u0020-\u007E]*$/;

/**
 * Tabs, carriage returns and other control characters have no glyph in the font; they would
 * print as boxes (or break pdf-lib's line splitting), so they become spaces.
 */
export const printable = (text: string): string =>
  // Printable ASCII and line feeds are already NFC and hold nothing to replace: most texts.
  PRINTABLE_ASCII.test(text)
    ? text
    : text
        .normalize('NFC')
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- control characters are what must go
        .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/g, ' ');

/** A word wider than the line (a long URL or IBAN without spaces) is cut between characters. */
const splitLongWord = (word: string, maxWidth: number, measure: Measure): string[] => {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const char of word) {
    const charWidth = measure(char);
    if (piece !== '' && pieceWidth + charWidth > maxWidth) {
      pieces.push(piece);
      piece = char;
      pieceWidth = charWidth;
    } else {
      piece += char;
      pieceWidth += charWidth;
    }
  }
  return piece === '' ? pieces : [...pieces, piece];
};

/**
 * Widths add up word by word (pdf-lib prints advance widths without kerning), so a line is
 * never measured again as a whole: a word's width is the sum of its glyphs' advances
 * (glyph-table.ts), and a line's the sum of its words' and spaces'.
 */
const wrapParagraph = (paragraph: string, maxWidth: number, measure: Measure): string[] => {
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of paragraph.split(' ').filter((part) => part !== '')) {
    const wordWidth = measure(word);
    if (line !== '' && lineWidth + space + wordWidth <= maxWidth) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line !== '') lines.push(line);
    if (wordWidth <= maxWidth) {
      line = word;
      lineWidth = wordWidth;
    } else {
      const pieces = splitLongWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
      lineWidth = measure(line);
    }
  }
  lines.push(line);
  return lines;
};

/** Lines of at most maxWidth; explicit line breaks are kept, an empty text is one empty line. */
export const wrapText = (text: string, maxWidth: number, measure: Measure): string[] =>
  printable(text)
    .split('\n')
    .flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure));
