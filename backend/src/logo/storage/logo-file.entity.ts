import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LogoEntity } from '../logo.entity.js';
import type { LogoVariant } from './logo-storage.js';

/**
 * The bytes of one variant of a logo (PostgresLogoStorage). Reached only through its logo, whose
 * row is owned; deleting the logo (or its user) deletes its files with it (ON DELETE CASCADE).
 */
@Entity({ name: 'logo_files' })
export class LogoFileEntity {
  @PrimaryColumn({ name: 'logo_id', type: 'uuid', primaryKeyConstraintName: 'PK_logo_files' })
  logoId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_logo_files' })
  variant!: LogoVariant;

  @ManyToOne(() => LogoEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'logo_id', foreignKeyConstraintName: 'FK_logo_files_logo_id' })
  logo?: LogoEntity;

  @Column({ type: 'bytea' })
  data!: Buffer;
}
