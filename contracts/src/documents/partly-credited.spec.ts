import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { centsToDecimalString, computeTotals, formatMoney } from '@app/contracts/invoice';
import { renderInvoiceEmail } from './email/render-invoice-email.js';
import { invoiceView } from './invoice-view.js';
import { renderInvoicePdf } from './pdf/render-invoice-pdf.js';
import { pdfText, testFonts as fonts } from './testing/pdf-text.js';
import { sampleInvoice } from './testing/sample-invoice.js';

const require = createRequire(import.meta.url);
// jsqr is CommonJS whose typings declare a default export: required, it is the function itself.
const jsQR = require('jsqr') as typeof import('jsqr').default;

/** The last page drawn at 2× scale, read as a QR code (as a banking app's camera would). */
async function scanLastPage(bytes: Uint8Array): Promise<string | null> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const page = await pdf.getPage(pdf.numPages);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await task.destroy();
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const oneLine = (pages: string[]): string => pages.join(' ').replace(/\s+/g, ' ');

const invoice = sampleInvoice(3);
const total = computeTotals(invoice).total;
const credits = [{ total: 5000 }];
const left = total - 5000;

describe('the documents of a partly credited invoice', () => {
  it('keep the invoice total and state what is left to pay; nothing extra while not credited', () => {
    const view = invoiceView(invoice, 'en', undefined, 'NL', credits);
    expect(view.total).toBe(formatMoney(total, 'en'));
    expect(view.amountDue).toBe(formatMoney(left, 'en'));
    expect(view.epcQr).toContain(`EUR${centsToDecimalString(left)}`);
    expect(invoiceView(invoice, 'en').amountDue).toBeNull();
    const full = invoiceView(invoice, 'en', undefined, 'NL', [{ total }]);
    expect(full).toMatchObject({ amountDue: null, epcQr: null });
  });

  it('a reminder asks for what is left, beside the unchanged total, in both languages', () => {
    for (const [language, asked] of [
      ['en', 'invoice INV-2026-0042 of'],
      ['nl', 'factuur INV-2026-0042 van'],
    ] as const) {
      const { text } = renderInvoiceEmail(invoice, { language, kind: 'reminder', credits });
      const owed = formatMoney(left, language);
      expect(text).toContain(`${asked} ${owed}`);
      expect(text).toContain(formatMoney(total, language));
      expect(text).toContain(language === 'en' ? `Amount due: ${owed}` : `Nog te betalen: ${owed}`);
      expect(text).toContain(
        language === 'en' ? `Please transfer ${owed}` : `Wilt u ${owed} alsnog`,
      );
    }
    const whole = renderInvoiceEmail(invoice, { language: 'en', kind: 'reminder' }).text;
    expect(whole).toContain(`invoice INV-2026-0042 of ${formatMoney(total, 'en')}`);
    expect(whole).not.toContain('Amount due');
  });

  it('the PDF prints the total, the amount due, and a QR code for the amount due', async () => {
    const bytes = await renderInvoicePdf(invoice, { language: 'nl', fonts, credits });
    const text = oneLine(await pdfText(bytes));
    expect(text).toContain(formatMoney(total, 'nl'));
    expect(text).toContain(`Nog te betalen: ${formatMoney(left, 'nl')}`);
    expect((await scanLastPage(bytes))?.split('\n')[7]).toBe(`EUR${centsToDecimalString(left)}`);
  }, 30_000);
});
