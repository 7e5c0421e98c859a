// What the benchmarks share: a built backend (built first unless `--no-build`) and its modules.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mustRun } from './run.mjs';

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
