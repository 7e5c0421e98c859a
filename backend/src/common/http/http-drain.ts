import type { Server, ServerResponse } from 'node:http';

export type HttpDrain = {
  /**
   * Stops accepting connections, closes the idle ones and lets the requests under way finish,
   * each answered with `Connection: close`. Resolves true once every connection is closed, or
   * false when `deadline` aborted first (the connections left are destroyed then).
   */
  drain(deadline: AbortSignal): Promise<boolean>;
};

/**
 * Watches a server's requests from the start, so that at shutdown it knows which connections
 * are busy: Node's close() alone stops listening but keeps serving keep-alive connections, and
 * Nest's close() destroys them all, cutting off the requests under way.
 */
export function watchHttpServer(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const closeAfterAnswer = (response: ServerResponse): void => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };

  // Prepended: Express may answer synchronously, before a listener after it would run.
  server.prependListener('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) closeAfterAnswer(response);
    response.once('close', () => {
      inFlight.delete(response);
      // A response whose headers went out before the drain keeps its connection alive: close
      // it now that it is idle.
      if (draining) server.closeIdleConnections();
    });
  });

  return {
    drain(deadline) {
      draining = true;
      for (const response of inFlight) closeAfterAnswer(response);
      return new Promise<boolean>((resolve) => {
        const cut = (): void => {
          server.closeAllConnections();
          resolve(false);
        };
        if (deadline.aborted) return cut();
        deadline.addEventListener('abort', cut, { once: true });
        // Closes the idle connections too; the callback runs once the last connection closed.
        server.close(() => {
          deadline.removeEventListener('abort', cut);
          resolve(true);
        });
      });
    },
  };
}
