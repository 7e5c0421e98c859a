import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { RefundStatus } from '@app/contracts/invoice';
import { InvoiceEntity } from '../../invoices/invoice.entity.js';
import { UserEntity } from '../../users/user.entity.js';

const bigintAsNumber = {
  to: (value: number) => value,
  from: (value: string) => Number(value),
};

/**
 * A credit note's refund through Mollie (migration 1766300000000): Mollie's refund id, the
 * payment it refunds and the status Mollie last reported. One per credit note.
 */
@Entity({ name: 'mollie_refunds' })
@Index('mollie_refunds_invoice_idx', ['invoiceId'])
@Index('mollie_refunds_user_idx', ['userId', 'creditNoteId'])
export class MollieRefundEntity {
  @PrimaryColumn({
    name: 'credit_note_id',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_mollie_refunds_credit_note_id',
  })
  creditNoteId!: string;

  @OneToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'credit_note_id',
    foreignKeyConstraintName: 'FK_mollie_refunds_credit_note_id',
  })
  creditNote?: InvoiceEntity;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mollie_refunds_user_id' })
  user?: UserEntity;

  /** The invoice the credit note corrects: the one Mollie's payment paid. */
  @Column({ name: 'invoice_id', type: 'varchar', length: 64 })
  invoiceId!: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'FK_mollie_refunds_invoice_id' })
  invoice?: InvoiceEntity;

  /** Mollie's `re_…`. */
  @Column({ name: 'refund_id', type: 'varchar', length: 64 })
  refundId!: string;

  /** Mollie's `tr_…` the refund takes money back from. */
  @Column({ name: 'payment_id', type: 'varchar', length: 64 })
  paymentId!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: RefundStatus;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber })
  amountCents!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
