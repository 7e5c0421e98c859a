// Bundles prerender/entry.tsx for Node (see prerenderBundleConfig).
const path = require('node:path');

const { prerenderBundleConfig } = require('../../webpack.base.cjs');

module.exports = prerenderBundleConfig({
  context: __dirname,
  outputPath: path.join(__dirname, '../dist/.prerender'),
});
