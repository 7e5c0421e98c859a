import { rmSync } from 'node:fs';
import { dropTestDatabase } from '../../../scripts/lib/test-database.mjs';

export default async function globalTeardown() {
  const app = globalThis.e2eApp;
  if (!app) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  await exited;
  if (app.serverUrl) await dropTestDatabase(app.serverUrl, app.databaseUrl);
  if (app.dataDir) rmSync(app.dataDir, { recursive: true, force: true });
}
