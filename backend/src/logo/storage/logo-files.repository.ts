import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { LogoFileEntity } from './logo-file.entity.js';
import type { LogoFileKey } from './logo-storage.js';

/**
 * The bytes of logos, by logo id and variant: PostgresLogoStorage's table. No owner here: a file
 * is reached only through its logo, whose id the caller got from the owner-scoped LogoRepository.
 */
@Injectable()
export class LogoFilesRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get files(): Repository<LogoFileEntity> {
    return this.manager.getRepository(LogoFileEntity);
  }

  async insert(key: LogoFileKey, data: Buffer): Promise<void> {
    await this.files.insert({ logoId: key.logoId, variant: key.variant, data });
  }

  /** The bytes, or null when nothing is stored under the key. */
  async data(key: LogoFileKey): Promise<Buffer | null> {
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
