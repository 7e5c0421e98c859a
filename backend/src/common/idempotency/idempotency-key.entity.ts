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

/** A claimed key whose request is still running, or one whose answer is stored for replay. */
export type IdempotencyKeyState = 'in_progress' | 'done';

/**
 * One `Idempotency-Key` a user sent with a create or a send (docs/data-api.md, "Idempotent
 * writes"): claimed before the work, then holding the answer to replay for 24 hours. The answer
 * is sealed (common/crypto/secret-box.ts): it may hold a secret shown once (a new personal
 * access token, a webhook's signing secret).
 */
@Entity({ name: 'idempotency_keys' })
// The claim and every repeat look the key up by owner; at most one row per owner and key.
@Index('idempotency_keys_user_key_idx', ['userId', 'key'], { unique: true })
// The expiry sweep deletes the oldest first.
@Index('idempotency_keys_created_at_idx', ['createdAt'])
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_idempotency_keys_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_idempotency_keys_user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 255 })
  key!: string;

  /** SHA-256 (hex) of the method, the path and the canonical JSON body the key was first sent with. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash!: string;

  @Column({ type: 'varchar', length: 12 })
  state!: IdempotencyKeyState;

  /** Names the request holding the claim: only it stores the answer or lets the key go. */
  @Column({ name: 'claim_token', type: 'uuid' })
  claimToken!: string;

  @Column({ name: 'status_code', type: 'smallint', nullable: true })
  statusCode!: number | null;

  /** The answer's headers worth replaying (ETag, Location, Content-Type), by lower-case name. */
  @Column({ type: 'jsonb', nullable: true })
  headers!: Record<string, string> | null;

  /** The answer's JSON text, sealed; null for an answer without a body. */
  @Column({ name: 'body_sealed', type: 'text', nullable: true })
  bodySealed!: string | null;

  /** When the key was claimed (taken over: when it was taken over); it is kept 24 h from here. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
