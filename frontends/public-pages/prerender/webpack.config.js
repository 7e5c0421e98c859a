// The bundles the public pages' pre-render needs after the remote's own build: the pre-render
// itself for Node (prerenderBundleConfig), the islands script the pre-rendered pages load
// (src/islands/main.ts): plain browser code, no federation and no framework, so a page a visitor
// only reads becomes interactive with a few KB, and the invoice status and pay pages' script
// (src/status-entry/main.ts): React without federation, store, router or i18next
// (docs/public-pages.md).
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');

const { prerenderBundleConfig, scriptRule, sourceResolve } = require('../../webpack.base.cjs');

const appDir = path.join(__dirname, '..');

/**
 * A plain browser script for the pre-rendered pages, beside remoteEntry.js (which the remote's own
 * build has just written: not cleaned), without federation.
 */
function pageScript(name, entry, rules = []) {
  return {
    name,
    mode: 'production',
    target: 'web',
    context: appDir,
    devtool: 'source-map',
    entry: { [name]: entry },
    output: { path: path.join(appDir, 'dist'), filename: '[name].[contenthash:8].js' },
    resolve: sourceResolve,
    module: { rules: [scriptRule(true), ...rules] },
    plugins: [
      // As the apps' production builds (webpack.base.cjs, serviceWorkerEnabled).
      new webpack.DefinePlugin({
        __SERVICE_WORKER__: JSON.stringify(process.env.SERVICE_WORKER !== 'false'),
      }),
    ],
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = [
  prerenderBundleConfig({ context: __dirname, outputPath: path.join(appDir, 'dist/.prerender') }),
  pageScript('islands', './src/islands/main.ts'),
  // The invoice status and pay pages: React and the page, with the header's islands.
  pageScript('status', './src/status-entry/main.ts', [
    // contracts is pure functions: what the page does not call (luxon's dates, the validator)
    // stays out, as webpack can then drop modules and imports no used export needs.
    { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
  ]),
];
