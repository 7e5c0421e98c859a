// Starts the built product exactly as `npm start` runs it (backend/dist serving every frontend)
// on a free port, against a throwaway database: on DATABASE_URL's server when set, else the
// embedded PostgreSQL in a temporary DATA_DIR. Used by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, dropTestDatabase } from './test-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHealth(baseUrl, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy within 90 s:\n${output.join('')}`);
}

/**
 * @param {{ databasePrefix: string, publicUrlIsBaseUrl?: boolean, env?: Record<string, string> }} options
 *   `env`: extra environment for the app (e.g. FRONTENDS_DIR: a copy of the builds to redeploy).
 *   `env.DATA_DIR` is used as given with DATABASE_URL; without it the embedded PostgreSQL gets a
 *   temporary DATA_DIR of its own.
 * @returns {Promise<{ baseUrl: string, dataDir: string, databaseUrl?: string, stop: () => Promise<void> }>}
 *   `dataDir`: the app's DATA_DIR (its outbox is `${dataDir}/outbox` when SMTP_URL is unset);
 *   `databaseUrl`: its throwaway database on DATABASE_URL's server (unset when embedded).
 */
export async function startBuiltApp({
  databasePrefix,
  publicUrlIsBaseUrl = false,
  env: extra = {},
}) {
  if (
    !existsSync(path.join(root, 'backend/dist/main.js')) ||
    !existsSync(path.join(root, 'frontends/shell/dist/index.html'))
  ) {
    throw new Error('Build the product first (`npm test` does, or `npm run build`).');
  }
  // Imported once the build is known to exist, so a missing build gets the message above.
  const { freePort } = await import('../../backend/dist/common/net/free-port.js');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // As `npm start` runs it (NODE_ENV unset is development): with the local sign-in provider.
  const env = {
    ...process.env,
    ...extra,
    PORT: String(port),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  if (publicUrlIsBaseUrl) env.PUBLIC_URL = baseUrl;
  const serverUrl = process.env.DATABASE_URL?.trim();
  let dataDir;
  if (serverUrl) {
    env.DATABASE_URL = await createTestDatabase(serverUrl, databasePrefix);
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `invoicing-${databasePrefix}-`));
    env.DATA_DIR = dataDir;
  }
  const output = [];
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    // Nobody gets a stop() for an app that never came up: its process and database go here.
    await stop();
    throw error;
  }

  async function stop() {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (serverUrl) await dropTestDatabase(serverUrl, env.DATABASE_URL);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = serverUrl ? env.DATABASE_URL : undefined;
  return { baseUrl, dataDir: path.resolve(root, env.DATA_DIR ?? '.data'), databaseUrl, stop };
}
