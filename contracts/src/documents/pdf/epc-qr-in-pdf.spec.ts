import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { centsToDecimalString, computeTotals } from '@app/contracts/invoice';
import { structuredReferenceDigits } from '@app/contracts/vat';
import { pdfText } from '../testing/pdf-text.js';
import { scanPdfQrCode as scanLastPage } from '../testing/scan-pdf-qr.js';
import { sampleInvoice } from '../testing/sample-invoice.js';
import { xmlValues } from '../testing/sample-ubl.js';
import { VAT_LAW_CASES } from '../testing/sample-vat-law.js';
import { renderInvoiceUbl } from '../ubl/render-invoice-ubl.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

const require = createRequire(import.meta.url);
const font = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

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
    'carries a Belgian invoice’s structured reference, as the PDF text and the e-invoice do',
    async () => {
      const { invoice, country } = VAT_LAW_CASES['a Belgian invoice with a structured reference'];
      const reference = invoice.paymentReference ?? '';
      const bytes = await renderInvoicePdf(invoice, { language: 'nl', fonts, country });
      const scanned = (await scanLastPage(bytes))?.split('\n') ?? [];
      // EPC069-12: a structured reference's 12 digits in line 10, no remittance text.
      expect(scanned).toHaveLength(10);
      expect(scanned[9]).toBe(reference.replace(/\D/g, ''));
      expect(structuredReferenceDigits(reference)).toBe(scanned[9]);
      expect((await pdfText(bytes)).join('\n')).toContain(`Mededeling: ${reference}`);
      const xml = renderInvoiceUbl(invoice, { language: 'nl', country });
      expect(xmlValues(xml, 'cbc:PaymentID')).toEqual([reference]);
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
