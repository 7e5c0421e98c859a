import type { Transaction } from '../../database/transactions.js';

/** The stored file as uploaded (cleaned), or its PNG rendition for the PDF. */
export type LogoVariant = 'original' | 'png';

export type LogoFileKey = { logoId: string; variant: LogoVariant };

/**
 * Where logo bytes live, by key. The default (PostgresLogoStorage) keeps them in the database, so
 * every backend instance serves every logo without shared disks. An object store (S3 and the
 * like) can be added behind the same type; it would write at once in `put` and, since it cannot
 * join a database transaction, should delete only after the caller's transaction commits.
 */
export type LogoStorage = {
  put(key: LogoFileKey, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: LogoFileKey): Promise<Buffer | null>;
  delete(key: LogoFileKey): Promise<void>;
  /** The same storage taking part in `tx`, where it can. */
  in(tx: Transaction): LogoStorage;
};

export const LOGO_STORAGE = Symbol('LOGO_STORAGE');
