import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { setUpApp } from './app.setup.js';
import { createLogger, PinoNestLogger } from './common/logging/logger.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  // on, not once: a second signal (the terminal's and npm's) must not kill a shutdown under way.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  logger.info({ url }, 'Listening');
  console.log(`\n  Invoicing is running at ${url}  (API docs: ${url}/api/docs)\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
