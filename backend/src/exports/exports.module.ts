import { Module } from '@nestjs/common';
import { VatReturnModule } from '../vat-return/vat-return.module.js';
import { AccountantExportService } from './accountant-export.service.js';
import { ExportRepository } from './export.repository.js';
import { ExportsController } from './exports.controller.js';

/**
 * The accountant's export (docs/exports.md): the period's archived documents and a ledger in
 * one streamed ZIP, with the VAT return's figures. Reads the archive's and the invoices'
 * tables; writes nothing.
 */
@Module({
  imports: [VatReturnModule],
  controllers: [ExportsController],
  providers: [AccountantExportService, ExportRepository],
})
export class ExportsModule {}
