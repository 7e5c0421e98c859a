import preset from '../../jest.preset.js';

/** Browser journeys in Chromium against the app started as `npm start` starts it. */
export default {
  ...preset,
  displayName: 'browser',
  testMatch: ['<rootDir>/specs/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 1,
};
