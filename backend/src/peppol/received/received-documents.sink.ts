import { Injectable } from '@nestjs/common';
import { IncomingDocumentSink } from '../incoming/incoming-document-sink.js';
import type { ProviderDocument } from '../provider/peppol-provider.js';
import { ReceivedDocumentsService } from './received-documents.service.js';

/**
 * Takes the invoices and credit notes among the documents Peppol brings in (the incoming
 * router hands each to every sink); message-level responses and the rest are another sink's.
 * Idempotent: the same provider document twice is stored once.
 */
@Injectable()
export class ReceivedDocumentsSink extends IncomingDocumentSink {
  constructor(private readonly received: ReceivedDocumentsService) {
    super();
  }

  async accept(userId: string, document: ProviderDocument): Promise<void> {
    if (document.direction !== 'incoming' || document.xml === null) return;
    if (document.type !== 'invoice' && document.type !== 'creditNote') return;
    await this.received.ingest(userId, document.id, document.xml, document.senderId || null);
  }
}
