// Pre-renders the home page into dist/prerendered/<language>/home.html after the shell's
// production build (docs/public-pages.md). The backend serves these files for their paths,
// replacing the origin placeholder with PUBLIC_URL's origin; the shell hydrates them. The public
// pages are pre-rendered by their own remote's build (frontends/public-pages/prerender).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPage } from './html.mjs';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(shellDir, 'dist');
const bundleDir = path.join(distDir, '.prerender');
const require = createRequire(import.meta.url);

const shellCss = readdirSync(distDir)
  .filter((name) => name.endsWith('.css'))
  .sort()
  .map((name) => readFileSync(path.join(distDir, name), 'utf8'));
/** The stylesheet of the remote's part each page pre-renders. */
const remoteCss = { home: '../editor/src/pages/home-intro.css' };

/** The CSS a page needs at first paint: the shell's (frame, platform) and its remote part's. */
function criticalCss(id) {
  const own = readFileSync(path.join(shellDir, remoteCss[id]), 'utf8');
  return [...shellCss, own].join('\n');
}

execFileSync(
  process.execPath,
  [
    require.resolve('webpack-cli/bin/cli.js'),
    '-c',
    path.join(shellDir, 'prerender/webpack.config.js'),
  ],
  { stdio: 'inherit', cwd: shellDir },
);
const { renderPath, prerenderTargets } = require(path.join(bundleDir, 'prerender.cjs'));

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** The pages, with their revisions, for the service worker to precache (docs/offline.md). */
const pages = [];
let written = 0;
for (const { id, language, path: pagePath } of prerenderTargets()) {
  mkdirSync(path.join(distDir, 'prerendered', language), { recursive: true });
  const { head, body } = await renderPath(pagePath);
  const html = fillPage(template, { language, head, css: criticalCss(id), body });
  writeFileSync(path.join(distDir, 'prerendered', language, `${id}.html`), html);
  pages.push({ url: pagePath, revision: createHash('md5').update(html).digest('hex') });
  written += 1;
}
// Read by the service worker with importScripts, so a changed page makes browsers update it.
writeFileSync(
  path.join(distDir, 'precache-manifest.js'),
  `self.__precacheList=${JSON.stringify(pages)};\n`,
);
rmSync(bundleDir, { recursive: true, force: true });
console.log(`prerender: ${written} pages written to dist/prerendered`);
