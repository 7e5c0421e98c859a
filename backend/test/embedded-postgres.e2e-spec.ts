import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL (used when DATABASE_URL is unset)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-pg-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its data across a stop and a start', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    try {
      await query(
        first.url,
        `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`,
      );
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres(dataDir);
    try {
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('starts after a crash left a stale postmaster.pid behind', async () => {
    await writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), '999999\n/nowhere\n');
    const server = await startEmbeddedPostgres(dataDir);
    try {
      expect(await query(server.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await server.stop();
    }
  });

  it('applies every migration, extensions included (pg_trgm ships with its build)', async () => {
    const server = await startEmbeddedPostgres(dataDir);
    const dataSource = new DataSource(dataSourceOptions(server.url));
    try {
      await dataSource.initialize();
      expect(await dataSource.showMigrations()).toBe(false);
      expect(
        await query(server.url, `SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`),
      ).toEqual([{ extname: 'pg_trgm' }]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await server.stop();
    }
  });

  it('refuses to share its directory with a running server', async () => {
    const server = await startEmbeddedPostgres(dataDir);
    try {
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/already used by process \d+/);
    } finally {
      await server.stop();
    }
  });
});
