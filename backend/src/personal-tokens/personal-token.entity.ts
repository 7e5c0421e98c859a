import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import {
  PERSONAL_TOKEN_NAME_MAX_LENGTH,
  PERSONAL_TOKEN_PREFIX_LENGTH,
  type PersonalTokenScope,
} from '@app/contracts/settings';
import { UserEntity } from '../users/user.entity.js';

/**
 * A personal access token (docs/api.md, "Tokens"). Only the SHA-256 of the secret is stored, and
 * its first characters (`prefix`) to tell tokens apart. Revoking deletes the row; deleting the
 * user deletes their tokens (the foreign key), so either way the token stops working at once.
 */
@Entity({ name: 'personal_access_tokens' })
// GET /api/user/tokens, newest first (`ORDER BY created_at DESC, id DESC`), read backwards.
@Index('personal_access_tokens_user_list_idx', ['userId', 'createdAt', 'id'])
export class PersonalTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_personal_access_tokens_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_personal_access_tokens_user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: PERSONAL_TOKEN_NAME_MAX_LENGTH })
  name!: string;

  @Column({ type: 'varchar', length: 5 })
  scope!: PersonalTokenScope;

  /** Every request with the token looks it up here: one unique index entry. */
  @Index('personal_access_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: PERSONAL_TOKEN_PREFIX_LENGTH })
  prefix!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Written at most once a minute per token (PersonalTokenAuthRepository.touch). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
