import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OwnedRepository } from '../database/owned-repository.js';
import { LogoEntity } from './logo.entity.js';

/** "LOGO" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
const LOGO_LOCK_CLASS = 0x4c4f474f;

/** Logos, always by owner (see OwnedRepository). */
@Injectable()
export class LogoRepository extends OwnedRepository<LogoEntity> {
  constructor(@InjectRepository(LogoEntity) repository: Repository<LogoEntity>) {
    super(repository);
  }

  /** The owner's logo, or null: there is at most one (a unique index on the owner). */
  current(ownerId: string): Promise<LogoEntity | null> {
    return this.repository.findOneBy(this.owned(ownerId));
  }

  /**
   * Holds back any other change to this owner's logo until the surrounding transaction ends, so
   * two uploads at once replace one another in turn instead of racing for the unique index.
   * Call it through `in(tx)`.
   */
  async lockOwner(ownerId: string): Promise<void> {
    await this.repository.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      LOGO_LOCK_CLASS,
      ownerId,
    ]);
  }
}
