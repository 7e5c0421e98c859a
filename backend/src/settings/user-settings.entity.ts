import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * One row per user. Also the lock invoice numbering takes (`FOR UPDATE`), which is why the
 * counter is a column of its own rather than part of the document.
 */
@Entity({ name: 'user_settings' })
export class UserSettingsEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_user_settings_user_id',
  })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_settings_user_id' })
  user?: UserEntity;

  /** The settings without the counters, the logo and secrets; `{}` reads as the defaults. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  document!: Record<string, unknown>;

  @Column({ name: 'latest_invoice_number', type: 'integer', default: 0 })
  latestInvoiceNumber!: number;

  /** The credit-note series' counter: a column like the invoice counter, outside the version. */
  @Column({ name: 'latest_credit_note_number', type: 'integer', default: 0 })
  latestCreditNoteNumber!: number;

  /** Sealed (SecretBox) JSON of the secrets, e.g. the payment provider's key. */
  @Column({ type: 'text', nullable: true })
  secrets!: string | null;

  /** When the user last saved settings; null while only numbering has touched the row. */
  @Column({ name: 'saved_at', type: 'timestamptz', nullable: true })
  savedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * 1 when made, one more on every change a user could overwrite (the API's ETag): not when only
   * the invoice counter moves (migration 1765800000000, `SettingsRepository`).
   */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
