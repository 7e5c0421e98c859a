// Shared by the test harnesses: a database of its own per run on a PostgreSQL server, so runs
// never see each other's rows.
import pg from 'pg';

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(serverUrl, databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
