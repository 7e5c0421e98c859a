import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArchiveRepository } from './archive.repository.js';
import { ArchiveWriter } from './archive-writer.service.js';
import { ArchivedDocumentEntity } from './archived-document.entity.js';

/**
 * The archive's table and its writer, for the invoices module (issue and delete write to it in
 * their transactions). Depends on nothing of the product's, so anything may import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ArchivedDocumentEntity])],
  providers: [ArchiveRepository, ArchiveWriter],
  exports: [ArchiveRepository, ArchiveWriter],
})
export class ArchiveStorageModule {}
