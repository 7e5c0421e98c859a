import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { RATE_LIMIT_HEADERS } from './openapi-conventions.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

type Response = { headers?: Record<string, unknown>; content?: Record<string, unknown> };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
};
type Document = {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

async function committed(): Promise<Document> {
  return parse(await readFile(path.join(root, 'openapi.yaml'), 'utf8')) as Document;
}

async function operations(): Promise<[string, Operation][]> {
  return Object.entries((await committed()).paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${route}`, operation] as [string, Operation],
    ),
  );
}

describe('openapi.yaml as a contract that teaches', () => {
  it('passes `redocly lint` with the recommended rules (redocly.yaml), without an error', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', '--format=json'],
      {
        cwd: root,
        timeout: 60_000,
        maxBuffer: 16 * 1024 * 1024,
        // No usage data and no update check: CI runs offline from Redocly.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: unknown[] }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('gives every operation a summary and a description', async () => {
    for (const [name, operation] of await operations()) {
      expect([name, operation.summary]).toEqual([name, expect.stringMatching(/^[A-Z]/)]);
      expect([name, operation.description]).toEqual([name, expect.stringMatching(/\S/)]);
    }
  });

  it('describes every tag an operation uses, and names a server', async () => {
    const document = await committed();
    const described = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    const used = new Set((await operations()).flatMap(([, operation]) => operation.tags ?? []));
    for (const tag of used) expect([tag, described.get(tag)]).toEqual([tag, expect.any(String)]);
    expect(document.servers?.map((server) => server.url)).toEqual(['/']);
  });

  it('lists 413 and 415 where a body is taken, and the rate-limit headers on every 429', async () => {
    for (const [name, operation] of await operations()) {
      const statuses = Object.keys(operation.responses);
      if (operation.requestBody)
        expect([name, statuses]).toEqual([name, expect.arrayContaining(['413'])]);
      if (operation.requestBody?.content['application/json'])
        expect([name, statuses]).toEqual([name, expect.arrayContaining(['415'])]);
      expect([name, Object.keys(operation.responses['429']?.headers ?? {})]).toEqual([
        name,
        expect.arrayContaining(Object.keys(RATE_LIMIT_HEADERS)),
      ]);
    }
  });

  it('types every error as JSON, also on routes that answer a file', async () => {
    for (const [name, operation] of await operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || response.content === undefined) continue;
        expect([name, status, Object.keys(response.content)]).toEqual([
          name,
          status,
          ['application/json'],
        ]);
      }
    }
  });
});
