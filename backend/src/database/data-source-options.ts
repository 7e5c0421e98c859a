import type { DataSourceOptions, MigrationInterface, QueryRunner } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { LONG_WORK_TIMEOUTS, POOL_SIZE, REQUEST_TIMEOUTS } from './timeouts.js';

type MigrationClass = new () => MigrationInterface;

/**
 * A migration rewrites whole tables and must not be cut off by a request's 10 s limit. Each runs
 * in its own transaction (migrationsTransactionMode 'each'), where SET LOCAL holds; migrations run
 * once, so no limit at all, and a lock wait still ends (an app holding a row should not stall a
 * deploy silently for ever).
 */
function withoutRequestTimeouts(Migration: MigrationClass): MigrationClass {
  const Wrapped = class extends Migration {
    override async up(runner: QueryRunner): Promise<void> {
      await runner.query(`SET LOCAL statement_timeout = 0`);
      await runner.query(`SET LOCAL lock_timeout = '${LONG_WORK_TIMEOUTS.lock}'`);
      await super.up(runner);
    }

    override async down(runner: QueryRunner): Promise<void> {
      await runner.query(`SET LOCAL statement_timeout = 0`);
      await runner.query(`SET LOCAL lock_timeout = '${LONG_WORK_TIMEOUTS.lock}'`);
      await super.down(runner);
    }
  };
  // TypeORM records a migration by its `name` (or else its class name): keep both.
  Object.defineProperty(Wrapped, 'name', { value: Migration.name });
  return Wrapped;
}

/** The one place the TypeORM connection is described: the app, the tests and the CLI use it. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS.map(withoutRequestTimeouts),
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    uuidExtension: 'pgcrypto',
    poolSize: POOL_SIZE,
    connectTimeoutMS: REQUEST_TIMEOUTS.poolAcquireMs,
    // Sent as startup parameters of every pooled connection (node-postgres).
    extra: {
      statement_timeout: REQUEST_TIMEOUTS.statementMs,
      lock_timeout: REQUEST_TIMEOUTS.lockMs,
      idle_in_transaction_session_timeout: REQUEST_TIMEOUTS.idleInTransactionMs,
    },
  };
}
