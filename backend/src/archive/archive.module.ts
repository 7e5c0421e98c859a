import { Module } from '@nestjs/common';
import { ArchiveController } from './archive.controller.js';
import { ArchiveRetentionService } from './archive-retention.service.js';
import { ArchiveService } from './archive.service.js';
import { ArchiveStorageModule } from './archive-storage.module.js';

/**
 * The archive of issued documents (docs/archive.md): the API that lists and serves the copies,
 * and the retention sweep. The copies are written by the deliveries, through ArchiveStorageModule.
 */
@Module({
  imports: [ArchiveStorageModule],
  controllers: [ArchiveController],
  providers: [ArchiveService, ArchiveRetentionService],
  exports: [ArchiveRetentionService],
})
export class ArchiveModule {}
