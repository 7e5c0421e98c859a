import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArchiveRepository } from './archive.repository.js';
import { ArchiveWriter } from './archive-writer.service.js';
import { ArchivedDocumentEntity } from './archived-document.entity.js';
import { DeletedDocuments } from './deleted-documents.service.js';

/**
 * The archive's table and its writer, for the invoices module (issue and delete write to it in
 * their transactions), and the reader of deleted issued documents, for the figures that still
 * count them (the VAT return, the reports). Depends on nothing of the product's, so anything
 * may import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ArchivedDocumentEntity])],
  providers: [ArchiveRepository, ArchiveWriter, DeletedDocuments],
  exports: [ArchiveRepository, ArchiveWriter, DeletedDocuments],
})
export class ArchiveStorageModule {}
