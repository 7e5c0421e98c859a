import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { InvoiceEntity } from '../../invoices/invoice.entity.js';
import { ScheduleEntity } from '../schedule.entity.js';

/**
 * One date a schedule made its invoice for. The primary key (schedule, date) makes a second
 * invoice for the same date impossible, whatever instance, retry or bug would try.
 */
@Entity({ name: 'schedule_runs' })
@Index('schedule_runs_invoice_idx', ['invoiceId'])
export class ScheduleRunEntity {
  @PrimaryColumn({
    name: 'schedule_id',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_schedule_runs',
  })
  scheduleId!: string;

  @PrimaryColumn({ name: 'run_date', type: 'date', primaryKeyConstraintName: 'PK_schedule_runs' })
  runDate!: string;

  @ManyToOne(() => ScheduleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'FK_schedule_runs_schedule_id' })
  schedule?: Relation<ScheduleEntity>;

  /** The invoice made; null once the user deleted it (the date stays done). */
  @Column({ name: 'invoice_id', type: 'varchar', length: 64, nullable: true })
  invoiceId!: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'FK_schedule_runs_invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
