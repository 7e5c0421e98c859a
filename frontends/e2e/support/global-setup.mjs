// Starts the product exactly as `npm start` runs it (the built backend serving every frontend)
// on a free port, against a fresh database, and checks that a Chromium is available.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../../scripts/lib/test-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy within 90 s:\n${output.join('')}`);
}

export default async function globalSetup() {
  process.env.CHROMIUM_PATH = chromiumPath();
  if (
    !existsSync(path.join(root, 'backend/dist/main.js')) ||
    !existsSync(path.join(root, 'frontends/shell/dist/index.html'))
  ) {
    throw new Error('Build the product first (`npm test` does, or `npx nx run-many -t build`).');
  }
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    env.DATABASE_URL = await createTestDatabase(serverUrl, 'browser');
  } else {
    // The embedded PostgreSQL, in a data directory of this run's own.
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'invoicing-e2e-'));
  }
  const output = [];
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, output);
  process.env.E2E_BASE_URL = baseUrl;
  globalThis.e2eApp = { child, serverUrl, databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}
