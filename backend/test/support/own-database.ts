import pg from 'pg';

/**
 * A database of the file's own on the test server, for suites whose background work (the e-mail
 * recovery sweep) reads every row of a table: sharing the run's database, they would pick up
 * other files' rows. Migrations run when the first app starts on it.
 */
export async function createOwnDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = process.env.E2E_DATABASE_URL;
  if (!shared) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.js');
  const server = new URL(shared);
  server.pathname = '/postgres';
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
