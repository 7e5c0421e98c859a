// @ts-check
// The webpack + module-federation set-up every frontend shares. Each app's webpack.config.js is a
// call to createWebpackConfig with its module-federation.config.js; only the shell (the host) has
// an HTML page and an entry of its own, the remotes build only remoteEntry.js and their chunks.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// The minimizer plugin webpack itself depends on, listed in our devDependencies at the same version.
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const webpack = require('webpack');

const repoRoot = path.resolve(__dirname, '..');

/**
 * The remotes and how they are served, as contracts/src/routing/remotes.ts declares them: this
 * CommonJS config cannot import TypeScript, so it reads the JSON twin that remotes.spec.ts keeps
 * equal to the module.
 * @type {{ remotes: Array<{ name: string, folder: string }>, entryFile: string, originPlaceholder: string }}
 */
const routing = require('../contracts/src/routing/remotes.json');

/**
 * A remote's federation name is what the shell asks the federation runtime for, so a remote
 * built under another name than the list's would only fail in the browser: fail the build.
 * @param {string} appDir
 * @param {string} name
 */
function checkRemoteName(appDir, name) {
  const folder = path.basename(appDir);
  const listed = routing.remotes.find((remote) => remote.folder === folder);
  if (listed === undefined) {
    throw new Error(
      `frontends/${folder} builds a remote that contracts/src/routing/remotes.json does not list`,
    );
  }
  if (listed.name !== name) {
    throw new Error(
      `frontends/${folder}/module-federation.config.js names the remote "${name}", but contracts/src/routing/remotes.json (which the shell loads by) names it "${listed.name}"`,
    );
  }
}

/** Loaded once per page and shared by the shell and every remote (one React for all: docs/decisions.md). */
const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  '@app/platform',
];

/** The folder of an installed npm package. */
function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * Singletons provided through a module of ours that re-exports only what the frontends use
 * (platform/src/shared-modules): federation shares a module whole, so sharing these packages
 * themselves would ship every export (react-router 7's whole data and server API).
 */
const narrowedSingletons = {
  'react-router-dom': path.join(
    repoRoot,
    'frontends/platform/src/shared-modules/react-router-dom.ts',
  ),
  'react-i18next': path.join(repoRoot, 'frontends/platform/src/shared-modules/react-i18next.ts'),
};

/**
 * @param {string} appDir
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function sharedSingletonsOf(appDir) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const requiredVersion = dependencies[name];
      if (typeof requiredVersion !== 'string') {
        throw new Error(`${name} is shared, so it must be a dependency in ${appDir}/package.json`);
      }
      const narrowed = narrowedSingletons[name];
      if (narrowed === undefined) return [name, { singleton: true, requiredVersion }];
      // The module is ours, so its version is the package's it stands for.
      const { version } = require(path.join(packageDir(name), 'package.json'));
      return [name, { singleton: true, requiredVersion, version, import: narrowed }];
    }),
  );
}

/**
 * How every bundle of our sources (the apps, the shell's pre-renderer, the documents harness)
 * finds the workspace packages.
 * @type {import('webpack').ResolveOptions}
 */
const sourceResolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // contracts is ESM with `.js` suffixes on relative imports of `.ts` files.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: {
    '@app/contracts': path.join(repoRoot, 'contracts/src'),
    '@app/platform$': path.join(repoRoot, 'frontends/platform/src/index.ts'),
    // Not the platform singleton: each remote that draws a chart bundles this entry itself, and
    // Chartist in a chunk of its own (platform/src/charts/index.ts).
    // Nor are the dialogs and form controls (platform/src/controls.ts).
    '@app/platform/controls$': path.join(repoRoot, 'frontends/platform/src/controls.ts'),
    '@app/platform/charts$': path.join(repoRoot, 'frontends/platform/src/charts/index.ts'),
    // Nor what a page running without the shell uses (the invoice status and pay pages' entry).
    '@app/platform/light$': path.join(repoRoot, 'frontends/platform/src/light.ts'),
    // The package behind the narrowed react-i18next singleton, under a name federation does not share.
    '@app/upstream/react-i18next$': path.join(packageDir('react-i18next'), 'dist/es/index.js'),
  },
};

/**
 * react-router 7 points every export condition at its development build; production bundles get
 * its production build (no dev warnings, about a fifth smaller).
 * @param {boolean} production
 * @returns {import('webpack').ResolveOptions}
 */
function appResolve(production) {
  if (!production) return sourceResolve;
  const reactRouter = path.join(packageDir('react-router'), 'dist/production');
  return {
    ...sourceResolve,
    alias: {
      ...sourceResolve.alias,
      'react-router$': path.join(reactRouter, 'index.mjs'),
      'react-router/dom$': path.join(reactRouter, 'dom-export.mjs'),
    },
  };
}

/** @param {boolean} production */
function scriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        // The repository's .swcrc is for the Node packages; the browser build is configured here.
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
          experimental: { keepImportAttributes: true },
        },
        sourceMaps: true,
      },
    },
  };
}

/**
 * The name of an entry chunk. webpack 5.111 with @module-federation/enhanced 2.9.2 fails on
 * `[contenthash]` here (module-federation/core#5077): the federation runtime module asks for its
 * own chunk's file name, to work out the output's root folder, before content hashes exist. The
 * hash does not change that folder, so the name is given unhashed at that moment only.
 * @param {string} hashed
 * @returns {string | ((pathData: import('webpack').PathData) => string)}
 */
function entryFilename(hashed) {
  if (hashed === '') {
    return '[name].js';
  }
  return (pathData) => {
    const contentHash =
      pathData.chunk && 'contentHash' in pathData.chunk ? pathData.chunk.contentHash : undefined;
    return contentHash && contentHash.javascript ? `[name]${hashed}.js` : '[name].js';
  };
}

/** Files whose names carry a content hash need no revision of their own in a precache list. */
const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Never precached: source maps and licence notes. */
const NOT_PRECACHED = /\.(map|LICENSE\.txt)$/;

/**
 * Writes precache-manifest.js beside a remote's entry: every file of the build with a content
 * revision, assigned to the global the shell's service worker reads through importScripts
 * (frontends/shell/service-worker/sw.ts). A new build of the remote changes this file, which is
 * what makes browsers install a new service worker and offer the reload (docs/offline.md).
 */
class PrecacheListPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecacheListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const entries = Object.keys(assets)
            .filter((name) => !NOT_PRECACHED.test(name) && name !== precacheListFile)
            .sort()
            .map((name) => ({
              url: name,
              revision: HASHED_NAME.test(name)
                ? null
                : createHash('md5').update(assets[name].buffer()).digest('hex'),
            }));
          compilation.emitAsset(
            precacheListFile,
            new webpack.sources.RawSource(`self.__precacheList=${JSON.stringify(entries)};\n`),
          );
        },
      );
    });
  }
}

const precacheListFile = 'precache-manifest.js';

/** The shell's static files (web app manifests, icons), emitted as they are from public/. */
class PublicFilesPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFilesPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const name of readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
            if (!name.isFile()) continue;
            const file = path.join(name.parentPath, name.name);
            const asset = path.relative(this.dir, file).split(path.sep).join('/');
            compilation.fileDependencies.add(file);
            compilation.emitAsset(asset, new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Preload links in the shell's HTML for the scripts its start needs after main.js: the chunks of
 * main.ts's `import('./bootstrap')` and those of the shared singletons the shell provides. The
 * browser would otherwise find them only once main.js has run, a round trip later; the
 * pre-rendered pages are made from this HTML, so they carry the links too (docs/performance.md).
 */
class PreloadStartChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartChunksPlugin',
        (data) => {
          const startGroups = compilation.chunkGroups.filter((group) =>
            group.origins.some(
              (origin) =>
                origin.request === './bootstrap' ||
                origin.module?.constructor.name === 'ProvideSharedModule',
            ),
          );
          const files = new Set(
            startGroups.flatMap((group) =>
              group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))),
            ),
          );
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
          for (const file of [...files].sort()) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadStartChunksPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            });
          }
          return data;
        },
      );
    });
  }
}

/**
 * A service worker that takes itself away: what the shell ships when SERVICE_WORKER=false, so
 * browsers that installed the real one drop it (and its caches' control) on their next visit.
 */
const killSwitchWorker = `self.addEventListener('install',()=>self.skipWaiting());
self.addEventListener('activate',(e)=>e.waitUntil(caches.keys().then((k)=>Promise.all(k.map((n)=>caches.delete(n)))).then(()=>self.registration.unregister()).then(()=>self.clients.matchAll({type:'window'})).then((cs)=>cs.forEach((c)=>c.navigate(c.url)))));
`;

/** The shell's service worker plugins: the Workbox build, or the kill switch when switched off. */
function serviceWorkerPlugins(appDir, enabled) {
  if (!enabled) {
    return [
      {
        /** @param {import('webpack').Compiler} compiler */
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('KillSwitchWorker', (compilation) => {
            compilation.hooks.processAssets.tap(
              {
                name: 'KillSwitchWorker',
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
              },
              () => compilation.emitAsset('sw.js', new webpack.sources.RawSource(killSwitchWorker)),
            );
          });
        },
      },
    ];
  }
  const { InjectManifest } = require('workbox-webpack-plugin');
  return [
    new InjectManifest({
      // Compiled beforehand by serviceWorkerConfig: compiled here, as a child of this compilation,
      // module federation's plugins would bundle it as a federated container.
      swSrc: path.join(serviceWorkerBuildDir(appDir), 'sw.js'),
      compileSrc: false,
      swDest: 'sw.js',
      // The pre-rendered pages are written after webpack (prerender/run.mjs) into their own list.
      exclude: [NOT_PRECACHED, /^prerendered\//, /^\.prerender\//, precacheListFile],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ];
}

/** @param {string} appDir */
function serviceWorkerBuildDir(appDir) {
  return path.join(appDir, '.sw-build');
}

/**
 * The shell's service worker (service-worker/sw.ts) as a bundle of its own, without federation;
 * built before the shell, whose InjectManifest adds the precache list to it.
 * @param {string} appDir
 * @returns {import('webpack').Configuration}
 */
function serviceWorkerConfig(appDir) {
  return {
    name: 'service-worker',
    context: appDir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './service-worker/sw.ts' },
    output: { path: serviceWorkerBuildDir(appDir), filename: 'sw.js', clean: true },
    resolve: sourceResolve,
    module: { rules: [scriptRule(true)] },
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Whether production builds include the service worker: on unless SERVICE_WORKER=false (README,
 * configuration). Development builds never do.
 * @param {boolean} production
 */
function serviceWorkerEnabled(production) {
  return production && process.env.SERVICE_WORKER !== 'false';
}

/**
 * @typedef {{ name: string, exposes?: Record<string, string> }} FederationOptions
 * @typedef {{
 *   appDir: string,
 *   federation: FederationOptions,
 *   host?: { entry: string, template: string },
 * }} AppOptions
 */

/**
 * The app's configuration; for the shell's production build with the service worker, preceded by
 * the service worker's own.
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createWebpackConfig(options) {
  const app = createAppConfig(options);
  return (env, argv) => {
    const config = app(env, argv);
    if (options.host === undefined || !serviceWorkerEnabled(argv.mode !== 'development')) {
      return config;
    }
    return [serviceWorkerConfig(options.appDir), { ...config, dependencies: ['service-worker'] }];
  };
}

/**
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig({ appDir, federation, host }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    const isRemote = host === undefined;
    if (isRemote) checkRemoteName(appDir, federation.name);
    const withServiceWorker = serviceWorkerEnabled(production);
    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: 'source-map',
      // A remote has no page of its own: the federation plugin adds its remoteEntry.js entry.
      entry: isRemote ? {} : { main: host.entry },
      output: {
        path: path.join(appDir, 'dist'),
        // The shell serves deep links (/nl/features), so its assets are root-relative; a remote
        // works out its own URL from where remoteEntry.js was loaded.
        publicPath: isRemote ? 'auto' : '/',
        filename: entryFilename(hashed),
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        clean: true,
      },
      resolve: appResolve(production),
      module: {
        rules: [
          scriptRule(production),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // Fonts (the PDF's DejaVu Sans, self-hosted web fonts) and images are files of their own.
          { test: /\.(ttf|otf|woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: `[name]${hashed}.css`,
          chunkFilename: `[name]${hashed}.css`,
        }),
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isRemote ? { filename: routing.entryFile, exposes: federation.exposes ?? {} } : {}),
          // Remotes are registered at run time from /app-manifest.json, never baked in.
          remotes: {},
          shared: sharedSingletonsOf(appDir),
          // The shell provides every singleton first; no need to fetch all remotes to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // Leave out the runtime's manifest-snapshot and Node code: remotes come from our own
          // /app-manifest.json, and every app runs in the browser.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new webpack.DefinePlugin({ __SERVICE_WORKER__: JSON.stringify(withServiceWorker) }),
        ...(isRemote && production ? [new PrecacheListPlugin()] : []),
        ...(isRemote
          ? []
          : [
              new PublicFilesPlugin(path.join(appDir, 'public')),
              ...(production ? serviceWorkerPlugins(appDir, withServiceWorker) : []),
              new HtmlWebpackPlugin({
                template: host.template,
                // Written where PUBLIC_URL's origin belongs; the backend fills it in when serving.
                templateParameters: { publicOriginPlaceholder: routing.originPlaceholder },
                scriptLoading: 'defer',
                minify: production ? { collapseWhitespace: true, removeComments: true } : false,
              }),
              new PreloadStartChunksPlugin(),
            ]),
      ],
      optimization: {
        // swc's minifier: several times faster than terser, about the same output size.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'normal',
    };
  };
}

/**
 * A build-time pre-render bundle for Node (the shell's and the public pages remote's
 * `prerender/entry.tsx`): the same sources and aliases as the browser build, npm packages left to
 * Node's require, stylesheets reduced to nothing (the pre-render inlines them itself).
 * @param {{ context: string, outputPath: string }} options
 * @returns {import('webpack').Configuration}
 */
function prerenderBundleConfig({ context, outputPath }) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    context,
    entry: { prerender: './entry.tsx' },
    output: {
      path: outputPath,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: sourceResolve,
    externals: [
      ({ request }, callback) => {
        if (
          request !== undefined &&
          /^[a-z@][^:]*$/i.test(request) &&
          !request.startsWith('@app/')
        ) {
          return callback(undefined, `commonjs ${request}`);
        }
        return callback();
      },
    ],
    module: { rules: [scriptRule(true), { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  createWebpackConfig,
  prerenderBundleConfig,
  scriptRule,
  sharedSingletons,
  sourceResolve,
};
