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
import type { PeppolStatus } from '@app/contracts/invoice';
import { InvoiceEntity } from '../../invoices/invoice.entity.js';
import { UserEntity } from '../../users/user.entity.js';

/**
 * `queued` (stored, waiting for a sender), `sending` (claimed, see leaseUntil), `sent` (the
 * provider took it and delivered it to the customer's access point), then `delivered` or
 * `refused` when the customer's message-level response says so; `refused` also when the
 * provider or the network said no at once; `failed` when it could not be sent at all.
 */
export type PeppolDeliveryStatus = PeppolStatus;

/** Settled: nothing moves a delivery out of these (docs/peppol.md). */
export const SETTLED_STATUSES: readonly PeppolDeliveryStatus[] = ['delivered', 'refused', 'failed'];

/**
 * One request to send an invoice over Peppol: each POST makes one, and each reaches the provider
 * once (the claim columns make sure, as for e-mails). The record is the source of truth; a queue
 * job only says "look at delivery X".
 */
@Entity({ name: 'peppol_deliveries' })
@Index('peppol_deliveries_user_invoice_idx', ['userId', 'invoiceId', 'createdAt'])
// The latest delivery of an invoice, which its peppol_status follows; also the invoice's foreign key.
@Index('peppol_deliveries_invoice_idx', ['invoiceId', 'createdAt'])
@Index('peppol_deliveries_unfinished_idx', ['updatedAt'], {
  where: `"status" IN ('queued', 'sending')`,
})
// The admin list, newest first, and its counters.
@Index('peppol_deliveries_queue_idx', ['createdAt', 'id'])
@Index('peppol_deliveries_status_idx', ['status'])
// Message-level responses name the envelope they answer.
@Index('peppol_deliveries_envelope_idx', ['envelopeId'], { where: `"envelope_id" IS NOT NULL` })
export class PeppolDeliveryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_peppol_deliveries_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_peppol_deliveries_user_id' })
  user?: UserEntity;

  @Column({ name: 'invoice_id', type: 'varchar', length: 64 })
  invoiceId!: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'FK_peppol_deliveries_invoice_id' })
  invoice?: InvoiceEntity;

  /** The customer's Peppol address (`0208:0123456749`), as found reachable when it was asked. */
  @Column({ type: 'varchar', length: 128 })
  recipient!: string;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status!: PeppolDeliveryStatus;

  /** Why it was refused or failed (or why the last try did not get through), for the user. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ name: 'provider_document_id', type: 'varchar', length: 128, nullable: true })
  providerDocumentId!: string | null;

  @Column({ name: 'envelope_id', type: 'varchar', length: 255, nullable: true })
  envelopeId!: string | null;

  /** Tries started (claims taken), across queue retries and recoveries. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** Who holds the `sending` claim; only the holder may finish the try. */
  @Column({ name: 'claim_token', type: 'uuid', nullable: true })
  claimToken!: string | null;

  /** Which worker holds the claim (`host:pid`), for operators and the exactly-once test. */
  @Column({ name: 'claimed_by', type: 'varchar', length: 128, nullable: true })
  claimedBy!: string | null;

  /** Until when the claim holds unless renewed; past it, the claim is a dead worker's. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  /**
   * A dead worker's claim was taken over: the provider may have accepted its try just before it
   * died, so the customer may receive the invoice twice.
   */
  @Column({ name: 'possibly_duplicated', type: 'boolean', default: false })
  possiblyDuplicated!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** When it became delivered, refused or failed. */
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;
}
