import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { centsToDecimalString, computeTotals } from '@app/contracts/invoice';
import { sampleInvoice } from '../testing/sample-invoice.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

const require = createRequire(import.meta.url);
// jsqr is CommonJS whose typings declare a default export: required, it is the function itself.
const jsQR = require('jsqr') as typeof import('jsqr').default;
const font = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

/** The last page drawn as a bank app's camera would see it (2× scale), then read as a QR code. */
async function scanLastPage(bytes: Uint8Array): Promise<string | null> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const page = await pdf.getPage(pdf.numPages);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    // @napi-rs/canvas stands in for the DOM canvas pdf.js draws on.
    canvas: canvas as never,
    canvasContext: context as never,
    viewport,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await task.destroy();
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

// Drawing a page and searching it for a code takes a few seconds per page on a busy machine.
const SCAN_TIMEOUT_MS = 30_000;

describe('the EPC payment QR code on the PDF', () => {
  it.each([
    ['one page', 3],
    ['several pages', 60],
  ])(
    'scans (%s) to the invoice IBAN, the amount due and the invoice number',
    async (_case, items) => {
      const invoice = sampleInvoice(items);
      const bytes = await renderInvoicePdf(invoice, { language: 'nl', fonts });
      const scanned = await scanLastPage(bytes);
      const amount = centsToDecimalString(computeTotals(invoice).total);
      expect(scanned?.split('\n')).toEqual([
        'BCD',
        '002',
        '1',
        'SCT',
        'ABNANL2A',
        'Łódź Ærø Ñandú Müller',
        'NL91ABNA0417164300',
        `EUR${amount}`,
        '',
        '',
        'INV-2026-0042',
      ]);
    },
    SCAN_TIMEOUT_MS,
  );

  it(
    'is left out without bank transfer, and on a paid invoice',
    async () => {
      const base = sampleInvoice(3);
      const withoutBank = sampleInvoice(3, {
        paymentMethods: {
          ...base.paymentMethods,
          bank: { ...base.paymentMethods.bank, enabled: false },
        },
      });
      const paid = sampleInvoice(3, { paymentStatus: 'paid', paidAt: '2026-03-10T09:00:00.000Z' });
      for (const invoice of [withoutBank, paid]) {
        expect(
          await scanLastPage(await renderInvoicePdf(invoice, { language: 'en', fonts })),
        ).toBeNull();
      }
    },
    SCAN_TIMEOUT_MS,
  );
});
