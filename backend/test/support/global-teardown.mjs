import { dropTestDatabase } from '../../../scripts/lib/test-database.mjs';

export default async function globalTeardown() {
  const database = globalThis.e2eDatabase;
  if (database) await dropTestDatabase(database.serverUrl, database.databaseUrl);
}
