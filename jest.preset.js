// Shared by every jest project. All projects run as native ES modules (Nest 12 and several
// browser libraries are ESM-only), so the root test script sets --experimental-vm-modules.
const path = require('node:path');

const root = __dirname;

const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: jsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: jsx ? { runtime: 'automatic' } : undefined,
      },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
  },
  moduleNameMapper: {
    '^@app/contracts/(.*)$': path.join(root, 'contracts/src/$1/index.ts'),
    '^@app/platform$': path.join(root, 'frontends/platform/src/index.ts'),
    '^@app/platform/testing$': path.join(root, 'frontends/platform/testing/renderPage.tsx'),
    '^@app/platform/controls$': path.join(root, 'frontends/platform/src/controls.ts'),
    '^@app/platform/charts$': path.join(root, 'frontends/platform/src/charts/index.ts'),
    '^@app/platform/light$': path.join(root, 'frontends/platform/src/light.ts'),
    // The package behind a narrowed federation singleton (frontends/webpack.base.cjs).
    '^@app/upstream/(.*)$': '$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
