import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { COMPANY_FIELD_MAX_LENGTH as MAX } from '@app/contracts/invoice';
import { UserEntity } from '../users/user.entity.js';

/** A saved company (spec §3). Owned: every query names its user (CompaniesRepository). */
@Entity({ name: 'companies' })
// GET /api/companies, newest first (`ORDER BY created_at DESC, id DESC`), read backwards.
@Index('companies_user_list_idx', ['userId', 'createdAt', 'id'])
@Index('companies_user_id_updated_at_idx', ['userId', 'updatedAt', 'id'])
// GIN (lower(name) gin_trgm_ops) from the 1764400000000 migration. TypeORM cannot express an
// expression index with an operator class (nor does its schema diff read one): named here so the
// entity lists every index of its table, and marked so synchronisation never touches it.
@Index('companies_name_trgm_idx', { synchronize: false })
export class CompanyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_companies_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_companies_user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: MAX.name })
  name!: string;

  @Column({ type: 'varchar', length: MAX.address, default: '' })
  address!: string;

  @Column({ name: 'postal_code', type: 'varchar', length: MAX.postalCode, default: '' })
  postalCode!: string;

  @Column({ type: 'varchar', length: MAX.city, default: '' })
  city!: string;

  @Column({ name: 'contact_name', type: 'varchar', length: MAX.contactName, default: '' })
  contactName!: string;

  @Column({ type: 'varchar', length: MAX.email, default: '' })
  email!: string;

  @Column({ name: 'additional_info', type: 'varchar', length: MAX.additionalInfo, default: '' })
  additionalInfo!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * 1 when stored, one more on every change (the API's ETag; TypeORM moves it on its updates,
   * a trigger on every other write: migration 1765800000000).
   */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
