// What the benchmarks share: a built backend (built first unless `--no-build`) and its modules,
// the clean-up of what they start, and their measures.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mustRun } from './run.mjs';
import { createTestDatabase, dropTestDatabase } from './test-database.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the backend (and what it depends on) unless the command line says `--no-build`. */
export async function ensureBackendBuilt() {
  if (!process.argv.includes('--no-build')) {
    await mustRun('npx', ['nx', 'run', '@app/backend:build', '--outputStyle=static'], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  if (!existsSync(path.join(root, 'backend/dist/main.js'))) {
    throw new Error('Build the backend first (`npm run build`).');
  }
}

/** Imports a built module by its path from the repository root (`backend/dist/...`). */
export const importDist = (file) => import(pathToFileURL(path.join(root, file)).href);

/**
 * What a benchmark started, stopped in reverse order by `cleanUp` (also on SIGINT / SIGTERM): a
 * failed step is reported and the others still run.
 */
const cleanups = [];
export const onCleanUp = (step) => cleanups.push(step);
export async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('Cleanup step failed:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(1)));
}

/** The value at quantile `q` of ascending values; NaN without values. */
export const percentile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** CPU time (ms) a process has used, from /proc; 0 when it cannot be read (gone, or no /proc). */
const CLOCK_TICKS_PER_SECOND = 100;
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A temporary directory, removed by `cleanUp`. */
export function temporaryDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanUp(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A throwaway database `<name>_…` on DATABASE_URL's server, else on an embedded PostgreSQL started
 * for the run; both gone after `cleanUp`. Resolves to its URL.
 */
export async function benchDatabase(name) {
  let server = process.env.DATABASE_URL?.trim();
  if (!server) {
    const { startEmbeddedPostgres } = await importDist(
      'backend/dist/database/embedded-postgres.js',
    );
    const embedded = await startEmbeddedPostgres(temporaryDir(`invoicing-${name}-`));
    onCleanUp(() => embedded.stop());
    const url = new URL(embedded.url);
    url.pathname = '/postgres';
    server = url.toString();
  }
  const databaseUrl = await createTestDatabase(server, name.replace(/\W/g, '_'));
  onCleanUp(() => dropTestDatabase(server, databaseUrl));
  return databaseUrl;
}
