import preset from '../jest.preset.js';

/** Cross-module tests against a real PostgreSQL: DATABASE_URL's server, else an embedded one. */
export default {
  ...preset,
  displayName: 'backend-e2e',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/test/support/after-each-file.ts'],
  // A file's set-up seeds thousands of rows or starts several apps; on a machine busy with
  // `npm test`'s other lane that can outlast half a minute. A hook timing out mid-boot leaves Nest
  // loading after teardown, which exits the whole run.
  testTimeout: 60000,
  // Run in a worker (npm test: --maxWorkers=1), a fresh one once a file leaves more than this
  // behind: each file boots Nest apps whose modules stay, and a heap of gigabytes costs more
  // collecting than starting anew.
  workerIdleMemoryLimit: '1GB',
};
