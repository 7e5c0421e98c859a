// Bundles prerender/entry.tsx for Node: the same sources and aliases as the browser build, npm
// packages left to Node's require, stylesheets reduced to nothing (run.mjs inlines them itself).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');

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
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: {
      '@app/contracts': path.join(repoRoot, 'contracts/src'),
      '@app/platform$': path.join(repoRoot, 'frontends/platform/src/index.ts'),
    },
  },
  externals: [
    ({ request }, callback) => {
      if (request !== undefined && /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@app/')) {
        return callback(undefined, `commonjs ${request}`);
      }
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            swcrc: false,
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
              experimental: { keepImportAttributes: true },
            },
          },
        },
      },
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: false },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};
