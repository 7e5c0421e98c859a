// Sends 100 invoices by e-mail at once through the real built backend (backend/dist/main.js) to
// a loopback SMTP server (the `smtp-server` package) and prints how fast they are delivered:
// every mail is rendered (subject, HTML, text, PDF with the invoice) and sent over SMTP. Asserts
// only that each request was delivered exactly once and ended `sent`; speed never fails the run.
// Usage: npm run bench:email [-- --no-build]   env: BENCH_EMAILS (100), DATABASE_URL (a server
// to create a throwaway database on; unset: an embedded PostgreSQL), REDIS_URL (set: the queue
// runs on Bull over that Redis under a prefix of its own; unset: the in-process queue).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { clearTimeout } from 'node:timers';
import { TextEncoder } from 'node:util';
import { SignJWT } from 'jose';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  benchDatabase,
  cleanUp,
  cpuMsOf,
  ensureBackendBuilt,
  importDist,
  onCleanUp,
  percentile,
  root,
  temporaryDir,
} from './lib/bench-support.mjs';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 100);
// Fixed, throwaway values: the token the benchmark mints must verify on the backend.
const AUTH_SECRET = 'bench-email-auth-secret-0123456789abcdefghijklmnop';
const SECRETS_KEY = 'bench-email-secrets-key-0123456789abcdefghijklmnop';

await ensureBackendBuilt();
const dist = importDist;
const { freePort } = await dist('backend/dist/common/net/free-port.js');
const { sampleInvoice } = await dist('contracts/dist/documents/testing/sample-invoice.js');

/** A loopback SMTP server that counts what it accepts, by Message-ID. */
async function startSmtp() {
  const delivered = new Map();
  let onDelivery = () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks).subarray(0, 4096).toString('latin1');
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? 'none';
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
        callback();
        onDelivery();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanUp(() => new Promise((resolve) => server.close(resolve)));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    delivered,
    count: () => [...delivered.values()].reduce((sum, n) => sum + n, 0),
    untilCount(n, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Only ${this.count()} of ${n} mails`)),
          timeoutMs,
        );
        onDelivery = () => {
          if (this.count() >= n) {
            clearTimeout(timer);
            resolve();
          }
        };
        onDelivery();
      });
    },
  };
}

async function startBackend(env) {
  const output = [];
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  onCleanUp(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The backend did not start within 90 s:\n${output.join('')}`);
}

let failure;
try {
  const databaseUrl = await benchDatabase('bench-email');

  const smtp = await startSmtp();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDir('invoicing-bench-email-data-');
  const redisUrl = process.env.REDIS_URL?.trim();
  const backend = await startBackend({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Invoicing <invoices@bench.example>',
    REDIS_URL: redisUrl ?? '',
    QUEUE_PREFIX: `bench-email-${process.pid}-${Date.now()}`,
    AUTH_SECRET,
    SECRETS_KEY,
    RATE_LIMIT_API_PER_MINUTE: '9999999',
    // One user sends every e-mail of the run.
    EMAIL_LIMIT_PER_HOUR: '9999999',
    EMAIL_LIMIT_PER_DAY: '9999999',
  });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  onCleanUp(() => client.end());
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (email, display_name) VALUES ('bench@example.test', 'bench') RETURNING id`,
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: 'bench@example.test' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(new URL(publicUrl).origin)
    .setAudience('invoicing-api')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(new TextEncoder().encode(AUTH_SECRET));
  const call = async (method, route, body) => {
    const response = await fetch(`${backend.baseUrl}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
    return response.json();
  };

  // The invoices exist first (saved, numbered: three lines each); only sending is measured.
  console.log(`Saving ${EMAILS} invoices…`);
  const invoiceIds = [];
  for (let n = 0; n < EMAILS; n += 1) {
    const {
      id: _draftId,
      total: _total,
      ...invoice
    } = sampleInvoice(3, {
      status: 'concept',
      invoiceNumber: '',
    });
    invoiceIds.push((await call('POST', '/api/invoices', { invoice })).id);
  }

  console.log(
    `Sending ${EMAILS} e-mails at once (${redisUrl ? 'Bull on REDIS_URL' : 'in-process queue'})…`,
  );
  const cpuBefore = cpuMsOf(backend.child.pid);
  const started = performance.now();
  const accepted = await Promise.all(
    invoiceIds.map((id) =>
      call('POST', `/api/invoices/${id}/send-email`, {
        recipientEmail: 'anna@jansen.nl',
        customMessage: 'Thank you for your order.',
        locale: 'nl',
      }),
    ),
  );
  const allAccepted = performance.now() - started;
  await smtp.untilCount(EMAILS, 120_000);
  // Delivered is when the last record says so (a beat after the server's last 250).
  const settleBy = Date.now() + 10_000;
  while (Date.now() < settleBy) {
    const { rows: open } = await client.query(
      `SELECT count(*)::int AS n FROM invoice_emails WHERE status IN ('planned', 'sending')`,
    );
    if (open[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const allDelivered = performance.now() - started;
  const cpuMs = cpuMsOf(backend.child.pid) - cpuBefore;

  // Exactly once: one mail per record, every record sent.
  const { rows } = await client.query(
    `SELECT id, status, sent_at, scheduled_at FROM invoice_emails ORDER BY sent_at`,
  );
  const ids = new Set(accepted.map(({ email }) => email.id));
  const problems = [];
  for (const { email } of accepted) {
    const count = smtp.delivered.get(`<email-${email.id}@bench.example>`) ?? 0;
    if (count !== 1) problems.push(`${email.id} delivered ${count} times`);
  }
  for (const row of rows) if (row.status !== 'sent') problems.push(`${row.id} is ${row.status}`);
  if (smtp.count() !== EMAILS || rows.length !== ids.size) {
    problems.push(`${smtp.count()} mails for ${rows.length} records and ${ids.size} requests`);
  }
  if (problems.length > 0) throw new Error(`Not exactly once:\n${problems.join('\n')}`);

  const latencies = rows
    .map((row) => row.sent_at.getTime() - row.scheduled_at.getTime())
    .sort((a, b) => a - b);
  const mailsPerSecond = EMAILS / (allDelivered / 1000);
  console.log('');
  console.log(
    `| e-mails | queue | accepted in | delivered in | mails/s | p50 queued→sent | p95 | CPU ms/mail |`,
  );
  console.log(
    `| ------: | ----- | ----------: | -----------: | ------: | --------------: | --: | ----------: |`,
  );
  console.log(
    `| ${EMAILS} | ${redisUrl ? 'Bull' : 'in-process'} | ${Math.round(allAccepted)} ms | ` +
      `${Math.round(allDelivered)} ms | ${mailsPerSecond.toFixed(1)} | ` +
      `${percentile(latencies, 0.5)} ms | ${percentile(latencies, 0.95)} ms | ` +
      `${(cpuMs / EMAILS).toFixed(1)} |`,
  );
  console.log(`\nAll ${EMAILS} delivered exactly once; every record is sent.`);
} catch (error) {
  failure = error;
} finally {
  await cleanUp();
}
if (failure) {
  console.error(failure);
  process.exit(1);
}
