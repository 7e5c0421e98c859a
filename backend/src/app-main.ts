import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { setUpApp } from './app.setup.js';
import { createLogger, PinoNestLogger } from './common/logging/logger.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import type { EmbeddedDatabase } from './database/embedded-postgres.js';
import { stopGracefully } from './graceful-stop.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Events on which embedded-postgres (through async-exit-hook) stops its servers and then calls
 * process.exit, at once: the requests under way would be cut off. Our own stop does it in order.
 */
const EXIT_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];

/**
 * Loaded only when used. Its process 'exit' hook (stopping a server still running as the
 * process ends anyway) is kept.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('./database/embedded-postgres.js')> {
  // As a plain emitter: the typed overloads take one kind of event at a time.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const loaded = await import('./database/embedded-postgres.js');
  for (const [event, listeners] of before) {
    for (const listener of emitter.listeners(event)) {
      if (!listeners.includes(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return loaded;
}

export async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, repositoryRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    logger.info(
      { dir: path.join(config.dataDir, 'postgres') },
      'DATABASE_URL is not set: starting the embedded PostgreSQL',
    );
    const { startEmbeddedPostgres } = await loadEmbeddedPostgres();
    embedded = await startEmbeddedPostgres(config.dataDir, (line) =>
      logger.debug({ context: 'postgres' }, line.trim()),
    );
    config = { ...config, databaseUrl: embedded.url };
  }

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  setUpApp(app, config, logger);

  const stop = stopGracefully(app, {
    timeoutMs: config.shutdownTimeoutMs,
    logger,
    afterClose: () => embedded?.stop(),
  });
  // on, not once: a second signal (the terminal's and npm's) must not kill a shutdown under way.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  logger.info({ url }, 'Listening');
  console.log(`\n  Invoicing is running at ${url}  (API docs: ${url}/api/docs)\n`);
}
