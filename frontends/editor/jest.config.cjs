const path = require('node:path');
const { createJestConfig } = require('../platform/testing/jest-app.cjs');

const config = createJestConfig(__dirname, 'editor');

module.exports = {
  ...config,
  setupFilesAfterEnv: [
    ...config.setupFilesAfterEnv,
    path.join(__dirname, 'src/testing/browser-database.ts'),
  ],
};
