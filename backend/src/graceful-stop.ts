import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { watchHttpServer } from './common/http/http-drain.js';
import { ShutdownState } from './health/shutdown-state.js';

export type GracefulStopOptions = {
  /** From the signal to the exit, whatever is still going on (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  logger: Logger;
  /** What must stop after the app, which still uses it while closing (the embedded database). */
  afterClose?: () => Promise<void> | undefined;
};

/**
 * The stop a signal starts, in order: readiness answers 503; no new connections; the requests
 * under way finish; then Nest's shutdown (queue workers and periodic work stop and finish what
 * they hold, then the pool and Redis close); exit 0. At the deadline the connections left are
 * destroyed and the process exits 1. Returns the handler for the signals; it runs once, and a
 * later signal does not cut the stop short. Call before listen: it watches the requests.
 */
export function stopGracefully(
  app: NestExpressApplication,
  options: GracefulStopOptions,
): (signal: string) => Promise<void> {
  const { timeoutMs, logger } = options;
  const http = watchHttpServer(app.getHttpServer());
  let stopping = false;

  return async (signal) => {
    if (stopping) {
      logger.info({ signal }, 'Already shutting down');
      return;
    }
    stopping = true;
    const started = Date.now();
    logger.info({ signal, timeoutMs }, 'Shutting down: finishing the requests under way');
    app.get(ShutdownState).begin();

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const drained = http.drain(deadline.signal);
    // After drain's own listener, which destroys the connections left.
    deadline.signal.addEventListener('abort', () => {
      logger.error(
        { timeoutMs },
        'Shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS: open connections were cut',
      );
      process.exit(1);
    });

    try {
      if (!(await drained)) return;
      logger.info({ ms: Date.now() - started }, 'Requests finished: stopping the app');
      await app.close();
      await options.afterClose?.();
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
    clearTimeout(timer);
    logger.info({ ms: Date.now() - started }, 'Shut down');
    process.exit(0);
  };
}
