// A plain static file server on loopback: how a remote is deployed on its own (a CDN, nginx),
// apart from the backend. No caching rules, no rewrites; CORS open, as a remote served from
// another origin must be (docs/offline.md).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

function isFileWithin(root, file) {
  try {
    return file.startsWith(`${root}${path.sep}`) && statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves `dir` on a free port of 127.0.0.1; resolves to its origin and a close function.
 */
export async function startStaticServer(dir) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    const file = path.join(root, pathname);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!isFileWithin(root, file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
