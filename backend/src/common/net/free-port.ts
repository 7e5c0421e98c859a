import net from 'node:net';

/**
 * A TCP port nothing listens on at this moment, on loopback (the OS picks; closed again before it
 * is used). The one implementation for the embedded PostgreSQL, the e2e support and the scripts
 * that start the built app (scripts/lib/start-app.mjs).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
