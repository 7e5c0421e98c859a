import preset from '../jest.preset.js';

/** Cross-module tests against a real PostgreSQL: DATABASE_URL's server, else an embedded one. */
export default {
  ...preset,
  displayName: 'backend-e2e',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/test/support/after-each-file.ts'],
  testTimeout: 30000,
};
