const { createJestConfig } = require('./testing/jest-app.cjs');

module.exports = createJestConfig(__dirname, 'platform');
