// Jest configuration shared by the frontends: the repository preset, a browser-like environment
// whose fetch, Request and streams are Node's (what msw/node intercepts), jest-dom matchers, and
// stylesheets replaced by an empty module. The transform is the preset's with import attributes
// kept, so `import en from './en.json' with { type: 'json' }` reaches Jest's ESM loader intact.
const path = require('node:path');
const preset = require('../../../jest.preset.js');

function withImportAttributes([transformer, options]) {
  return [
    transformer,
    {
      ...options,
      jsc: {
        ...options.jsc,
        experimental: { ...options.jsc?.experimental, keepImportAttributes: true },
      },
    },
  ];
}

/**
 * @param {string} appDir the app's folder (its jest.config.cjs passes __dirname)
 * @param {string} displayName
 */
function createJestConfig(appDir, displayName) {
  return {
    ...preset,
    rootDir: appDir,
    displayName,
    testEnvironment: 'jest-fixed-jsdom',
    transform: Object.fromEntries(
      Object.entries(preset.transform).map(([pattern, transform]) => [
        pattern,
        withImportAttributes(transform),
      ]),
    ),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    // Room for setup-dom.ts's longer waits on a busy machine (a test waits several times).
    testTimeout: 20_000,
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      ...preset.moduleNameMapper,
    },
  };
}

module.exports = { createJestConfig };
