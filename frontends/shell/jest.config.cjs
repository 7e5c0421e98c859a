const { createJestConfig } = require('../platform/testing/jest-app.cjs');

const config = createJestConfig(__dirname, 'shell');

module.exports = {
  ...config,
  // The service worker's sources live beside src/ (their own tsconfig: web worker types).
  testMatch: [...config.testMatch, '<rootDir>/service-worker/**/*.spec.ts'],
};
