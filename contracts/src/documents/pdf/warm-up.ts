import pako from 'pako';
import { emptyPaymentMethods, type Invoice } from '@app/contracts/invoice';
import type { PdfFontCache } from './font-cache.js';
import { renderInvoicePdf, type InvoicePdfOptions } from './render-invoice-pdf.js';

/** Every character an invoice commonly prints, so their glyphs are decoded ahead. */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz';
const SIGNS =
  '0123456789 €$%&@#*+-=/\\()[]{}.,:;!?\'"_ àáâäçèéêëìíîïñòóôöùúûüÿ ÀÁÂÄÇÈÉÊËÖÜ ßøæåłđŁ';

/**
 * A 300 x 100 RGBA PNG (stripes on transparency), so the PNG decoder is compiled before a real
 * logo arrives; its checksums are left zero, which the decoder does not read.
 */
const warmUpPng = (): Uint8Array => {
  const width = 300;
  const height = 100;
  const raw = new Uint8Array((1 + width * 4) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if ((x + y) % 7 < 3) raw.set([20, 80, 160, 255], y * (1 + width * 4) + 1 + x * 4);
  const chunk = (type: string, data: Uint8Array): number[] => [
    ...[24, 16, 8, 0].map((shift) => (data.length >>> shift) & 0xff),
    ...Array.from(type, (char) => char.charCodeAt(0)),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const header = Uint8Array.from([0, 0, 1, 44, 0, 0, 0, 100, 8, 6, 0, 0, 0]);
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', pako.deflate(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
};

const FILLER_LINES = Array.from({ length: 28 }, (_, index) => `Line ${index + 4}`);

/** An invoice that exercises each part of the renderer: logo aside, QR code included. */
const warmUpInvoice = (number: string): Invoice => {
  const methods = emptyPaymentMethods();
  return {
    id: 'warm-up',
    invoiceNumber: number,
    date: '2026-01-01',
    dueDate: '2026-01-15',
    paymentTerms: '14 days',
    status: 'saved',
    paymentStatus: 'unpaid',
    sender: {
      company: LETTERS,
      address: SIGNS,
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
    },
    recipient: {
      company: LETTERS.toUpperCase(),
      address: SIGNS,
      postalCode: '2000',
      city: 'Antwerpen',
      email: 'warm-up@example.com',
    },
    // Three pages, as the table's continuation header and page footers are code of their own.
    items: [LETTERS, SIGNS, LETTERS.toUpperCase(), ...FILLER_LINES].map((description, index) => ({
      id: `warm-up-${index}`,
      description,
      quantity: String(index + 1),
      price: '123,45',
      vatRate: '21',
    })),
    discount: { type: 'none', value: '0' },
    notes: SIGNS,
    emailMessage: '',
    paymentMethods: {
      ...methods,
      bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: LETTERS },
    },
    paymentLinks: [],
    currency: 'EUR',
    isPlaceholder: {},
  };
};

/**
 * Prepares the renderer once per process so that the first real document is as fast as the
 * later ones: parses the fonts, decodes the common glyphs and compiles the code paths by
 * rendering four throwaway three-page invoices with a logo and a QR code (a few hundred ms,
 * once). The server calls it after it listens, off any request; the result is discarded. Never
 * throws: a failure here shows again, with its reason, on the first real document.
 */
export const warmUpPdfRenderer = async (
  fonts: InvoicePdfOptions['fonts'],
  fontCache?: PdfFontCache,
): Promise<void> => {
  try {
    const logo = { bytes: warmUpPng(), type: 'png' as const };
    // Four codes of their own (the QR encoder is the slowest code to compile), both languages.
    for (const [index, language] of (['en', 'nl', 'en', 'nl'] as const).entries()) {
      // A task of its own per document: a request that comes in meanwhile waits for one at most.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await renderInvoicePdf(warmUpInvoice(`WARM-UP-${index}`), {
        language,
        fonts,
        logo,
        ...(fontCache === undefined ? {} : { fontCache }),
      });
    }
  } catch {
    // See above: the first real document reports it.
  }
};
