import { randomInt } from 'node:crypto';
import net from 'node:net';

/**
 * Ports are looked for below the operating systems' ephemeral ranges (Linux 32768–60999, macOS
 * and Windows 49152–65535): a port the OS hands out for `listen(0)` is also the local end it
 * gives the next outgoing connection (a database or Redis client), so one found free that way
 * could be taken by such a connection before its server binds it (seen as EADDRINUSE when test
 * suites ran side by side). Here only another caller picking the same port at random can.
 */
const LOWEST = 20_000;
const HIGHEST = 32_767;
const ATTEMPTS = 50;

const listensFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // All interfaces: the app listens on 0.0.0.0 by default, which any listener on the port blocks.
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** The OS's choice: the fallback when no port of our range was free. */
const anyPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A TCP port nothing listens on at this moment (closed again before it is used). The one
 * implementation for the embedded PostgreSQL, the e2e support and the scripts that start the
 * built app (scripts/lib/start-app.mjs).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = randomInt(LOWEST, HIGHEST + 1);
    if (await listensFree(port)) return port;
  }
  return anyPort();
}
