import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { CountryCode, DocumentType, Invoice } from '@app/contracts/invoice';
import { UserEntity } from '../users/user.entity.js';

/**
 * How the document reached its customer the first time, which is when it was issued: sent by
 * e-mail or Peppol, or its PDF exported after saving ('download', handed over by the user).
 */
export const ISSUE_CHANNELS = ['email', 'peppol', 'download'] as const;
export type IssueChannel = (typeof ISSUE_CHANNELS)[number];

/**
 * An issued invoice or credit note as it went out (docs/archive.md): its PDF and UBL byte for
 * byte with their SHA-256, kept until `retentionUntil` whatever happens to the invoice. No
 * foreign key to the invoice: the copy must outlive its row. A database trigger refuses any
 * change but setting `deletedAt` once (migration 1766900000000), and CHECKs tie each hash to
 * its bytes.
 */
@Entity({ name: 'archived_documents' })
// One live copy per invoice and issued content: a re-send finds it there; an issue after an
// edit (a saved invoice exported, then changed and sent) is a version of its own.
@Index('archived_documents_invoice_key', ['invoiceId', 'contentSha256'], {
  unique: true,
  where: `"deleted_at" IS NULL`,
})
// An invoice's copies, deleted ones too: the lookup when the invoice row is gone.
@Index('archived_documents_invoice_idx', ['invoiceId'])
// A user's copies by date of issue: the archive list and the accountant's export.
@Index('archived_documents_user_issue_idx', ['userId', 'issueDate', 'id'])
// The retention sweep: expired copies, oldest first.
@Index('archived_documents_retention_idx', ['retentionUntil', 'id'])
@Check('archived_documents_pdf_sha256_check', `"pdf_sha256" = encode(sha256("pdf"), 'hex')`)
@Check(
  'archived_documents_ubl_check',
  `("ubl" IS NULL AND "ubl_sha256" IS NULL AND "ubl_missing_reason" IS NOT NULL) OR ` +
    `("ubl" IS NOT NULL AND "ubl_sha256" = encode(sha256("ubl"), 'hex') AND "ubl_missing_reason" IS NULL)`,
)
export class ArchivedDocumentEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_archived_documents_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_archived_documents_user_id' })
  user?: UserEntity;

  /** The invoice's id; the invoice row may be gone (deleted), the copy stays. */
  @Column({ name: 'invoice_id', type: 'varchar', length: 64 })
  invoiceId!: string;

  @Column({ name: 'document_type', type: 'varchar', length: 20 })
  documentType!: DocumentType;

  @Column({ name: 'invoice_number', type: 'varchar', length: 64 })
  invoiceNumber!: string;

  /** The invoice's date: the retention period and the accountant's period count from it. */
  @Column({ name: 'issue_date', type: 'date' })
  issueDate!: string;

  /** When it was first delivered (the transaction that marked it sent). */
  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt!: Date;

  @Column({ name: 'issued_by', type: 'varchar', length: 16 })
  issuedBy!: IssueChannel;

  /** The seller's country when it was issued: its law decides the retention. */
  @Column({ name: 'seller_country', type: 'char', length: 2 })
  sellerCountry!: CountryCode;

  /** The last day it must be kept; the sweep deletes it after (contracts `retentionUntil`). */
  @Column({ name: 'retention_until', type: 'date' })
  retentionUntil!: string;

  /** Read only by the download: lists never load the bytes. */
  @Column({ type: 'bytea', select: false })
  pdf!: Buffer;

  /** Lower-case hex. */
  @Column({ name: 'pdf_sha256', type: 'char', length: 64 })
  pdfSha256!: string;

  /** Null when the invoice could not be an e-invoice (`ublMissingReason` says why). */
  @Column({ type: 'bytea', nullable: true, select: false })
  ubl!: Buffer | null;

  @Column({ name: 'ubl_sha256', type: 'char', length: 64, nullable: true })
  ublSha256!: string | null;

  @Column({ name: 'ubl_missing_reason', type: 'text', nullable: true })
  ublMissingReason!: string | null;

  /**
   * The invoice as issued (its Mollie key masked), for the accountant's ledger: a deleted
   * invoice's amounts come from here. Null on copies kept before it was (migration
   * 1767300000000). Read only by the export.
   */
  @Column({ type: 'jsonb', nullable: true, select: false })
  document!: Invoice | null;

  /**
   * What the customer read, hashed (`issuedContentSha256`): equal for a re-send, new after an
   * edit. Null for copies kept before versions existed.
   */
  @Column({ name: 'content_sha256', type: 'char', length: 64, nullable: true })
  contentSha256!: string | null;

  /** When the user deleted the invoice; the copy is kept, marked. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
