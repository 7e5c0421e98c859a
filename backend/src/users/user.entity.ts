import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every row of the product belongs to a user; sign-in creates this row on first use. */
@Entity({ name: 'users' })
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
