import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { LogoType } from '@app/contracts/settings';
import { UserEntity } from '../users/user.entity.js';
import { LOGO_FILENAME_MAX_LENGTH } from './logo-filename.js';

/**
 * A user's logo (spec §3 Settings.logo): at most one per user (a unique index). Its bytes live in
 * the LogoStorage under this row's id, which changes with every upload, so the URL can be cached
 * for ever. Owned: every query names its user (LogoRepository).
 */
@Entity({ name: 'logos' })
@Index('logos_user_id_key', ['userId'], { unique: true })
export class LogoEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_logos_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_logos_user_id' })
  user?: UserEntity;

  /** Decided from the content when it was uploaded; the served Content-Type comes from it. */
  @Column({ type: 'varchar', length: 4 })
  type!: LogoType;

  /** The cleaned display name (cleanLogoFilename); never a path. */
  @Column({ type: 'varchar', length: LOGO_FILENAME_MAX_LENGTH })
  filename!: string;

  /** Bytes of the stored (re-encoded or sanitised) file. */
  @Column({ name: 'byte_size', type: 'integer' })
  byteSize!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
