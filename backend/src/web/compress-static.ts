import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { preferredEncoding, type Encoding } from '../common/http/accept-encoding.js';

const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Compressed bodies by file, encoding and modification time; the built files rarely change. */
const cache = new Map<string, Buffer>();

export function compressBody(body: Buffer | string, encoding: Encoding, key?: string): Buffer {
  const cached = key === undefined ? undefined : cache.get(key);
  if (cached !== undefined) return cached;
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: 9 });
  if (key !== undefined) cache.set(key, compressed);
  return compressed;
}

/**
 * Serves text assets (scripts, styles, JSON, SVG) from `dir` compressed with brotli or gzip when
 * the browser accepts it, compressing each file once. Everything else falls through to
 * express.static, which also answers browsers that accept no compression.
 */
export function compressedStatic(
  dir: string,
  cacheControl: (file: string) => string,
): RequestHandler {
  const root = path.resolve(dir);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const type = COMPRESSIBLE[path.extname(request.path)];
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (type === undefined || encoding === null) return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(request.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(`${root}${path.sep}`)) return next();
    let mtime: number;
    try {
      const stats = statSync(file);
      if (!stats.isFile()) return next();
      mtime = stats.mtimeMs;
    } catch {
      return next();
    }
    const body = compressBody(readFileSync(file), encoding, `${file}:${encoding}:${mtime}`);
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', cacheControl(file));
    response.setHeader('Content-Length', String(body.length));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    response.end(body);
  };
}
