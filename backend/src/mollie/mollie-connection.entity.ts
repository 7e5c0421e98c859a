import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * A user's connected Mollie account (one per user). Everything Mollie gave is sealed together
 * (SecretBox): the tokens, their expiry, the organization and the profile. Also the lock a
 * token refresh takes (`FOR UPDATE`), so one instance refreshes at a time.
 */
@Entity({ name: 'mollie_connections' })
export class MollieConnectionEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_mollie_connections_user_id',
  })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mollie_connections_user_id' })
  user?: UserEntity;

  /** Sealed JSON of a `StoredMollieConnection`. */
  @Column({ type: 'text' })
  sealed!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
