import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

function pathOnly(url: string | undefined): string {
  // Query strings can carry one-time codes and tokens (OAuth callbacks); log the path only.
  return (url ?? '').split('?')[0];
}

/** One JSON line per API request: method, path, status, duration; never headers or bodies. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: {
      ignore: (request: IncomingMessage) => !pathOnly(request.url).startsWith('/api/'),
    },
    // Ours read the raw request and response: pino-http's wrappers would first copy every
    // header of each request into an object these never look at.
    wrapSerializers: false,
    serializers: {
      req: (request: IncomingMessage & { id?: unknown }) => ({
        id: request.id,
        method: request.method,
        path: pathOnly(request.url),
      }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
  });
}
