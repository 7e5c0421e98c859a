import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity.js';

/**
 * How many invoices a user has, kept by triggers on `invoices` in the transaction of each insert
 * and delete (migration 1765600000000, which says why a table of its own). Never written by the
 * application; read by the admin list and its total. No row: no invoices.
 */
@Entity({ name: 'user_invoice_counts' })
export class UserInvoiceCountEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_user_invoice_counts_user_id',
  })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_invoice_counts_user_id' })
  user?: UserEntity;

  @Column({ name: 'invoice_count', type: 'integer', default: 0 })
  invoiceCount!: number;
}
