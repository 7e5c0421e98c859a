// What a downloaded PDF shows, read with pdf.js as a viewer would, and a logo to upload. pdf.js
// is handed a copy of the bytes: it takes over (detaches) the buffer it reads.
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';

/** Clicks Export PDF; resolves to the downloaded file, checked to be a PDF. */
export async function exportPdf(page: Page): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('action-exportPdf').click(),
  ]);
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
}

/** The text of every page, its runs of white space made one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  let content = '';
  for (let index = 1; index <= document.numPages; index += 1) {
    const page = await document.getPage(index);
    const text = await page.getTextContent();
    content += text.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await task.destroy();
  return content.replace(/\s+/g, ' ');
}

/** The sizes (in pixels) of the images the first page of the PDF paints. */
export async function imagesInPdf(
  bytes: Uint8Array,
): Promise<Array<{ width: number; height: number }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  const page = await document.getPage(1);
  const { fnArray, argsArray } = await page.getOperatorList();
  // Each image painted is [object id, width, height] in the image's own pixels.
  const images = fnArray.flatMap((fn, index) => {
    if (fn !== pdfjs.OPS.paintImageXObject) return [];
    const [, width, height] = argsArray[index] as [string, number, number];
    return [{ width, height }];
  });
  await task.destroy();
  return images;
}

const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An opaque RGB PNG: left half blue, right half orange, so a rendition is a real picture. */
export function twoColourPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    row.set(x < width / 2 ? [0x24, 0x57, 0xc5] : [0xf0, 0x8a, 0x24], 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
