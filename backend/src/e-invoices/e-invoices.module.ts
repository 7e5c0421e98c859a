import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { EInvoicesController } from './e-invoices.controller.js';
import { EInvoicesService } from './e-invoices.service.js';

/** E-invoices (Peppol BIS 3.0 UBL) of stored invoices, for API users and e-mail attachments. */
@Module({
  imports: [InvoicesModule, SettingsModule],
  controllers: [EInvoicesController],
  providers: [EInvoicesService],
  exports: [EInvoicesService],
})
export class EInvoicesModule {}
