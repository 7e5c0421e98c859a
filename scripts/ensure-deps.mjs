// Runs before `npm start` and `npm test` (on whatever Node started npm) so that a fresh clone
// needs no separate install step: installs the locked dependencies when they are missing or
// older than package-lock.json. Everything after this runs on the pinned Node 24.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';

const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
