import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { freePort } from './free-port.js';

const listen = (port: number): Promise<net.Server> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });

describe('freePort', () => {
  it('finds ports below the ephemeral ranges that a server can then listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThanOrEqual(32_767);
      const server = await listen(port);
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
