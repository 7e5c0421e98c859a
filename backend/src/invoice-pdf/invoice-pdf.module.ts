import { Module } from '@nestjs/common';
import { ArchiveStorageModule } from '../archive/archive-storage.module.js';
import { EInvoicesModule } from '../e-invoices/e-invoices.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { LogoModule } from '../logo/logo.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InvoicePdfController } from './invoice-pdf.controller.js';
import { InvoiceIssueService } from './invoice-issue.service.js';
import { InvoicePdfService } from './invoice-pdf.service.js';
import { PdfWarmUpService } from './pdf-warm-up.service.js';

/**
 * `GET /api/invoices/{id}/pdf`: the invoice's PDF for API users (docs/api.md); and
 * `POST /api/invoices/{id}/issue`, the archive's copy when the editor exports a saved invoice;
 * and the renderer prepared after start (PdfWarmUpService).
 */
@Module({
  imports: [InvoicesModule, LogoModule, SettingsModule, EInvoicesModule, ArchiveStorageModule],
  controllers: [InvoicePdfController],
  providers: [InvoicePdfService, InvoiceIssueService, PdfWarmUpService],
  // The Peppol sender renders the PDF it archives with the sent UBL (docs/archive.md).
  exports: [InvoicePdfService],
})
export class InvoicePdfModule {}
