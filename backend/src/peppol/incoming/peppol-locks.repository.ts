import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** "PEPL" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
const PEPPOL_LOCK_CLASS = 0x5045504c;

/**
 * Session-level advisory locks across every instance on one database, for Peppol work that waits
 * on the provider's network: held on a connection of their own outside any transaction, so a
 * slow provider never holds a transaction open (nor meets idle_in_transaction_session_timeout).
 * A process that dies loses its connection, and PostgreSQL releases its locks.
 */
@Injectable()
export class PeppolLocksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` holding the lock named `key`; false (not run) when another holds it. */
  async whileHeld(key: string, work: () => Promise<void>): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS "locked"',
        [PEPPOL_LOCK_CLASS, key],
      )) as [{ locked: boolean }];
      if (!locked) return false;
      try {
        await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1, hashtext($2))', [PEPPOL_LOCK_CLASS, key]);
      }
      return true;
    } finally {
      await runner.release();
    }
  }
}
