import { Inject, Injectable } from '@nestjs/common';
import { invoicePdfFileName, renderInvoicePdf } from '@app/contracts/documents';
import type { CountryCode, Invoice, Language } from '@app/contracts/invoice';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { pdfFonts } from '../email-queue/mail/invoice-mail.composer.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { LogoService } from '../logo/logo.service.js';
import { SettingsService } from '../settings/settings.service.js';

export type InvoicePdf = { fileName: string; bytes: Buffer };

/** The PDF with what it was rendered from: the invoice, the seller's country, the language. */
export type RenderedInvoicePdf = InvoicePdf & {
  invoice: Invoice;
  country: CountryCode;
  language: Language;
};

/**
 * The invoice as a PDF for API users: the renderer, fonts and logo rendition the e-mail attaches
 * (invoice-mail.composer.ts) and the editor exports, so all three are the same document.
 */
@Injectable()
export class InvoicePdfService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
    private readonly logos: LogoService,
    private readonly settings: SettingsService,
  ) {}

  async pdf(ownerId: string, invoiceId: string, language?: Language): Promise<InvoicePdf> {
    const { fileName, bytes } = await this.render(ownerId, invoiceId, language);
    return { fileName, bytes };
  }

  /** As `pdf`, for the archive: the facts the copy records come from what was rendered. */
  async render(
    ownerId: string,
    invoiceId: string,
    language?: Language,
  ): Promise<RenderedInvoicePdf> {
    const [invoice, settings, logo] = await Promise.all([
      this.invoices.get(ownerId, invoiceId),
      this.settings.read(ownerId),
      this.logos.pngRendition(ownerId),
    ]);
    const rendered = language ?? settings.invoiceLanguage;
    const bytes = await renderInvoicePdf(invoice, {
      language: rendered,
      fonts: pdfFonts(),
      paymentBaseUrl: this.config.publicUrl,
      country: settings.country,
      // Its totals stay the invoice's; the QR code and amount due ask for what credits leave.
      credits: invoice.credits ?? [],
      ...(logo === null ? {} : { logo: { bytes: new Uint8Array(logo), type: 'png' as const } }),
    });
    return {
      fileName: invoicePdfFileName(invoice, rendered),
      bytes: Buffer.from(bytes),
      invoice,
      country: settings.country,
      language: rendered,
    };
  }
}
