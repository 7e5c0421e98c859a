import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import type {
  DocumentType,
  InvoiceStatus,
  PaymentStatus,
  PeppolStatus,
} from '@app/contracts/invoice';
import { CompanyEntity } from '../companies/company.entity.js';
import { UserEntity } from '../users/user.entity.js';
import type { InvoiceDocument } from './invoice-document.js';

/** How a `paid` invoice came to be paid (the ledger's payment method). */
export type PaidVia = 'mollie' | 'bank';

/** pg answers bigint as text; amounts are bounded far below 2^53 (MAX_INVOICE_AMOUNT_CENTS). */
const bigintAsNumber = {
  to: (value: number) => value,
  from: (value: string) => Number(value),
};

/**
 * An invoice: what lists filter and sort on are columns, the editable document is jsonb
 * (docs/data-api.md). Amounts are integer cents. The id may come from the client (offline saves).
 */
@Entity({ name: 'invoices' })
@Check('invoices_paid_via_check', `"paid_via" IN ('mollie', 'bank')`)
// One number per user across invoices and credit notes (migration 1766200000000).
@Index('invoices_user_number_key', ['userId', 'invoiceNumber'], { unique: true })
@Index('invoices_user_list_idx', ['userId', 'sequence', 'invoiceNumber', 'id'])
// Deep pages by number skip their offset here, in entries half as wide (migration 1767600000000).
@Index('invoices_user_sequence_idx', ['userId', 'sequence'])
// The overview's filters, each in the list order (migration 1765400000000). The period index
// carries the order as INCLUDE columns, which TypeORM cannot declare: not synchronized.
@Index('invoices_user_status_list_idx', ['userId', 'status', 'sequence', 'invoiceNumber', 'id'])
@Index('invoices_user_payment_list_idx', [
  'userId',
  'paymentStatus',
  'sequence',
  'invoiceNumber',
  'id',
])
@Index('invoices_user_paid_list_idx', ['userId', 'sequence', 'invoiceNumber', 'id'], {
  where: `"payment_status" IN ('paid', 'markedPaid')`,
})
@Index('invoices_user_templates_idx', ['userId', 'sequence', 'invoiceNumber', 'id'], {
  where: `"schedule_id" IS NOT NULL AND "generated_from_schedule_id" IS NULL`,
})
@Index('invoices_user_type_list_idx', ['userId', 'documentType', 'sequence', 'invoiceNumber', 'id'])
// The credit notes of an invoice (or of a page of invoices), and the foreign key's check.
@Index('invoices_credited_idx', ['creditedInvoiceId', 'userId'], {
  where: `"credited_invoice_id" IS NOT NULL`,
})
@Index('invoices_user_date_idx', { synchronize: false })
// The admin dashboard's invoices per day, across users (migration 1766850000000).
@Index('invoices_created_idx', ['createdAt'])
// The overdue and unpaid filters by the overdue rule (migration 1766810000000): INCLUDE columns.
@Index('invoices_user_overdue_list_idx', { synchronize: false })
@Index('invoices_user_unpaid_list_idx', { synchronize: false })
// The overdue sweep (reminders/overdue.repository.ts): each claim's exact WHERE and ORDER BY.
@Index('invoices_overdue_due_idx', ['dueDate', 'id'], {
  where: `"status" = 'sent' AND "payment_status" = 'overdue'`,
})
@Index('invoices_unpaid_due_idx', ['dueDate', 'id'], {
  where: `"status" = 'sent' AND "payment_status" = 'unpaid'`,
})
export class InvoiceEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_invoices_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_invoices_user_id' })
  user?: UserEntity;

  @Column({ name: 'document_type', type: 'varchar', length: 20, default: 'invoice' })
  documentType!: DocumentType;

  @Column({ name: 'invoice_number', type: 'varchar', length: 64 })
  invoiceNumber!: string;

  /** The number's sequence part, for ordering (highest first); -1 when it has no digits. */
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  sequence!: number;

  @Column({ type: 'varchar', length: 20 })
  status!: InvoiceStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 20 })
  paymentStatus!: PaymentStatus;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /**
   * Who said a `paid` invoice was paid: Mollie's webhook or a credit on an imported bank
   * statement. Meaningful only while the payment status is `paid` (`markedPaid` was marked by
   * hand); null on invoices paid before it was recorded, all of which Mollie paid.
   */
  @Column({ name: 'paid_via', type: 'varchar', length: 16, nullable: true })
  paidVia!: PaidVia | null;

  @Column({ type: 'date' })
  date!: string;

  @Column({ name: 'due_date', type: 'date' })
  dueDate!: string;

  @Column({ type: 'char', length: 3, default: 'EUR' })
  currency!: 'EUR';

  @Column({ name: 'subtotal_cents', type: 'bigint', transformer: bigintAsNumber })
  subtotalCents!: number;

  @Column({ name: 'discount_cents', type: 'bigint', transformer: bigintAsNumber })
  discountCents!: number;

  @Column({ name: 'vat_cents', type: 'bigint', transformer: bigintAsNumber })
  vatCents!: number;

  @Column({ name: 'total_cents', type: 'bigint', transformer: bigintAsNumber })
  totalCents!: number;

  @Column({ name: 'company_id', type: 'uuid', nullable: true })
  companyId!: string | null;

  /** Deleting a saved company unlinks the invoices that used it (the invoice keeps its text). */
  @ManyToOne(() => CompanyEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'FK_invoices_company_id' })
  company?: CompanyEntity;

  /** The schedule this invoice is the template of; set and cleared by the schedules API. */
  @Column({ name: 'schedule_id', type: 'varchar', length: 64, nullable: true })
  scheduleId!: string | null;

  // The schedules are named by their table, not their class: a schedule's entity imports this
  // one (its template), and importing it back would make a cycle. These two relations exist for
  // their foreign keys; nothing loads them through an invoice.
  @ManyToOne('schedules', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'FK_invoices_schedule_id' })
  schedule?: unknown;

  @Column({ name: 'generated_from_schedule_id', type: 'varchar', length: 64, nullable: true })
  generatedFromScheduleId!: string | null;

  /** A deleted schedule leaves the invoices it generated, unlinked. */
  @ManyToOne('schedules', { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'generated_from_schedule_id',
    foreignKeyConstraintName: 'FK_invoices_generated_from_schedule_id',
  })
  generatedFromSchedule?: unknown;

  /** On a credit note: the invoice it corrects (the owner's: the writer checks). */
  @Column({ name: 'credited_invoice_id', type: 'varchar', length: 64, nullable: true })
  creditedInvoiceId!: string | null;

  /** On an invoice: how many credit notes it has (moved with them, in their transaction). */
  @Column({ name: 'credit_count', type: 'integer', default: 0 })
  creditCount!: number;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'NO ACTION' })
  @JoinColumn({
    name: 'credited_invoice_id',
    foreignKeyConstraintName: 'FK_invoices_credited_invoice_id',
  })
  creditedInvoice?: InvoiceEntity;

  @Column({ name: 'payment_reference', type: 'varchar', length: 64, nullable: true })
  paymentReference!: string | null;

  @Column({ type: 'jsonb' })
  document!: InvoiceDocument;

  /** Its latest Peppol delivery's status (peppol/deliveries), kept with each of its changes. */
  @Column({ name: 'peppol_status', type: 'varchar', length: 20, nullable: true })
  peppolStatus!: PeppolStatus | null;

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
