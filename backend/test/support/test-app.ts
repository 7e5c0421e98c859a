import 'reflect-metadata';
import type { Provider, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../src/app.module.js';
import { setUpApp } from '../../src/app.setup.js';
import { createLogger, PinoNestLogger } from '../../src/common/logging/logger.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { checkErrorContract } from './error-contract.js';
import { repositoryRoot } from './paths.js';

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Extra controllers mounted next to the real ones, to probe cross-cutting behaviour. */
  controllers?: Type[];
  /** Extra providers next to the real ones (e.g. a test IncomingDocumentSink binding). */
  providers?: Provider[];
  /** Receives every log line (set LOG_LEVEL in env to see more than the default). */
  logDestination?: DestinationStream;
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.js');
  // Suites sign in dozens of times a minute from one address; rate-limits.e2e-spec sets its own.
  const relaxed = {
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_API_PER_MINUTE: '100000',
    RATE_LIMIT_STATUS_PER_MINUTE: '100000',
  };
  // Suites share one database: only the suites about scheduled work switch it on (their own).
  const quiet = { SCHEDULED_WORK: 'false' };
  return loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...relaxed, ...quiet, ...env },
    repositoryRoot,
  );
}

/** The real application, wired exactly as main.ts wires it, against the test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<NestExpressApplication> {
  const config = testConfig(options.env);
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    controllers: options.controllers ?? [],
    providers: options.providers ?? [],
  }).compile();
  const logger = createLogger(config, options.logDestination);
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: options.logDestination ? new PinoNestLogger(logger) : false,
  });
  app.use(checkErrorContract);
  setUpApp(app, config, logger);
  await app.init();
  return app;
}
