import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every row of the product belongs to a user; sign-in creates this row on first use. */
@Entity({ name: 'users' })
// The admin list, newest first: (created_at DESC, id DESC) in the migration (TypeORM cannot say
// DESC); "active today" counts through the second.
@Index('users_newest_idx', ['createdAt', 'id'])
@Index('users_last_active_idx', ['lastActiveAt'])
// GIN (lower(email) gin_trgm_ops) and (lower(display_name) gin_trgm_ops), the admin search, from
// the 1765600000000 migration: TypeORM cannot express them; named so the entity lists every
// index of its table, and marked so synchronisation never touches them.
@Index('users_email_trgm_idx', { synchronize: false })
@Index('users_display_name_trgm_idx', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_users_id' })
  id!: string;

  /**
   * Unique among verified addresses only: an address a provider did not verify is anyone's claim,
   * and must never keep the address's owner from signing up (nor be linked to by them).
   */
  @Index('users_email_key', { unique: true, where: '"email_verified"' })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** A provider said the address is the user's; only then may ADMIN_EMAILS make them an admin. */
  @Column({ name: 'email_verified', type: 'boolean', default: false })
  emailVerified!: boolean;

  @Column({ name: 'display_name', type: 'varchar', length: 200, nullable: true })
  displayName!: string | null;

  @Column({ name: 'photo_url', type: 'varchar', length: 2048, nullable: true })
  photoUrl!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_active_at', type: 'timestamptz', nullable: true })
  lastActiveAt!: Date | null;
}
