import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One thing an admin did (spec §6, issue 16): who, what, which record, when. Kept when either
 * user is deleted (no foreign keys): the trail must outlive what it is about.
 */
@Entity({ name: 'admin_audit_log' })
@Index('admin_audit_log_created_idx', ['createdAt'])
export class AdminAuditEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_audit_log_id' })
  id!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @Column({ name: 'admin_email', type: 'varchar', length: 254 })
  adminEmail!: string;

  /** The API operation, e.g. `requeueAdminEmail`. */
  @Column({ type: 'varchar', length: 64 })
  action!: string;

  /** The user whose data it concerned, when there is one. */
  @Column({ name: 'target_user_id', type: 'varchar', length: 64, nullable: true })
  targetUserId!: string | null;

  /** The invoice or e-mail record it concerned, when there is one. */
  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId!: string | null;

  /** The HTTP status the action answered. */
  @Column({ type: 'smallint' })
  outcome!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
