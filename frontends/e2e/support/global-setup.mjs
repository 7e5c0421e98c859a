// Starts the product exactly as `npm start` runs it (the built backend serving every frontend)
// on a free port, against a fresh database, and checks that a Chromium is available.
import { chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { startBuiltApp } from '../../../scripts/lib/start-app.mjs';

export default async function globalSetup() {
  process.env.CHROMIUM_PATH = chromiumPath();
  const app = await startBuiltApp({ databasePrefix: 'browser' });
  // Test workers start after this and inherit the environment.
  process.env.E2E_BASE_URL = app.baseUrl;
  globalThis.e2eApp = app;
}
