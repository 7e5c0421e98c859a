// Starts the product exactly as `npm start` runs it (the built backend serving every frontend)
// on a free port, against a fresh database, and checks that a Chromium is available.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { startBuiltApp } from '../../../scripts/lib/start-app.mjs';
import { startStaticServer } from './static-server.mjs';

export default async function globalSetup() {
  process.env.CHROMIUM_PATH = chromiumPath();
  // The app's own data directory (without SMTP_URL its mail is written to `outbox/` there), so a
  // journey can read the mail it sent and never sees another run's.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'invoicing-browser-data-'));
  // Nothing is configured for Mollie and Peppol, as on a fresh clone: the app runs its built-in
  // stand-ins (docs/mollie-stand-in.md, docs/peppol.md), and the journeys connect, pay and deliver
  // through them.
  // The admin remote deployed on its own (issue 16): a plain static server on another port, the
  // app pointed at it by REMOTE_ADMIN_URL, as production runs it; every journey runs so.
  const adminRemote = await startStaticServer(path.join(import.meta.dirname, '../../admin/dist'));
  // The browser browses PUBLIC_URL, as with `npm start`: sign-in returns there (the provider's
  // callback, the popup's message target and the redirect's way back are on that origin).
  const app = await startBuiltApp({
    databasePrefix: 'browser',
    publicUrlIsBaseUrl: true,
    env: {
      // The journeys sign in dozens of users from one address within a minute, which the
      // per-address sign-in limit (30 a minute) exists to refuse; the limit itself is proven by
      // the backend tests.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      // Queues of its own on the shared Redis: another app there (another run, the backend
      // tests) would otherwise take this app's e-mail jobs, find no such record in its database
      // and drop them, and the mail would wait for this app's recovery sweep (a minute).
      QUEUE_PREFIX: `browser-${process.pid}`,
      // The schedule journey moves the server's clock (docs/scheduled-work.md); never set by
      // npm start.
      TEST_CONTROLS: 'true',
      REMOTE_ADMIN_URL: `${adminRemote.origin}/remoteEntry.js`,
      // An account of the local identity provider (support/accounts.ts ADMIN_ACCOUNT).
      ADMIN_EMAILS: 'ops-admin@example.com',
    },
  });
  // Test workers start after this and inherit the environment.
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_DATA_DIR = app.dataDir;
  process.env.E2E_ADMIN_REMOTE_ORIGIN = adminRemote.origin;
  if (app.databaseUrl) process.env.E2E_APP_DATABASE_URL = app.databaseUrl;
  globalThis.e2eApp = {
    async stop() {
      await app.stop();
      await adminRemote.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
