// Pre-renders the public pages into dist/prerendered/<language>/<route>.html after the remote's
// production build (docs/public-pages.md): the page and the shell's frame as static HTML, the
// critical CSS inlined, and one deferred script, this remote's islands. The backend serves these
// files for their paths, replacing the origin placeholder with PUBLIC_URL's origin. The pages and
// the islands script join the remote's precache list, so they work offline (docs/offline.md).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { fillPage } from '../../shell/prerender/html.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');
const bundleDir = path.join(distDir, '.prerender');
const require = createRequire(import.meta.url);
const routing = require('../../../contracts/src/routing/remotes.json');
const folder = path.basename(appDir);
const listFile = path.join(distDir, 'precache-manifest.js');

/** Where the backend serves this remote's files (contracts `remoteBasePath`). */
const basePath = `/remotes/${folder}`;

/** The frame's, the platform's and the pages' styles: all a page needs at first paint. */
const siteCss = [
  '../platform/src/ui/platform.css',
  '../shell/src/styles/shell.css',
  'src/styles/public-pages.css',
]
  .map((file) => readFileSync(path.join(appDir, file), 'utf8'))
  .join('\n');
/** The invoice status and pay pages' own styles, on those pages alone. */
const statusCss = readFileSync(
  path.join(appDir, 'src/features/invoice-status/invoice-status.css'),
  'utf8',
);

execFileSync(
  process.execPath,
  [
    require.resolve('webpack-cli/bin/cli.js'),
    '-c',
    path.join(appDir, 'prerender/webpack.config.js'),
  ],
  { stdio: 'inherit', cwd: appDir },
);
const { renderPath, prerenderTargets } = require(path.join(bundleDir, 'prerender.cjs'));

const scripts = readdirSync(distDir);
/** The file a pre-render bundle (prerender/webpack.config.js) wrote for `name`. */
function scriptOf(name) {
  const file = scripts.find((each) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(each));
  if (file === undefined) throw new Error(`the ${name} bundle was not built`);
  return file;
}
const islands = scriptOf('islands');
const status = scriptOf('status');

// The shell's page template, from its sources: the same head (manifest, icons, origin meta) on
// every page, whichever build wrote it. The page's script replaces the shell's.
const shellTemplate = readFileSync(path.join(appDir, '../shell/src/index.html'), 'utf8').replace(
  '<%= publicOriginPlaceholder %>',
  routing.originPlaceholder,
);
const templateWith = (script, template = shellTemplate) =>
  template.replace('</head>', `<script defer src="${basePath}/${script}"></script></head>`);
// A page that reads without JavaScript needs no note asking for it (the status pages keep it).
const readingTemplate = shellTemplate.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');

/**
 * The invoice status and pay pages (the routes that are not localized): one template for every
 * invoice, which their own script fills in. `data-prerendered="template"` makes the shell, when a
 * signed-in visitor hands the page over, render it afresh rather than hydrate the loading state
 * (the customer's stored language may differ from the template's).
 */
const STATUS_ROUTES = new Set(['invoiceStatus', 'pay']);

/** The pages and the islands script, with their revisions, for the service worker. */
const precached = [{ url: islands, revision: null }];
for (const { id, language, path: pagePath } of prerenderTargets()) {
  mkdirSync(path.join(distDir, 'prerendered', language), { recursive: true });
  const { head, body } = await renderPath(pagePath);
  const file = path.join(distDir, 'prerendered', language, `${id}.html`);
  if (STATUS_ROUTES.has(id)) {
    const html = fillPage(templateWith(status), {
      language,
      head,
      css: `${siteCss}\n${statusCss}`,
      body,
    }).replace('data-prerendered="true"', 'data-prerendered="template"');
    // Not precached: the pages show nothing without the network, and the worker answers their
    // addresses with the shell's page (docs/offline.md).
    writeFileSync(file, html);
    continue;
  }
  const html = fillPage(templateWith(islands, readingTemplate), {
    language,
    head,
    css: siteCss,
    body,
  });
  writeFileSync(file, html);
  // Root-relative: the worker resolves the list's URLs against this remote's entry.
  precached.push({ url: pagePath, revision: createHash('md5').update(html).digest('hex') });
}
// The remote's build wrote its files' list; the pages join it, so a changed page makes browsers
// update it. The list is a script the worker runs with
// importScripts (and the minifier's output), so it is read as the worker would run it.
const worker = { self: {} };
runInNewContext(readFileSync(listFile, 'utf8'), worker);
if (!Array.isArray(worker.self.__precacheList)) {
  throw new Error(`${listFile} is not the list PrecacheListPlugin writes`);
}
writeFileSync(
  listFile,
  `self.__precacheList=${JSON.stringify([...worker.self.__precacheList, ...precached])};\n`,
);
rmSync(bundleDir, { recursive: true, force: true });
console.log(
  `prerender: ${prerenderTargets().length} pages written to dist/prerendered, ${precached.length - 1} precached`,
);
