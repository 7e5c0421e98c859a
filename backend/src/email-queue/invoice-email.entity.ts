import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Language } from '@app/contracts/invoice';
import { InvoiceEntity } from '../invoices/invoice.entity.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * `planned` (queued), `sending` (claimed by a worker, see claimedAt), `sent`, `failed`. The API
 * shows `sending` as `planned`: to the user both mean "on its way" (spec §3 knows three states).
 */
export type EmailStatus = 'planned' | 'sending' | 'sent' | 'failed';

/** The invoice itself (a user's send, a schedule's), or the reminder of an overdue one. */
export type EmailKind = 'invoice' | 'reminder';

/**
 * One request to e-mail an invoice: each POST send-email makes one, and each is delivered at most
 * once (the claim columns make sure). The record is the source of truth; a queue job only says
 * "look at record X".
 */
@Entity({ name: 'invoice_emails' })
@Index('invoice_emails_user_invoice_idx', ['userId', 'invoiceId', 'createdAt'])
@Index('invoice_emails_user_created_idx', ['userId', 'createdAt'])
@Index('invoice_emails_unfinished_idx', ['updatedAt'], {
  where: `"status" IN ('planned', 'sending')`,
})
// The admin queue, newest first: (created_at DESC, id DESC) in the migration (TypeORM cannot say
// DESC), and its "sent" counter.
@Index('invoice_emails_queue_idx', ['createdAt', 'id'])
@Index('invoice_emails_status_idx', ['status'])
// The overdue sweep's lookups by invoice: (invoice_id, kind, status, sent_at DESC) in the migration.
@Index('invoice_emails_invoice_kind_idx', ['invoiceId', 'kind', 'status', 'sentAt'])
@Index('invoice_emails_one_reminder_key', ['invoiceId'], {
  unique: true,
  where: `"kind" = 'reminder'`,
})
export class InvoiceEmailEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_invoice_emails_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_invoice_emails_user_id' })
  user?: UserEntity;

  @Column({ name: 'invoice_id', type: 'varchar', length: 64 })
  invoiceId!: string;

  /** The e-mails of a deleted invoice go with it: there is nothing left to send or show. */
  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'FK_invoice_emails_invoice_id' })
  invoice?: InvoiceEntity;

  @Column({ type: 'varchar', length: 16, default: 'invoice' })
  kind!: EmailKind;

  @Column({ name: 'recipient_email', type: 'varchar', length: 254 })
  recipientEmail!: string;

  @Column({ name: 'custom_message', type: 'text' })
  customMessage!: string;

  @Column({ type: 'varchar', length: 2 })
  locale!: Language;

  /** The e-invoice (Peppol UBL) goes along with the PDF. */
  @Column({ name: 'attach_ubl', type: 'boolean', default: false })
  attachUbl!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'planned' })
  status!: EmailStatus;

  @Column({ name: 'scheduled_at', type: 'timestamptz', default: () => 'now()' })
  scheduledAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** Why the last try failed: the mail server's or the renderer's message, never mail content. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Tries started (claims taken), across queue retries and recoveries. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** Who holds the `sending` claim; only the holder may finish the record. */
  @Column({ name: 'claim_token', type: 'uuid', nullable: true })
  claimToken!: string | null;

  /** Which worker holds the claim (`host:pid`), for operators and the exactly-once test. */
  @Column({ name: 'claimed_by', type: 'varchar', length: 128, nullable: true })
  claimedBy!: string | null;

  /** When the claim was taken; a claim older than the lease is a dead worker's, taken over. */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  /**
   * A dead worker's `sending` claim was taken over: the mail server may have accepted the first
   * try just before the worker died, so the recipient may have it twice (docs/email.md).
   */
  @Column({ name: 'possibly_duplicated', type: 'boolean', default: false })
  possiblyDuplicated!: boolean;

  /** The Message-ID the mail went out with (derived from the id, so retries reuse it). */
  @Column({ name: 'message_id', type: 'varchar', length: 255, nullable: true })
  messageId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
