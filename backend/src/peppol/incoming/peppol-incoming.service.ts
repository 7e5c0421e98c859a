import { Injectable, Logger } from '@nestjs/common';
import { PeppolProvider } from '../provider/peppol-provider.js';
import { PeppolRegistrationsRepository } from '../registration/peppol-registrations.repository.js';
import { IncomingDocumentSinks } from './incoming-document-sinks.js';
import { PeppolLocksRepository } from './peppol-locks.repository.js';

/** What became of one document id. */
export type IncomingResult = 'handled' | 'already_handled' | 'busy' | 'unknown' | 'not_ours';

/**
 * Routes a document that arrived over Peppol (docs/peppol.md, "Receiving"): fetched with our key
 * (a webhook's body is only a hint), matched to its registration by the provider's company id,
 * handed to every sink, then marked read. One instance at a time handles an id (an advisory
 * lock); one already read is not handed on again, so a repeated webhook and the poll finding
 * the same document give the sinks one call. A sink that throws leaves it unread: the next
 * webhook or poll tries again, and the sinks, being idempotent, take it once.
 */
@Injectable()
export class PeppolIncomingService {
  private readonly logger = new Logger('PeppolIncoming');

  constructor(
    private readonly provider: PeppolProvider,
    private readonly registrations: PeppolRegistrationsRepository,
    private readonly sinks: IncomingDocumentSinks,
    private readonly locks: PeppolLocksRepository,
  ) {}

  async process(documentId: string): Promise<IncomingResult> {
    let result: IncomingResult = 'busy';
    await this.locks.whileHeld(`document:${documentId}`, async () => {
      result = await this.handle(documentId);
    });
    return result;
  }

  private async handle(documentId: string): Promise<IncomingResult> {
    const document = await this.provider.document(documentId);
    if (document === null || document.direction !== 'incoming') return 'unknown';
    if (document.readAt !== undefined && document.readAt !== null) return 'already_handled';
    const registration = await this.registrations.findByProviderCompany(document.companyId);
    if (registration === null) {
      // Not marked read: it may be another deployment's on the same provider team.
      this.logger.warn(`Document ${document.id} is for company ${document.companyId}, not ours`);
      return 'not_ours';
    }
    for (const sink of this.sinks.all()) await sink.accept(registration.userId, document);
    await this.provider.markRead(document.id);
    this.logger.log(
      `Document ${document.id} (${document.type}) received for ${registration.userId}`,
    );
    return 'handled';
  }
}
