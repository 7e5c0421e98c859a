import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INCOMING_DOCUMENT_SINKS } from '../incoming/incoming-document-sink.js';
import { ReceivedAttachmentEntity } from './received-attachment.entity.js';
import { ReceivedDocumentEntity } from './received-document.entity.js';
import { ReceivedDocumentsController } from './received-documents.controller.js';
import { ReceivedDocumentsRepository } from './received-documents.repository.js';
import { ReceivedDocumentsService } from './received-documents.service.js';
import { ReceivedDocumentsSink } from './received-documents.sink.js';

/** E-invoices received over Peppol (issue 33): storing them once, listing, reading, marking. */
@Module({
  imports: [TypeOrmModule.forFeature([ReceivedDocumentEntity, ReceivedAttachmentEntity])],
  controllers: [ReceivedDocumentsController],
  providers: [
    ReceivedDocumentsRepository,
    ReceivedDocumentsService,
    ReceivedDocumentsSink,
    // The incoming router hands every document Peppol brings in to each sink bound here.
    { provide: INCOMING_DOCUMENT_SINKS, useExisting: ReceivedDocumentsSink },
  ],
  exports: [ReceivedDocumentsService, ReceivedDocumentsSink],
})
export class ReceivedDocumentsModule {}
