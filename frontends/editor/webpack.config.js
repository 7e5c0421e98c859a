const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./module-federation.config.js'),
});
