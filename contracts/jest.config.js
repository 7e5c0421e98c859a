import path from 'node:path';
import { fileURLToPath } from 'node:url';
import preset from '../jest.preset.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  ...preset,
  displayName: 'contracts',
  collectCoverageFrom: [
    'src/invoice/**/*.ts',
    'src/settings/**/*.ts',
    'src/common/**/*.ts',
    'src/vat/**/*.ts',
    'src/bank/**/*.ts',
    'src/vat-return/**/*.ts',
    'src/reports/**/*.ts',
    '!src/**/*.spec.ts',
    '!src/**/index.ts',
  ],
  // Absolute: jest resolves these keys against the directory it was started from.
  coverageThreshold: {
    [path.join(here, 'src/invoice/')]: { lines: 100 },
    [path.join(here, 'src/settings/')]: { lines: 100 },
    [path.join(here, 'src/vat/')]: { lines: 100 },
    [path.join(here, 'src/bank/')]: { lines: 100 },
    [path.join(here, 'src/vat-return/')]: { lines: 100 },
    [path.join(here, 'src/reports/')]: { lines: 100 },
  },
};
