import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ReceivedDocumentEntity } from './received-document.entity.js';

/** A file embedded in a received document (BG-24), decoded once when it arrived. */
@Entity({ name: 'received_attachments' })
@Index('received_attachments_document_idx', ['documentId', 'position'])
export class ReceivedAttachmentEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_received_attachments_id' })
  id!: string;

  @Column({ name: 'document_id', type: 'uuid' })
  documentId!: string;

  @ManyToOne(() => ReceivedDocumentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'document_id',
    foreignKeyConstraintName: 'FK_received_attachments_document_id',
  })
  document?: ReceivedDocumentEntity;

  /** Its place among the document's attachments (the view's `attachments[].index`). */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text' })
  filename!: string;

  /** As the sender declared it: served as such only when it is a PDF or an image. */
  @Column({ type: 'text' })
  mime!: string;

  @Column({ type: 'bytea', select: false })
  bytes!: Buffer;
}
