import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { parse } from 'yaml';
import { buildOpenApiYaml } from './build-openapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('openapi.yaml', () => {
  it('is what the controllers generate (run `npm run openapi` after changing the API)', async () => {
    const committed = await readFile(path.join(root, 'openapi.yaml'), 'utf8');
    expect(await buildOpenApiYaml()).toBe(committed);
  });

  it('is an OpenAPI 3 document whose operation ids are unique method names', async () => {
    const document = parse(await readFile(path.join(root, 'openapi.yaml'), 'utf8'));
    expect(document.openapi).toMatch(/^3\./);
    const ids = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('matches the API types generated into contracts (run `npm run openapi`)', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'openapi-')), 'schema.gen.ts');
    execFileSync(
      path.join(root, 'node_modules/.bin/openapi-typescript'),
      [path.join(root, 'openapi.yaml'), '-o', out],
      { stdio: 'ignore' },
    );
    const committed = await readFile(path.join(root, 'contracts/src/api/schema.gen.ts'), 'utf8');
    expect(await readFile(out, 'utf8')).toBe(committed);
  });

  const clientConfigs = readdirSync(path.join(root, 'frontends'))
    .map((app) => path.join(root, 'frontends', app, 'openapi-config.cjs'))
    .filter((file) => existsSync(file));

  it('has at least one frontend client generated from it', () => {
    expect(clientConfigs.length).toBeGreaterThan(0);
  });

  it.each(clientConfigs.map((file) => [path.relative(root, file), file]))(
    'matches the RTK Query client of %s (run `npm run openapi`)',
    async (_name, file) => {
      const config = createRequire(import.meta.url)(file);
      const dir = path.dirname(file);
      const generated = await generateEndpoints({
        ...config,
        schemaFile: path.resolve(dir, config.schemaFile),
        prettierConfigFile: path.resolve(dir, config.prettierConfigFile),
        outputFile: undefined,
      });
      expect(generated).toBe(await readFile(path.resolve(dir, config.outputFile), 'utf8'));
    },
  );
});
