import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { freePort } from './support/instances.js';
import { createOwnDatabase } from './support/own-database.js';
import { repositoryRoot } from './support/paths.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser } from './support/users.js';

/**
 * docs/api.md's "Five-minute start", run as written: every `sh` block of the section in order in
 * one bash, the `js`/`ts` blocks named after a file saved under that name first, against a real
 * server on a port (real PostgreSQL, the queue, SMTP to a local mail server). $API and $TOKEN are
 * what a reader has after step 1: the server's address and a token made in the settings.
 */
const SECTION = '## Five-minute start';

type Block = { language: string; file?: string; code: string };

function quickStartBlocks(): Block[] {
  const doc = readFileSync(path.join(repositoryRoot, 'docs/api.md'), 'utf8');
  const start = doc.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`docs/api.md has no "${SECTION}" section`);
  const end = doc.indexOf('\n## ', start + SECTION.length + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^```(\w+)(?: ([\w.-]+))?\n([\s\S]*?)^```$/gm)].map(
    ([, language, file, code]) => ({ language: language!, file, code: code! }),
  );
}

let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let smtp: TestSmtpServer;
let app: NestExpressApplication;
let workDir: string;
let shell: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  // The webhook dispatcher and the e-mail sweeps read every user's rows: a database of its own.
  ownDatabase = await createOwnDatabase('quick_start');
  smtp = await startTestSmtpServer();
  app = await createTestApp({
    env: {
      DATABASE_URL: ownDatabase.url,
      SMTP_URL: smtp.url,
      WEBHOOK_DISPATCH_INTERVAL_MS: '100',
    },
  });
  await app.listen(0, '127.0.0.1');
  // Inside the repository, so `npx` finds the generator among its devDependencies.
  mkdirSync(path.join(repositoryRoot, '.data'), { recursive: true });
  workDir = mkdtempSync(path.join(repositoryRoot, '.data', 'quick-start-'));
}, 60_000);

afterAll(async () => {
  // The reader's receiver runs in the background of the script: end its whole process group.
  if (shell?.pid !== undefined) {
    try {
      process.kill(-shell.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await app?.close();
  await smtp?.close();
  await ownDatabase?.drop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function waitForOutput(text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(text)) {
    if (Date.now() > deadline) throw new Error(`No "${text}" in:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("docs/api.md's five-minute start", () => {
  it('runs as written: a token, an invoice, its e-mail, PDF, UBL, webhooks and a generated client', async () => {
    const blocks = quickStartBlocks();
    expect(blocks.filter((block) => block.language === 'sh').length).toBeGreaterThanOrEqual(5);

    // Step 1 as a reader does it in the settings: signed in, they create a write token.
    const user = await createTestUser(app, 'integrator');
    const created = await request(app.getHttpServer())
      .post('/api/user/tokens')
      .set(...user.auth)
      .send({ token: { name: 'Five-minute start', scope: 'write' } })
      .expect(201);
    const { port } = app.getHttpServer().address() as AddressInfo;

    for (const block of blocks.filter((b) => b.file !== undefined)) {
      writeFileSync(path.join(workDir, block.file!), block.code);
    }
    const script = blocks
      .filter((block) => block.language === 'sh')
      .map((block) => block.code)
      .join('\n');
    writeFileSync(path.join(workDir, 'quick-start.sh'), script);

    shell = spawn('bash', ['-euo', 'pipefail', 'quick-start.sh'], {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: [
          path.dirname(process.execPath),
          path.join(repositoryRoot, 'node_modules/.bin'),
          process.env.PATH,
        ].join(path.delimiter),
        HOME: process.env.HOME ?? workDir,
        API: `http://127.0.0.1:${port}`,
        TOKEN: (created.body as { secret: string }).secret,
        HOOK_PORT: String(await freePort()),
        // Everything the start needs is installed: never reach for a registry.
        npm_config_offline: 'true',
        npm_config_update_notifier: 'false',
      },
    });
    shell.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => shell!.once('exit', resolve));
    expect([exitCode, output]).toEqual([0, expect.any(String)]);

    // Step 4: the minimal create made a numbered, saved invoice.
    const listed = await request(app.getHttpServer())
      .get('/api/invoices')
      .set(...user.auth)
      .expect(200);
    const invoices = (listed.body as { invoices: { id: string; recipient: { company: string } }[] })
      .invoices;
    const invoice = invoices.find((item) => item.recipient.company === 'Bakkerij Jansen');
    expect(invoice).toBeDefined();

    // Step 5: the e-mail reached the mail server, with the invoice's PDF attached.
    const toAnna = (mail: TestSmtpServer['delivered'][number]) =>
      mail.raw.toString('utf8').includes('To: anna@jansen.nl');
    const deadline = Date.now() + 20_000;
    while (!smtp.delivered.some(toAnna)) {
      if (Date.now() > deadline) throw new Error('The e-mail was not delivered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = smtp.delivered.find(toAnna)!;
    expect(mail.parsed.attachments.map((file) => file.contentType)).toContain('application/pdf');

    // Step 6: the PDF and the UBL e-invoice, as files.
    expect(readFileSync(path.join(workDir, 'invoice.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(path.join(workDir, 'invoice.xml'), 'utf8')).toMatch(
      /<Invoice\s[^>]*xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/,
    );

    // Step 7: the receiver verified the signed deliveries of both events.
    await waitForOutput('webhook verified: invoice.created', 20_000);
    await waitForOutput('webhook verified: invoice.sent', 20_000);

    // Step 8: the generated client created an invoice and listed the user's invoices.
    expect(output).toMatch(/created \S+, total 21175 cents/);
    const after = await request(app.getHttpServer())
      .get('/api/invoices')
      .set(...user.auth)
      .expect(200);
    expect((after.body as { total: number }).total).toBe(2);
  }, 180_000);
});
