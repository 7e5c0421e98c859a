import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { LogoFileEntity } from './logo-file.entity.js';
import type { LogoFileKey, LogoStorage } from './logo-storage.js';

/**
 * Logo bytes in PostgreSQL (bytea): shared by every instance, backed up with the rest, and
 * written in the same transaction as the logo's row, so a failed upload stores nothing and a
 * replacement swaps rows and bytes at once. Logos are at most 2 MB, one per user.
 */
@Injectable()
export class PostgresLogoStorage implements LogoStorage {
  constructor(
    @InjectRepository(LogoFileEntity) private readonly files: Repository<LogoFileEntity>,
  ) {}

  inTransaction(manager: EntityManager): LogoStorage {
    return new PostgresLogoStorage(manager.getRepository(LogoFileEntity));
  }

  async put(key: LogoFileKey, data: Buffer): Promise<void> {
    await this.files.insert({ logoId: key.logoId, variant: key.variant, data });
  }

  async get(key: LogoFileKey): Promise<Buffer | null> {
    const file = await this.files.findOne({
      where: { logoId: key.logoId, variant: key.variant },
      select: { data: true },
    });
    return file?.data ?? null;
  }

  async delete(key: LogoFileKey): Promise<void> {
    await this.files.delete({ logoId: key.logoId, variant: key.variant });
  }
}
