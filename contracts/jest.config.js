import preset from '../jest.preset.js';

export default {
  ...preset,
  displayName: 'contracts',
  collectCoverageFrom: ['src/invoice/**/*.ts', 'src/settings/**/*.ts', '!src/**/*.spec.ts', '!src/**/index.ts'],
  coverageThreshold: {
    './src/invoice/': { lines: 100 },
    './src/settings/': { lines: 100 },
  },
};
