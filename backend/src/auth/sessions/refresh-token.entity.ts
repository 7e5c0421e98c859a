import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../../users/user.entity.js';

/**
 * One refresh token of a sign-in session. Only its SHA-256 hash is stored. Every use rotates it:
 * the used row gets `rotated_at` and a new row joins the same family. A family ends at
 * `family_expires_at` (30 days after sign-in) or when revoked (logout, reuse of a rotated token).
 */
@Entity({ name: 'refresh_tokens' })
@Index('refresh_tokens_family_id_idx', ['familyId'])
// Every instance reads the recently revoked families every few seconds (their access tokens end).
@Index('refresh_tokens_revoked_at_idx', ['revokedAt', 'familyId'], {
  where: '"revoked_at" IS NOT NULL',
})
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_refresh_tokens_id' })
  id!: string;

  @Index('refresh_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_refresh_tokens_user_id' })
  user?: UserEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'family_expires_at', type: 'timestamptz' })
  familyExpiresAt!: Date;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
