// Two bundles the public pages' pre-render needs after the remote's own build: the pre-render
// itself for Node (prerenderBundleConfig), and the islands script the pre-rendered pages load
// (src/islands/main.ts): plain browser code, no federation and no framework, so a page a visitor
// only reads becomes interactive with a few KB (docs/public-pages.md).
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');

const { prerenderBundleConfig, scriptRule, sourceResolve } = require('../../webpack.base.cjs');

const appDir = path.join(__dirname, '..');

module.exports = [
  prerenderBundleConfig({ context: __dirname, outputPath: path.join(appDir, 'dist/.prerender') }),
  {
    name: 'islands',
    mode: 'production',
    target: 'web',
    context: appDir,
    devtool: 'source-map',
    entry: { islands: './src/islands/main.ts' },
    // Beside remoteEntry.js, which the remote's own build has just written (not cleaned).
    output: { path: path.join(appDir, 'dist'), filename: '[name].[contenthash:8].js' },
    resolve: sourceResolve,
    module: { rules: [scriptRule(true)] },
    plugins: [
      // As the apps' production builds (webpack.base.cjs, serviceWorkerEnabled).
      new webpack.DefinePlugin({
        __SERVICE_WORKER__: JSON.stringify(process.env.SERVICE_WORKER !== 'false'),
      }),
    ],
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  },
];
