// Plain JS: jest loads global set-up files through require(), outside its ESM module mapping.
import { createTestDatabase } from '../../../scripts/lib/test-database.mjs';

export default async function globalSetup() {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    throw new Error(
      'The backend e2e tests need a PostgreSQL: set DATABASE_URL, or run `npm test` from the ' +
        'repository root, which starts an embedded one when DATABASE_URL is unset.',
    );
  }
  // Test workers start after this and inherit the environment.
  process.env.E2E_DATABASE_URL = await createTestDatabase(serverUrl, 'e2e');
  globalThis.e2eDatabase = { serverUrl, databaseUrl: process.env.E2E_DATABASE_URL };
}
