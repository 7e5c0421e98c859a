import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * An authorization started by a signed-in user: the `state` Mollie sends back names it. Only
 * the SHA-256 of the random state is kept; the row is deleted when used (single use) and is
 * worth nothing after `expires_at`.
 */
@Entity({ name: 'mollie_connect_states' })
export class MollieConnectStateEntity {
  @PrimaryColumn({
    name: 'state_hash',
    type: 'character',
    length: 64,
    primaryKeyConstraintName: 'PK_mollie_connect_states_state_hash',
  })
  stateHash!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mollie_connect_states_user_id' })
  user?: UserEntity;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
