// What both sides of `npm run bench:pdf` draw: the sample invoices, the fonts and a logo as the
// backend's PNG rendition stores one (RGBA with a transparent background, under 1000 px a side).
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A 600 x 200 RGBA logo: a filled disc and bars on a transparent background. */
export const benchLogoPng = (width = 600, height = 200) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x += 1) {
      const inDisc = (x - 100) ** 2 + (y - 100) ** 2 < 90 ** 2;
      const inBar = x > 220 && x < 580 && y % 50 > 15 && y % 50 < 35;
      if (inDisc || inBar) row.set([20, 80 + (x % 120), 160, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};

export const benchFonts = (root) => {
  const require = createRequire(path.join(root, 'contracts/package.json'));
  const font = (file) =>
    new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  return { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
};

export const BENCH_OPTIONS = { language: 'en', paymentBaseUrl: 'https://pay.example' };

/** The invoices both sides draw; `distinct(run)` varies number and amounts per document. */
export const benchInvoices = async (root) => {
  const { sampleInvoice } = await import(
    pathToFileURL(path.join(root, 'contracts/dist/documents/testing/sample-invoice.js')).href
  );
  const distinct = (run) => {
    const invoice = sampleInvoice(31, { invoiceNumber: `INV-2026-${String(1000 + run)}` });
    invoice.items[0].price = `${100 + (run % 900)},${String(run % 100).padStart(2, '0')}`;
    return invoice;
  };
  return [
    { name: '1 page (10 items)', invoice: sampleInvoice(10), pages: 1 },
    { name: '3 pages (31 items)', invoice: sampleInvoice(31), pages: 3 },
    { name: '3 pages, distinct', invoice: distinct(0), pages: 3, distinct },
  ];
};
