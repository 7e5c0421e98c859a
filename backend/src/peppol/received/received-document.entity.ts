import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { ReceivedDocumentType } from '@app/contracts/documents';
import { UserEntity } from '../../users/user.entity.js';

/** What the user did with a received document; null until they say. */
export const RECEIVED_MARKS = ['to_pay', 'paid', 'booked'] as const;
export type ReceivedMark = (typeof RECEIVED_MARKS)[number];

/** pg answers bigint as text, which keeps every cent exact: the API answers it as text too. */
const bigintAsText = {
  to: (value: string): string => value,
  from: (value: string): string => value,
};

/**
 * An invoice or credit note received over Peppol (issue 33): the original UBL, kept as it
 * arrived because it is the legal document, and the few values the list shows. The detail is
 * read from the UBL again each time, so a better reader improves old documents too.
 */
@Entity({ name: 'received_documents' })
@Unique('UQ_received_documents_user_provider_document', ['userId', 'providerDocumentId'])
@Index('received_documents_user_list_idx', ['userId', 'createdAt', 'id'])
export class ReceivedDocumentEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_received_documents_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_received_documents_user_id' })
  user?: UserEntity;

  @Column({ name: 'provider_document_id', type: 'text' })
  providerDocumentId!: string;

  @Column({ name: 'document_type', type: 'varchar', length: 12 })
  documentType!: ReceivedDocumentType;

  @Column({ name: 'sender_name', type: 'text' })
  senderName!: string;

  /** "0208:0123456749", as the network delivered it. */
  @Column({ name: 'sender_peppol_id', type: 'text', nullable: true })
  senderPeppolId!: string | null;

  @Column({ type: 'text' })
  number!: string;

  @Column({ name: 'issue_date', type: 'date' })
  issueDate!: string;

  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate!: string | null;

  /** The document's total with VAT (BT-112), in cents of `currency`. */
  @Column({ name: 'total_cents', type: 'bigint', transformer: bigintAsText })
  totalCents!: string;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  /** Up to 10 MB; selected only by the queries that need it. */
  @Column({ type: 'text', select: false })
  ubl!: string;

  @Column({ type: 'varchar', length: 8, nullable: true })
  mark!: ReceivedMark | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
