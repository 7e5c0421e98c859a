import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { VatReturnController } from './vat-return.controller.js';
import { VatReturnDocuments } from './vat-return-documents.js';
import { VatReturnDocumentsRepository } from './vat-return-documents.repository.js';
import { VatReturnService } from './vat-return.service.js';

/**
 * The VAT return's figures (docs/vat-return.md). `VatReturnDocuments` and `VatReturnService`
 * are exported so the accountant's export puts the same figures in its ZIP.
 */
@Module({
  imports: [SettingsModule],
  controllers: [VatReturnController],
  providers: [VatReturnDocumentsRepository, VatReturnDocuments, VatReturnService],
  exports: [VatReturnDocuments, VatReturnService],
})
export class VatReturnModule {}
