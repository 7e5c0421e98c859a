import type { ProviderDocument } from '../provider/peppol-provider.js';

/**
 * Something that takes documents arriving over Peppol for a user: received invoices and credit
 * notes, the responses to the invoices we sent. PeppolIncomingService hands every incoming
 * document to every sink; a sink ignores the types it does not handle. It must be idempotent:
 * the same document can arrive again (a repeated webhook, the poll, a crash before it was
 * marked read). Throwing leaves the document unread, so it is tried again later.
 */
export abstract class IncomingDocumentSink {
  abstract accept(userId: string, document: ProviderDocument): Promise<void>;
}

/**
 * The token sinks are bound under, in any module: `{ provide: INCOMING_DOCUMENT_SINKS,
 * useExisting: MySink }`, or a factory answering an array of sinks. Nest has no multi-providers,
 * so every binding in the application is collected (IncomingDocumentSinks), not only one.
 */
export const INCOMING_DOCUMENT_SINKS = Symbol('INCOMING_DOCUMENT_SINKS');
