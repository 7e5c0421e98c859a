import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { setUpApp } from '../../src/app.setup.js';
import { createLogger } from '../../src/common/logging/logger.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { checkErrorContract } from './error-contract.js';
import { repositoryRoot } from './paths.js';

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Extra controllers mounted next to the real ones, to probe cross-cutting behaviour. */
  controllers?: Type[];
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.js');
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...env }, repositoryRoot);
}

/** The real application, wired exactly as main.ts wires it, against the test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<NestExpressApplication> {
  const config = testConfig(options.env);
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    controllers: options.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: false,
  });
  app.use(checkErrorContract);
  setUpApp(app, config, createLogger(config));
  await app.init();
  return app;
}
