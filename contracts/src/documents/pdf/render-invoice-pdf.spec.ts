import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { computeTotals, formatMoney, type Language } from '@app/contracts/invoice';
import { NON_ASCII_NAME, sampleInvoice } from '../testing/sample-invoice.js';
import { createPdfFontCache } from './font-cache.js';
import { CONTENT_TOP, PAGE } from './geometry.js';
import { invoicePdfFileName, renderInvoicePdf } from './render-invoice-pdf.js';

const require = createRequire(import.meta.url);
// Copied into this realm's Uint8Array: jest's module realm does not see Node's Buffer as one.
const font = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

const readPdf = async (bytes: Uint8Array): Promise<string[]> => {
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

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of one opaque colour (8-bit RGB), for tests that need an image of a given size. */
const solidPng = (width: number, height: number): Uint8Array => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then RGB triples.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};

type Box = { x: number; y: number; width: number; height: number };

/** Where the first page paints its images, from the transform set just before each one. */
const imagesOnFirstPage = async (bytes: Uint8Array): Promise<Box[]> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const { fnArray, argsArray } = await page.getOperatorList();
  const boxes: Box[] = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  fnArray.forEach((fn, index) => {
    if (fn === OPS.transform) matrix = argsArray[index] as number[];
    if (fn === OPS.paintImageXObject) {
      const [width, , , height, x, y] = matrix;
      boxes.push({ x, y, width, height });
    }
  });
  await task.destroy();
  return boxes;
};

/** Baseline of the first text item that reads exactly `text` on page 1. */
const baselineOf = async (bytes: Uint8Array, text: string): Promise<number> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const content = await (await (await task.promise).getPage(1)).getTextContent();
  const item = content.items.find((candidate) => 'str' in candidate && candidate.str === text);
  await task.destroy();
  if (item === undefined || !('transform' in item)) throw new Error(`No text ${text}`);
  return (item.transform as number[])[5];
};

const render = (itemCount: number, language: Language = 'en') =>
  renderInvoicePdf(sampleInvoice(itemCount), {
    language,
    fonts,
    paymentBaseUrl: 'https://pay.example',
  });

describe('renderInvoicePdf', () => {
  it.each([
    [1, 1],
    [12, 1],
    [13, 2],
    [30, 2],
    [31, 3],
  ])(
    'puts %i items on %i page(s): 12 on the first page, 18 on later ones',
    async (items, pages) => {
      const text = await readPdf(await render(items));
      expect(text).toHaveLength(pages);
    },
  );

  it('prints every description, the 12/18 split and a page footer only on multi-page invoices', async () => {
    const single = await readPdf(await render(12));
    expect(single[0]).not.toMatch(/Page \d+ of \d+/);
    const pages = await readPdf(await render(31));
    const countOn = (page: string) => (page.match(/Item \d+: consulting work/g) ?? []).length;
    expect(pages.map(countOn)).toEqual([12, 18, 1]);
    for (let item = 1; item <= 31; item += 1) {
      expect(pages.join('\n')).toContain(`Item ${item}: consulting work`);
    }
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of 3`));
  });

  it.each<Language>(['en', 'nl'])(
    'prints the totals of computeTotals in the invoice language (%s)',
    async (language) => {
      const invoice = sampleInvoice(5);
      const text = (await readPdf(await render(5, language))).join('\n');
      const totals = computeTotals(invoice);
      expect(text).toContain(formatMoney(totals.subtotal, language));
      expect(text).toContain(formatMoney(-totals.discountAmount, language));
      totals.vatBreakdown.forEach((line) =>
        expect(text).toContain(formatMoney(line.vat, language)),
      );
      expect(text).toContain(formatMoney(totals.total, language));
      expect(text).toContain(language === 'en' ? 'Invoice date' : 'Factuurdatum');
      expect(text).toContain(language === 'en' ? '03/05/2026' : '05-03-2026');
      expect(text).toContain(language === 'en' ? '14 days' : '14 dagen');
    },
  );

  it('embeds a Unicode font so non-ASCII names and the euro sign extract as written', async () => {
    const text = (await readPdf(await render(1))).join('\n');
    expect(text).toContain(NON_ASCII_NAME);
    expect(text).toContain('€');
    expect(text).toContain('IBAN: NL91 ABNA 0417 1643 00');
    expect(text).toContain('BIC: ABNANL2A');
    expect(text).toContain('https://pay.example/invoice/inv_7Yx2');
  });

  it('extracts text whose glyph codes include the bytes of ( ) \\ and a carriage return', async () => {
    // Over 100 glyphs in the regular font: the subset ids 13, 40, 41 and 92 are all in use.
    const printableAscii = Array.from({ length: 94 }, (_, index) =>
      String.fromCharCode(0x21 + index),
    ).join('');
    const description = `${printableAscii}ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏ`;
    const invoice = sampleInvoice(1);
    invoice.items[0].description = description;
    const pdf = await renderInvoicePdf(invoice, { language: 'en', fonts });
    const text = (await readPdf(pdf)).join('\n').replace(/\n/g, '');
    expect(text).toContain(description);
  });

  it('makes the pay link a clickable http(s) link', async () => {
    const task = getDocument({ data: (await render(1)).slice(), verbosity: 0 });
    const page = await (await task.promise).getPage(1);
    const links = (await page.getAnnotations()).map(
      (annotation: { url?: string }) => annotation.url,
    );
    expect(links).toEqual(['https://pay.example/invoice/inv_7Yx2']);
    await task.destroy();
  });

  it('leaves out the discount when it is 0, a blank BIC and placeholder values', async () => {
    const base = sampleInvoice(2);
    const invoice = sampleInvoice(2, {
      discount: { type: 'none', value: '0' },
      paymentMethods: { ...base.paymentMethods, bank: { ...base.paymentMethods.bank, bic: '  ' } },
      recipient: {
        ...base.recipient,
        company: 'Placeholder Corp',
        isPlaceholder: { company: true },
      },
      notes: 'Placeholder note',
      isPlaceholder: { notes: true },
    });
    const text = (await readPdf(await renderInvoicePdf(invoice, { language: 'en', fonts }))).join(
      '\n',
    );
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('BIC');
    expect(text).not.toContain('Placeholder');
    expect(text).toContain('Jan de Vries');
  });

  it('wraps a long description instead of cutting it off and moves rows that no longer fit', async () => {
    const long = 'Design and development of the new booking flow, including research, '.repeat(8);
    const invoice = sampleInvoice(12);
    invoice.items[0] = { ...invoice.items[0], description: `${long}END` };
    const pages = await readPdf(await renderInvoicePdf(invoice, { language: 'en', fonts }));
    expect(pages.length).toBe(2);
    expect(pages.join('\n').replace(/\n/g, ' ')).toContain('research, END');
  });

  it('gives the same bytes for the same input and parses each font only once per cache', async () => {
    const fontCache = createPdfFontCache();
    const options = { language: 'nl' as const, fonts, fontCache };
    const first = await renderInvoicePdf(sampleInvoice(13), options);
    const second = await renderInvoicePdf(sampleInvoice(13), options);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(fontCache.parsedCount()).toBe(2);
    expect(Buffer.from(first.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('wraps a long free-text term beside the logo, and embeds a PNG logo', async () => {
    // A 1x1 PNG.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    );
    const terms = 'Payment in three instalments, the last one at the end of the project phase';
    const invoice = sampleInvoice(1, { paymentTerms: terms });
    const bytes = await renderInvoicePdf(invoice, {
      language: 'en',
      fonts,
      logo: { bytes: png, type: 'png' },
    });
    const text = (await readPdf(bytes)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(terms);
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('leaves out a logo that cannot be decoded instead of failing the invoice', async () => {
    const logo = { bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' as const };
    const pages = await readPdf(
      await renderInvoicePdf(sampleInvoice(1), { language: 'en', fonts, logo }),
    );
    expect(pages).toHaveLength(1);
  });

  it.each([
    { shape: 'a wide logo', png: solidPng(400, 100), width: 170, height: 42.5 },
    { shape: 'a tall logo', png: solidPng(100, 400), width: 15, height: 60 },
    {
      shape: 'a small logo (scaled up to fill the box)',
      png: solidPng(40, 20),
      width: 120,
      height: 60,
    },
  ])(
    'draws $shape top left, in a 170 x 60 pt box, keeping its aspect ratio',
    async ({ png, width, height }) => {
      const bytes = await renderInvoicePdf(sampleInvoice(1), {
        language: 'en',
        fonts,
        logo: { bytes: png, type: 'png' },
      });
      const [box, ...others] = await imagesOnFirstPage(bytes);
      expect(others).toEqual([]);
      expect(box.x).toBeCloseTo(PAGE.left, 2);
      expect(box.y + box.height).toBeCloseTo(CONTENT_TOP, 2);
      expect(box.width).toBeCloseTo(width, 2);
      expect(box.height).toBeCloseTo(height, 2);
    },
  );

  it('draws no image without a logo, and a logo no taller than the title moves nothing', async () => {
    const invoice = sampleInvoice(3);
    const without = await renderInvoicePdf(invoice, { language: 'en', fonts });
    const withLogo = await renderInvoicePdf(invoice, {
      language: 'en',
      fonts,
      logo: { bytes: solidPng(300, 60), type: 'png' },
    });
    expect(await imagesOnFirstPage(without)).toEqual([]);
    expect(Buffer.from(without).toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    expect(await imagesOnFirstPage(withLogo)).toHaveLength(1);
    for (const text of ['FROM', 'TO', 'Description', 'Item 3: consulting work']) {
      expect(await baselineOf(withLogo, text)).toBeCloseTo(await baselineOf(without, text), 3);
    }
  });

  it('makes room below a logo taller than the title block', async () => {
    const invoice = sampleInvoice(1, { paymentTerms: '' });
    const without = await renderInvoicePdf(invoice, { language: 'en', fonts });
    const tall = await renderInvoicePdf(invoice, {
      language: 'en',
      fonts,
      logo: { bytes: solidPng(60, 60), type: 'png' },
    });
    const [box] = await imagesOnFirstPage(tall);
    const from = await baselineOf(tall, 'FROM');
    expect(from).toBeLessThan(box.y);
    expect(from).toBeLessThanOrEqual(await baselineOf(without, 'FROM'));
  });

  it('names the file after the invoice number, or draft', () => {
    expect(invoicePdfFileName({ invoiceNumber: 'INV-2026-0042' })).toBe(
      'invoice_INV-2026-0042.pdf',
    );
    expect(invoicePdfFileName({ invoiceNumber: '' })).toBe('invoice_draft.pdf');
    expect(invoicePdfFileName({ invoiceNumber: 'INV/2026/7' })).toBe('invoice_INV_2026_7.pdf');
  });
});
