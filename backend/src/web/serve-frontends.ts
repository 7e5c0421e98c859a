import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  appManifestPath,
  isKnownAppPath,
  matchAppRoute,
  publicOriginPlaceholder,
  remoteBasePath,
  remotes,
  type AppManifest,
} from '@app/contracts/routing';
import express, { type RequestHandler, type Response, type Router } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { preferredEncoding } from '../common/http/accept-encoding.js';
import { compressBody, compressedStatic } from './compress-static.js';
import { publicOrigin, robotsTxt, sitemapXml } from './seo-files.js';

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/;

function cacheControlOf(file: string): string {
  // Entry files must be re-read after a deploy; content-hashed chunks never change.
  return HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const staticOptions: Parameters<typeof express.static>[1] = {
  index: false,
  // No "add a trailing slash" redirect for a folder: it echoes the request's path into Location,
  // and `/\evil.example/%2e%2e/icons` would send a browser to //evil.example/icons/.
  redirect: false,
  fallthrough: true,
  setHeaders: (response, file) => {
    response.setHeader('Cache-Control', cacheControlOf(file));
  },
};

/**
 * Serves the built shell at / and each remote under /remotes/<folder>/ from the API's own port,
 * text assets compressed. Any other GET that is not an API call gets the shell's HTML: the
 * pre-rendered page when a build (the public pages remote's, the shell's) made one for that route
 * and language, else
 * index.html; with status 200 for a route the app knows and 404 (not indexed) for anything else.
 * /robots.txt and /sitemap.xml come from the route table.
 */
export function serveFrontends(config: AppConfig): Router {
  const { frontendsDir } = config;
  const origin = publicOrigin(config.publicUrl);
  const router = express.Router();
  // API calls never look for a file on disk (a stat per request otherwise).
  router.use('/api', (_request, _response, next) => next('router'));
  router.get(appManifestPath, appManifest(config));
  router.get('/robots.txt', textFile('text/plain; charset=utf-8', robotsTxt(origin)));
  router.get('/sitemap.xml', textFile('application/xml; charset=utf-8', sitemapXml(origin)));
  for (const remote of remotes) {
    const dir = path.join(frontendsDir, remote.folder, 'dist');
    router.use(remoteBasePath(remote), compressedStatic(dir, cacheControlOf));
    router.use(remoteBasePath(remote), express.static(dir, staticOptions));
  }
  const shellDir = path.join(frontendsDir, 'shell', 'dist');
  // The service worker precaches the app's HTML by this name (its offline fallback for every
  // route): send it as every other page, with the origin filled in.
  router.get('/index.html', shellFallback(shellDir, [], origin));
  router.use(compressedStatic(shellDir, cacheControlOf));
  router.use(express.static(shellDir, staticOptions));
  const prerenderDirs = [
    ...remotes.map((remote) => path.join(frontendsDir, remote.folder, 'dist')),
    shellDir,
  ];
  router.use(shellFallback(shellDir, prerenderDirs, origin));
  return router;
}

/**
 * The shell reads this at run time to find its remotes, so a remote can be redeployed to a new
 * URL without rebuilding the shell.
 */
function appManifest(config: AppConfig): RequestHandler {
  const manifest: AppManifest = { remotes: config.remotes, preview: config.previewEnvironment };
  return (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(manifest);
  };
}

function textFile(type: string, body: string): RequestHandler {
  return (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type(type).send(body);
  };
}

/** HTML files by path and modification time, with the origin filled in. */
const htmlCache = new Map<string, string>();

function readHtml(file: string, origin: string): { html: string; key: string } {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let html = htmlCache.get(key);
  if (html === undefined) {
    html = readFileSync(file, 'utf8').replaceAll(publicOriginPlaceholder, origin);
    htmlCache.set(key, html);
  }
  return { html, key };
}

function sendHtml(
  response: Response,
  { html, key }: { html: string; key: string },
  acceptEncoding: string | undefined,
): void {
  response.type('html').setHeader('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === null) {
    response.send(html);
    return;
  }
  response.setHeader('Content-Encoding', encoding);
  response.send(compressBody(html, encoding, `${key}:${encoding}`));
}

/**
 * The pre-rendered page for a path, if a build wrote one: prerendered/<lng>/<id>.html in the build
 * that owns it, the public pages remote's for its pages, the shell's for home
 * (docs/public-pages.md). A route with a parameter has one file for every value, a template its
 * script fills in (the invoice status and pay pages, one language: their routes are not
 * localized).
 */
function prerenderedFile(buildDirs: readonly string[], pathname: string): string | null {
  const match = matchAppRoute(pathname);
  if (match === null) return null;
  for (const dir of buildDirs) {
    const file = path.join(dir, 'prerendered', match.language, `${match.route.id}.html`);
    if (existsSync(file)) return file;
  }
  return null;
}

function shellFallback(
  shellDir: string,
  prerenderDirs: readonly string[],
  origin: string,
): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  return (request, response, next) => {
    if (
      !['GET', 'HEAD'].includes(request.method) ||
      request.path.startsWith('/api/') ||
      request.path === '/api'
    ) {
      return next();
    }
    if (!existsSync(indexFile)) {
      response
        .status(503)
        .type('text/plain')
        .send('The frontends are not built yet. Run `npm start` from the repository root.');
      return;
    }
    const known = isKnownAppPath(request.path);
    // The service worker's copy of the shell (not a page of its own: not indexed).
    const shellFile = request.path === '/index.html';
    if (!known) response.setHeader('X-Robots-Tag', 'noindex');
    const file = (known ? prerenderedFile(prerenderDirs, request.path) : null) ?? indexFile;
    response.status(known || shellFile ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    sendHtml(response, readHtml(file, origin), request.headers['accept-encoding']);
  };
}
