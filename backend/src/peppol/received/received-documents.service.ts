import { Injectable, Logger } from '@nestjs/common';
import {
  readUbl,
  receivedEpcPayload,
  type ReceivedAttachmentContent,
  type UblRefusal,
} from '@app/contracts/documents';
import { positionOf, toPage } from '../../common/api/list-page.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Transactions } from '../../database/transactions.js';
import {
  DEFAULT_RECEIVED_PAGE_SIZE,
  MAX_RECEIVED_PAGE_SIZE,
  RECEIVED_LIST_CURSOR,
  type ListReceivedDocumentsQueryDto,
  type PatchReceivedDocumentDto,
  type ReceivedDocumentDetailDto,
  type ReceivedDocumentDto,
  type ReceivedDocumentListDto,
} from './dto/received-document.dto.js';
import type { ReceivedDocumentEntity } from './received-document.entity.js';
import {
  ReceivedDocumentsRepository,
  type ReceivedAttachmentFile,
} from './received-documents.repository.js';

export type IngestOutcome =
  | { kind: 'stored'; id: string }
  /** The owner has this provider document already: nothing changed. */
  | { kind: 'duplicate' }
  /** Not a readable e-invoice: stored nowhere. */
  | { kind: 'refused'; reason: UblRefusal };

const toDto = (document: ReceivedDocumentEntity): ReceivedDocumentDto => ({
  id: document.id,
  documentType: document.documentType,
  senderName: document.senderName,
  senderPeppolId: document.senderPeppolId,
  number: document.number,
  issueDate: document.issueDate,
  dueDate: document.dueDate,
  totalCents: document.totalCents,
  currency: document.currency,
  mark: document.mark,
  read: document.readAt !== null,
  receivedAt: document.createdAt.toISOString(),
});

const attachmentRows = (contents: ReceivedAttachmentContent[]) =>
  contents.map((content) => ({
    position: content.index,
    filename: content.filename,
    mime: content.mime,
    bytes: Buffer.from(content.base64, 'base64'),
  }));

/** Invoices and credit notes received over Peppol: storing them once, and reading them back. */
@Injectable()
export class ReceivedDocumentsService {
  private readonly logger = new Logger('ReceivedDocuments');

  constructor(
    private readonly documents: ReceivedDocumentsRepository,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Stores a received document for its owner, once per provider document id. A document the
   * safe reader refuses (a DTD, more than 10 MB, not well-formed, not an invoice or credit
   * note) is stored nowhere and logged, by its provider id only: its content is a stranger's.
   */
  async ingest(
    ownerId: string,
    providerDocumentId: string,
    xml: string,
    senderPeppolId: string | null = null,
  ): Promise<IngestOutcome> {
    const read = readUbl(xml);
    if (!read.ok) {
      this.logger.warn(
        `Refused received document ${providerDocumentId} for user ${ownerId}: ${read.reason}`,
      );
      return { kind: 'refused', reason: read.reason };
    }
    const { view } = read;
    const id = await this.transactions.run((tx) =>
      this.documents.in(tx).insertOnce(
        ownerId,
        {
          providerDocumentId,
          documentType: view.type,
          senderName: view.seller.name,
          senderPeppolId: senderPeppolId ?? view.seller.endpointId,
          number: view.number,
          issueDate: view.issueDate,
          dueDate: view.dueDate,
          totalCents: view.totals.taxInclusiveCents,
          currency: view.currency,
          ubl: xml,
        },
        attachmentRows(read.attachments),
      ),
    );
    return id === null ? { kind: 'duplicate' } : { kind: 'stored', id };
  }

  async list(
    ownerId: string,
    query: ListReceivedDocumentsQueryDto,
  ): Promise<ReceivedDocumentListDto> {
    const limit = Math.min(query.limit ?? DEFAULT_RECEIVED_PAGE_SIZE, MAX_RECEIVED_PAGE_SIZE);
    const position = positionOf(query, RECEIVED_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.documents.page(ownerId, position, limit),
      this.documents.countListed(ownerId),
    ]);
    const page = toPage({ rows, total }, query, limit, (row) => [
      row.createdAtText,
      row.document.id,
    ]);
    return { documents: page.rows.map((row) => toDto(row.document)), ...page.info };
  }

  /** The document with what its UBL says, read again now; 404 when it is not the owner's. */
  async detail(ownerId: string, id: string): Promise<ReceivedDocumentDetailDto> {
    const document = await this.documents.get(ownerId, id);
    const [ubl, attachments] = await Promise.all([
      this.ubl(ownerId, id),
      this.documents.attachments(ownerId, id),
    ]);
    const read = readUbl(ubl);
    // Stored documents were read when they arrived; only a changed reader could refuse one.
    if (!read.ok) throw new Error(`Stored received document ${id} is unreadable: ${read.reason}`);
    return {
      ...toDto(document),
      view: read.view,
      attachments: attachments.map(({ id: attachmentId, filename, mime, size }) => ({
        id: attachmentId,
        filename,
        mime,
        size,
      })),
      epcPayload: receivedEpcPayload(read.view),
    };
  }

  /** The original UBL as it arrived. */
  async ubl(ownerId: string, id: string): Promise<string> {
    const ubl = await this.documents.ubl(ownerId, id);
    if (ubl === null) throw new DomainException('NOT_FOUND');
    return ubl;
  }

  /** The original UBL as a file: named after the document's number. */
  async ublFile(ownerId: string, id: string): Promise<{ filename: string; xml: string }> {
    const [document, xml] = await Promise.all([
      this.documents.get(ownerId, id),
      this.ubl(ownerId, id),
    ]);
    return { filename: `${document.number.replace(/[/\\]/g, '_')}.xml`, xml };
  }

  async attachment(
    ownerId: string,
    id: string,
    attachmentId: string,
  ): Promise<ReceivedAttachmentFile> {
    const file = await this.documents.attachment(ownerId, id, attachmentId);
    if (file === null) throw new DomainException('NOT_FOUND');
    return file;
  }

  async patch(
    ownerId: string,
    id: string,
    body: PatchReceivedDocumentDto,
  ): Promise<ReceivedDocumentDto> {
    const changes = {
      ...(body.mark !== undefined && { mark: body.mark }),
      ...(body.read !== undefined && { readAt: body.read ? new Date() : null }),
    };
    if (Object.keys(changes).length > 0) {
      const changed = await this.documents.setState(ownerId, id, changes);
      if (!changed) throw new DomainException('NOT_FOUND');
    }
    return toDto(await this.documents.get(ownerId, id));
  }
}
