import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { LogoModule } from '../logo/logo.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InvoicePdfController } from './invoice-pdf.controller.js';
import { InvoicePdfService } from './invoice-pdf.service.js';

/** `GET /api/invoices/{id}/pdf`: the invoice's PDF for API users (docs/api.md). */
@Module({
  imports: [InvoicesModule, LogoModule, SettingsModule],
  controllers: [InvoicePdfController],
  providers: [InvoicePdfService],
  // The Peppol sender renders the PDF it archives with the sent UBL (docs/archive.md).
  exports: [InvoicePdfService],
})
export class InvoicePdfModule {}
