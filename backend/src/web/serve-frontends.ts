import { existsSync } from 'node:fs';
import path from 'node:path';
import { isKnownAppPath } from '@app/contracts/routing';
import express, { type RequestHandler, type Router } from 'express';
import type { AppConfig } from '../config/app-config.js';

export const REMOTE_FOLDERS = ['editor', 'admin', 'public-pages'] as const;

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/;

const staticOptions: Parameters<typeof express.static>[1] = {
  index: false,
  fallthrough: true,
  setHeaders: (response, file) => {
    // Entry files must be re-read after a deploy; content-hashed chunks never change.
    response.setHeader(
      'Cache-Control',
      HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
};

/**
 * Serves the built shell at / and each remote under /remotes/<name>/ from the API's own port.
 * Any other GET that is not an API call gets the shell's index.html: with status 200 for a
 * route the app knows and 404 (not indexed) for anything else.
 */
export function serveFrontends(config: AppConfig): Router {
  const { frontendsDir } = config;
  const router = express.Router();
  router.get('/app-manifest.json', appManifest(config));
  for (const remote of REMOTE_FOLDERS) {
    router.use(
      `/remotes/${remote}`,
      express.static(path.join(frontendsDir, remote, 'dist'), staticOptions),
    );
  }
  const shellDir = path.join(frontendsDir, 'shell', 'dist');
  router.use(express.static(shellDir, staticOptions));
  router.use(shellFallback(path.join(shellDir, 'index.html')));
  return router;
}

export type AppManifest = { remotes: AppConfig['remotes']; preview: boolean };

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

function shellFallback(indexFile: string): RequestHandler {
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
    if (!known) response.setHeader('X-Robots-Tag', 'noindex');
    response
      .status(known ? 200 : 404)
      .setHeader('Cache-Control', 'no-cache')
      .sendFile(indexFile);
  };
}
