import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import type { ScheduleType } from '@app/contracts/invoice';
import { InvoiceEntity } from '../invoices/invoice.entity.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * A schedule (spec §3): copies its template invoice every month, quarter or year. The id may
 * come from the client (offline saves), like an invoice's. `nextInvoiceDate` is stored, not
 * derived on read, so the generator can claim due schedules from an index
 * (`WHERE active AND next_invoice_date <= today ORDER BY next_invoice_date, id LIMIT 1
 * FOR NO KEY UPDATE SKIP LOCKED`, served by `schedules_due_claim_idx`).
 */
@Entity({ name: 'schedules' })
// The list's order, newest first, read backwards (migration 1765650000000).
@Index('schedules_user_list_idx', ['userId', 'createdAt', 'id'])
@Index('schedules_template_invoice_key', ['templateInvoiceId'], { unique: true })
// The claim's exact order (`next_invoice_date, id`): its first entry is the claim, no sort.
@Index('schedules_due_claim_idx', ['nextInvoiceDate', 'id'], { where: '"active"' })
export class ScheduleEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_schedules_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_schedules_user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'template_invoice_id', type: 'varchar', length: 64 })
  templateInvoiceId!: string;

  /** Deleting the template invoice deletes its schedule: there is nothing left to copy. */
  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'template_invoice_id',
    foreignKeyConstraintName: 'FK_schedules_template_invoice_id',
  })
  templateInvoice?: Relation<InvoiceEntity>;

  @Column({ type: 'varchar', length: 20 })
  type!: ScheduleType;

  @Column({ name: 'day_of_month', type: 'smallint' })
  dayOfMonth!: number;

  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ name: 'last_generated_date', type: 'date', nullable: true })
  lastGeneratedDate!: string | null;

  /** null when inactive or ended; recomputed on every change (contracts `nextInvoiceDate`). */
  @Column({ name: 'next_invoice_date', type: 'date', nullable: true })
  nextInvoiceDate!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * 1 when stored, one more on every change (the API's ETag; TypeORM moves it on its updates,
   * a trigger on every other write: migration 1765800000000).
   */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
