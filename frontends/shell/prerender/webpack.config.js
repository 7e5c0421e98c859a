// Bundles prerender/entry.tsx for Node: the same sources and aliases as the browser build, npm
// packages left to Node's require, stylesheets reduced to nothing (run.mjs inlines them itself).
const path = require('node:path');

const { scriptRule, sourceResolve } = require('../../webpack.base.cjs');

module.exports = {
  mode: 'production',
  target: 'node',
  context: __dirname,
  entry: { prerender: './entry.tsx' },
  output: {
    path: path.join(__dirname, '../dist/.prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: sourceResolve,
  externals: [
    ({ request }, callback) => {
      if (request !== undefined && /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@app/')) {
        return callback(undefined, `commonjs ${request}`);
      }
      return callback();
    },
  ],
  module: {
    rules: [scriptRule(true), { test: /\.css$/, type: 'asset/source' }],
  },
  optimization: { minimize: false },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};
