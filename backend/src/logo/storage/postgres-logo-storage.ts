import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../database/transactions.js';
import { LogoFilesRepository } from './logo-files.repository.js';
import type { LogoFileKey, LogoStorage } from './logo-storage.js';

/**
 * Logo bytes in PostgreSQL (bytea): shared by every instance, backed up with the rest, and
 * written in the same transaction as the logo's row, so a failed upload stores nothing and a
 * replacement swaps rows and bytes at once. Logos are at most 2 MB, one per user.
 */
@Injectable()
export class PostgresLogoStorage implements LogoStorage {
  constructor(private readonly files: LogoFilesRepository) {}

  in(tx: Transaction): LogoStorage {
    return new PostgresLogoStorage(this.files.in(tx));
  }

  put(key: LogoFileKey, data: Buffer): Promise<void> {
    return this.files.insert(key, data);
  }

  get(key: LogoFileKey): Promise<Buffer | null> {
    return this.files.data(key);
  }

  delete(key: LogoFileKey): Promise<void> {
    return this.files.delete(key);
  }
}
