import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderInvoicePdf, sharedPdfFontCache } from '@app/contracts/documents';
import { sampleInvoice } from '../../../contracts/src/documents/testing/sample-invoice.js';
import { pdfFonts } from '../email-queue/mail/invoice-mail.composer.js';
import { PdfWarmUpService } from './pdf-warm-up.service.js';

describe('PdfWarmUpService', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('prepares the renderer once, so the first document parses no font', async () => {
    const service = new PdfWarmUpService({ nodeEnv: 'production' });
    await Promise.all([service.warmUp(), service.warmUp()]);
    const parsed = sharedPdfFontCache.parsedCount();
    expect(parsed).toBe(2);
    const pdf = await renderInvoicePdf(sampleInvoice(3), { language: 'nl', fonts: pdfFonts() });
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(sharedPdfFontCache.parsedCount()).toBe(parsed);
  });

  it('is scheduled after start, not under tests, and a pending one stops at shutdown', () => {
    jest.useFakeTimers();
    new PdfWarmUpService({ nodeEnv: 'test' }).onApplicationBootstrap();
    expect(jest.getTimerCount()).toBe(0);
    const service = new PdfWarmUpService({ nodeEnv: 'production' });
    service.onApplicationBootstrap();
    expect(jest.getTimerCount()).toBe(1);
    service.onModuleDestroy();
    expect(jest.getTimerCount()).toBe(0);
  });
});
