import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { createOpenApiDocument, openApiYaml } from './openapi-document.js';

/**
 * Builds the API contract from the controllers' decorators without a database or a port
 * (preview mode instantiates nothing).
 */
export async function buildOpenApiYaml(): Promise<string> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }, process.cwd()),
    databaseUrl: 'postgres://unused/unused',
  };
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  await app.init();
  const yaml = openApiYaml(createOpenApiDocument(app));
  await app.close();
  return yaml;
}
