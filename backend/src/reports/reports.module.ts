import { Module } from '@nestjs/common';
import { ArchiveStorageModule } from '../archive/archive-storage.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/**
 * The reports page's figures (issue 34, docs/reports.md): read-only over the invoices, and the
 * archive's deleted issued documents (which still count in revenue).
 */
@Module({
  imports: [ArchiveStorageModule],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
