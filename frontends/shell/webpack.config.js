const path = require('node:path');
const { createWebpackConfig } = require('../webpack.base.cjs');

const configure = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config.js'),
  host: { entry: './src/main.ts', template: './src/index.html' },
});

/**
 * react-router 7 points every export condition at its development build; the shell provides the
 * shared react-router-dom singleton, so in production it bundles react-router's production build
 * (no dev warnings, about a fifth smaller).
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

module.exports = (env, argv) => {
  const config = configure(env, argv);
  if (argv.mode === 'development') return config;
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        'react-router$': path.join(reactRouterProduction, 'index.mjs'),
        'react-router/dom$': path.join(reactRouterProduction, 'dom-export.mjs'),
      },
    },
  };
};
