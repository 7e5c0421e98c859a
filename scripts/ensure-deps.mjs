// Runs before `npm start` and `npm test` (on whatever Node started npm) so that a fresh clone
// needs no separate install step: installs the locked dependencies when they are missing or
// older than package-lock.json. Everything after this runs on the pinned Node 24.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';

const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  // Not `npm ci`: the registry this project installs from lacks some platforms' optional builds
  // (darwin, win32, ...) so the lockfile cannot list them, and `npm ci` refuses such a lockfile.
  // `npm install` installs the locked versions all the same and leaves the lockfile unchanged.
  console.log('Installing dependencies (npm install)...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
