const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config.js'),
  host: { entry: './src/main.ts', template: './src/index.html' },
});
