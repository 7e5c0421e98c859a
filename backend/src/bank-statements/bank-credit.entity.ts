import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { MatchCandidate, MatchReason } from '@app/contracts/bank';
import { UserEntity } from '../users/user.entity.js';

/**
 * Where a credit stands: `paid` (a sure match marked its invoice paid), `review` (unsure: waits
 * for the user), `unmatched`, `confirmed` (the user chose the invoice), `dismissed`.
 */
export const BANK_CREDIT_STATES = [
  'paid',
  'review',
  'unmatched',
  'confirmed',
  'dismissed',
] as const;
export type BankCreditState = (typeof BANK_CREDIT_STATES)[number];

/** pg answers bigint as text; a statement amount has at most 13 whole digits (< 2^53 cents). */
const bigintAsNumber = {
  to: (value: number) => value,
  from: (value: string) => Number(value),
};

/**
 * One credit of an imported bank statement (docs/bank-reconciliation.md), kept once per user
 * by its identity (`creditId`, contracts `creditIdentity`): importing the same file again finds
 * every credit here and changes nothing. No foreign key to the invoice it paid: an invoice can
 * be deleted, the record of the money stays.
 */
@Entity({ name: 'bank_credits' })
@Check(
  'bank_credits_state_check',
  `"state" IN ('paid', 'review', 'unmatched', 'confirmed', 'dismissed')`,
)
// One credit per identity: on md5 of it, as an identity made of a bank's long references may not
// fit a B-tree entry whole (migration 1767100000000); an expression TypeORM cannot declare.
@Index('bank_credits_user_credit_key', { synchronize: false })
// The credits list, one state at a time, newest booking first.
@Index('bank_credits_user_state_idx', ['userId', 'state', 'bookingDate', 'id'])
export class BankCreditEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_bank_credits_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_bank_credits_user_id' })
  user?: UserEntity;

  /** contracts `creditIdentity`: the same every time the same statement is read. */
  @Column({ name: 'credit_id', type: 'text' })
  creditId!: string;

  @Column({ type: 'text' })
  account!: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber })
  amountCents!: number;

  @Column({ name: 'booking_date', type: 'date' })
  bookingDate!: string;

  @Column({ name: 'value_date', type: 'date', nullable: true })
  valueDate!: string | null;

  @Column({ name: 'bank_reference', type: 'text' })
  bankReference!: string;

  @Column({ name: 'end_to_end_id', type: 'text' })
  endToEndId!: string;

  @Column({ name: 'debtor_name', type: 'text' })
  debtorName!: string;

  @Column({ name: 'debtor_iban', type: 'text' })
  debtorIban!: string;

  @Column({ name: 'structured_references', type: 'jsonb' })
  structuredReferences!: string[];

  @Column({ name: 'remittance_lines', type: 'jsonb' })
  remittanceLines!: string[];

  @Column({ type: 'varchar', length: 16 })
  state!: BankCreditState;

  /** The invoice it paid (paid, confirmed); it may have been deleted since. */
  @Column({ name: 'invoice_id', type: 'varchar', length: 64, nullable: true })
  invoiceId!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  reason!: MatchReason | null;

  /** What the matching found for an unsure credit, strongest first (contracts `matchCredits`). */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  candidates!: MatchCandidate[];

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
