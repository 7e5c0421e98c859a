import { Module } from '@nestjs/common';
import { ArchiveStorageModule } from '../archive/archive-storage.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { VatReturnController } from './vat-return.controller.js';
import { VatReturnDocuments } from './vat-return-documents.js';
import { VatReturnDocumentsRepository } from './vat-return-documents.repository.js';
import { VatReturnService } from './vat-return.service.js';

/**
 * The VAT return's figures (docs/vat-return.md). `VatReturnDocuments` and `VatReturnService`
 * are exported so the accountant's export puts the same figures in its ZIP; the archive's
 * reader adds the documents deleted after they were issued.
 */
@Module({
  imports: [SettingsModule, ArchiveStorageModule],
  controllers: [VatReturnController],
  providers: [VatReturnDocumentsRepository, VatReturnDocuments, VatReturnService],
  exports: [VatReturnDocuments, VatReturnService],
})
export class VatReturnModule {}
