const { createJestConfig } = require('../platform/testing/jest-app.cjs');

module.exports = createJestConfig(__dirname, 'admin');
