import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// Copied into this realm's Uint8Array: jest's module realm does not see Node's Buffer as one.
const font = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

/** DejaVu Sans as the server renders with it, for specs. */
export const testFonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

/** Each page's text as pdf.js extracts it (what a reader copies or a screen reader reads). */
export const pdfText = async (bytes: Uint8Array): Promise<string[]> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await task.destroy();
  return pages;
};

/** The link targets of the first page's annotations. */
export const pdfLinks = async (bytes: Uint8Array): Promise<(string | undefined)[]> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const links = (await page.getAnnotations()).map((annotation: { url?: string }) => annotation.url);
  await task.destroy();
  return links;
};
