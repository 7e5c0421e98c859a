import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../../users/user.entity.js';

export const REGISTRATION_STATUSES = ['pending_verification', 'active', 'left'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A user's company registered at the Peppol provider (one per user): pending until the
 * provider's identity check is done, then active; `left` after the user unregistered (the
 * provider forgot the company; a new registration reuses the row). `created_at` is when the
 * current registration was made.
 */
@Entity({ name: 'peppol_registrations' })
@Index('peppol_registrations_provider_company_id_idx', ['providerCompanyId'], { unique: true })
export class PeppolRegistrationEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_peppol_registrations_user_id',
  })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_peppol_registrations_user_id' })
  user?: UserEntity;

  @Column({ name: 'provider_company_id', type: 'text' })
  providerCompanyId!: string;

  /** The id others send to: "0208:0123456749" (BE) or "0106:12345678" (NL). */
  @Column({ name: 'peppol_id', type: 'text' })
  peppolId!: string;

  @Column({ type: 'character varying', length: 24 })
  status!: RegistrationStatus;

  @Column({ name: 'verification_url', type: 'text', nullable: true })
  verificationUrl!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
