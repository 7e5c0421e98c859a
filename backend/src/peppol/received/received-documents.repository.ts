import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PagePosition } from '../../common/api/list-page.js';
import { atPosition, countCapped, timestampKeyText } from '../../database/list-queries.js';
import { OwnedRepository } from '../../database/owned-repository.js';
import { ReceivedAttachmentEntity } from './received-attachment.entity.js';
import { ReceivedDocumentEntity, type ReceivedMark } from './received-document.entity.js';

/** The list order, newest first; served by received_documents_user_list_idx read backwards. */
const LIST_KEY = ['received.created_at', 'received.id'] as const;
const CREATED_AT_TEXT = timestampKeyText('received.created_at');

export type ListedReceivedDocument = { document: ReceivedDocumentEntity; createdAtText: string };

export type NewReceivedDocument = Omit<
  ReceivedDocumentEntity,
  'id' | 'userId' | 'user' | 'mark' | 'readAt' | 'createdAt'
>;

export type NewReceivedAttachment = {
  position: number;
  filename: string;
  mime: string;
  bytes: Buffer;
};

export type ReceivedAttachmentInfo = {
  id: string;
  position: number;
  filename: string;
  mime: string;
  size: number;
};

export type ReceivedAttachmentFile = { filename: string; mime: string; bytes: Buffer };

/** Received documents and their attachments, always by owner (see OwnedRepository). */
@Injectable()
export class ReceivedDocumentsRepository extends OwnedRepository<ReceivedDocumentEntity> {
  constructor(
    @InjectRepository(ReceivedDocumentEntity) repository: Repository<ReceivedDocumentEntity>,
  ) {
    super(repository);
  }

  /**
   * Stores the document once per provider document id: the id of the new row, or null when
   * the owner has it already (a repeated webhook, the poll finding it too, two instances at
   * once: the unique constraint decides, never a read before the write).
   */
  async insertOnce(
    ownerId: string,
    values: NewReceivedDocument,
    attachments: NewReceivedAttachment[],
  ): Promise<string | null> {
    const result = await this.repository
      .createQueryBuilder()
      .insert()
      .values({ ...values, userId: ownerId })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    if (id === undefined) return null;
    if (attachments.length > 0) {
      await this.manager
        .getRepository(ReceivedAttachmentEntity)
        .insert(attachments.map((attachment) => ({ ...attachment, documentId: id })));
    }
    return id;
  }

  /** One page of the owner's documents, newest first, `limit + 1` rows (see toPage). */
  async page(
    ownerId: string,
    position: PagePosition,
    limit: number,
  ): Promise<ListedReceivedDocument[]> {
    const query = atPosition(
      this.ownedQuery(ownerId, 'received')
        .addSelect(CREATED_AT_TEXT, 'created_at_text')
        .orderBy(LIST_KEY[0], 'DESC')
        .addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    const { entities, raw } = await query.getRawAndEntities<{
      received_id: string;
      created_at_text: string;
    }>();
    const textOf = new Map(raw.map((row) => [row.received_id, row.created_at_text]));
    return entities.map((document) => ({ document, createdAtText: textOf.get(document.id)! }));
  }

  countListed(ownerId: string): Promise<number> {
    return countCapped(this.ownedQuery(ownerId, 'received'));
  }

  /** The original UBL of the owner's document; null when it is not theirs. */
  async ubl(ownerId: string, id: string): Promise<string | null> {
    const row = await this.ownedQuery(ownerId, 'received')
      .select('received.ubl', 'ubl')
      .andWhere('received.id = :id', { id })
      .getRawOne<{ ubl: string }>();
    return row?.ubl ?? null;
  }

  /** The attachments of a document, without their bytes, in the document's order. */
  attachments(ownerId: string, documentId: string): Promise<ReceivedAttachmentInfo[]> {
    return this.manager
      .getRepository(ReceivedAttachmentEntity)
      .createQueryBuilder('attachment')
      .innerJoin('attachment.document', 'received')
      .select('attachment.id', 'id')
      .addSelect('attachment.position', 'position')
      .addSelect('attachment.filename', 'filename')
      .addSelect('attachment.mime', 'mime')
      .addSelect('octet_length(attachment.bytes)', 'size')
      .where('received.user_id = :ownerId AND received.id = :documentId', { ownerId, documentId })
      .orderBy('attachment.position', 'ASC')
      .getRawMany<ReceivedAttachmentInfo>()
      .then((rows) => rows.map((row) => ({ ...row, size: Number(row.size) })));
  }

  /** One attachment with its bytes, when the document is the owner's. */
  async attachment(
    ownerId: string,
    documentId: string,
    attachmentId: string,
  ): Promise<ReceivedAttachmentFile | null> {
    const row = await this.manager
      .getRepository(ReceivedAttachmentEntity)
      .createQueryBuilder('attachment')
      .innerJoin('attachment.document', 'received')
      .select('attachment.filename', 'filename')
      .addSelect('attachment.mime', 'mime')
      .addSelect('attachment.bytes', 'bytes')
      .where('received.user_id = :ownerId AND received.id = :documentId', { ownerId, documentId })
      .andWhere('attachment.id = :attachmentId', { attachmentId })
      .getRawOne<ReceivedAttachmentFile>();
    return row ?? null;
  }

  /** Sets the mark and the read time of the owner's document; false when it is not theirs. */
  async setState(
    ownerId: string,
    id: string,
    changes: { mark?: ReceivedMark | null; readAt?: Date | null },
  ): Promise<boolean> {
    const result = await this.repository
      .createQueryBuilder()
      .update()
      .set(changes)
      .where('user_id = :ownerId AND id = :id', { ownerId, id })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
