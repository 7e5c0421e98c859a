import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { type ConfigFile, generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';
import { parse } from 'yaml';
import { ERROR_CODES } from '@app/contracts/common';
import { buildOpenApiYaml } from './build-openapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

async function committedDocument() {
  return parse(await readFile(path.join(root, 'openapi.yaml'), 'utf8'));
}

async function operations(): Promise<[string, Operation][]> {
  const document = await committedDocument();
  return Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([route, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          [`${method.toUpperCase()} ${route}`, operation] as [string, Operation],
      ),
  );
}

describe('openapi.yaml', () => {
  it('is what the controllers generate (run `npm run openapi` after changing the API)', async () => {
    const committed = await readFile(path.join(root, 'openapi.yaml'), 'utf8');
    expect(await buildOpenApiYaml()).toBe(committed);
  });

  it('is an OpenAPI 3 document whose operation ids are unique method names', async () => {
    const document = await committedDocument();
    expect(document.openapi).toMatch(/^3\./);
    const ids = (await operations()).map(([, operation]) => operation.operationId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('publishes every error code as the ErrorCode enum of the error body', async () => {
    const { components } = await committedDocument();
    expect(components.schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
    expect(components.schemas.ErrorBodyDto.required).toContain('code');
  });

  it('states the security of every operation, and documents its errors in the error shape', async () => {
    for (const [name, operation] of await operations()) {
      expect([name, operation.security]).toEqual([name, expect.any(Array)]);
      const errors = Object.entries(operation.responses).filter(
        ([status]) => Number(status) >= 400,
      );
      expect(errors.map(([status]) => status)).toEqual(expect.arrayContaining(['429', '500']));
      if (operation.security?.length) expect(Object.keys(operation.responses)).toContain('401');
    }
  });

  it('makes public only the operations on the allowlist (public-operations.json)', async () => {
    const allowlist = JSON.parse(
      await readFile(path.join(root, 'backend/src/openapi/public-operations.json'), 'utf8'),
    ) as string[];
    const isPublic = (await operations())
      .filter(([, operation]) => operation.security?.length === 0)
      .map(([name]) => name)
      .sort();
    expect(isPublic).toEqual([...allowlist].sort());
  });

  const clientConfigs = readdirSync(path.join(root, 'frontends'))
    .map((app) => path.join(root, 'frontends', app, 'openapi-config.cjs'))
    .filter((file) => existsSync(file));
  const generatedFiles = clientConfigs.flatMap((file) => {
    const dir = path.dirname(file);
    return parseConfig(createRequire(import.meta.url)(file) as ConfigFile).map((options) => ({
      name: path.relative(root, path.resolve(dir, options.outputFile)),
      options: {
        ...options,
        schemaFile: path.resolve(dir, options.schemaFile),
        prettierConfigFile:
          options.prettierConfigFile && path.resolve(dir, options.prettierConfigFile),
      },
    }));
  });

  it('has at least one frontend client generated from it', () => {
    expect(generatedFiles.length).toBeGreaterThan(0);
  });

  it.each(generatedFiles.map(({ name }) => [name]))(
    'matches the generated RTK Query endpoints in %s (run `npm run openapi`)',
    async (name) => {
      const { options } = generatedFiles.find((file) => file.name === name)!;
      const generated = await generateEndpoints({ ...options, outputFile: undefined });
      expect(generated).toBe(await readFile(path.join(root, name), 'utf8'));
    },
  );
});
