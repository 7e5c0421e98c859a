import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/user.entity.js';

export const IDENTITY_PROVIDERS = ['google', 'microsoft'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

/** A provider account (provider + its stable subject) that signs in as one of our users. */
@Entity({ name: 'user_identities' })
export class UserIdentityEntity {
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'PK_user_identities' })
  provider!: IdentityProviderName;

  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_user_identities' })
  subject!: string;

  @Index('user_identities_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_identities_user_id' })
  user?: UserEntity;
}
