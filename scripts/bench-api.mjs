// Serves one user's 10,000 invoices from the real built backend (backend/dist/main.js) and, in
// the same run, from a bare "ceiling" server (Fastify + pg, scripts/lib/bench-api-ceiling.mjs)
// that runs the same SQL, and from the same handlers on bare Express 5 (the floor of the stack
// DESIGN.md prescribes), then loads each with autocannon: page 1 and a deep page of
// GET /api/invoices and GET /api/invoices/:id, at 1 and 32 connections. Prints req/s and
// latencies side by side; asserts nothing about speed, only that every answer was a 2xx and that
// all servers answer the same JSON.
// Usage: npm run bench:api [-- --no-build]   env: BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1),
// DATABASE_URL (a server to create a throwaway database on; unset: an embedded PostgreSQL).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { isDeepStrictEqual, TextEncoder } from 'node:util';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const INVOICES = 10_000;
const OTHER_USERS = 4;
const OTHER_USER_INVOICES = 250;
const CONNECTIONS = [1, 32];
// Fixed, throwaway values: the token the benchmark mints must verify on both servers.
const AUTH_SECRET = 'bench-api-auth-secret-0123456789abcdefghijklmnop';
const SECRETS_KEY = 'bench-api-secrets-key-0123456789abcdefghijklmnop';

await ensureBackendBuilt();
const dist = importDist;
const { freePort } = await dist('backend/dist/common/net/free-port.js');
const { sampleInvoice } = await dist('contracts/dist/documents/testing/sample-invoice.js');
const { computeTotals, formatInvoiceNumber, generateId } = await dist(
  'contracts/dist/invoice/index.js',
);
const { toStoredFields } = await dist('backend/dist/invoices/invoice-mapper.js');

// --- processes and cleanup ---------------------------------------------------------------------

/** Starts a node process and waits until `readyUrl` answers; stopped by cleanUp. */
async function startServer(name, script, env, readyUrl) {
  const output = [];
  const child = spawn(process.execPath, [script], {
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
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output.join('')}`);
    try {
      if ((await fetch(readyUrl)).ok) return { child, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${readyUrl} within 90 s:\n${output.join('')}`);
}

/** Where two JSON values first differ, as a path with both sides (to mend the ceiling quickly). */
function firstDifference(ours, ceiling, path = '$') {
  if (isDeepStrictEqual(ours, ceiling)) return null;
  if (ours && ceiling && typeof ours === 'object' && typeof ceiling === 'object') {
    for (const key of new Set([...Object.keys(ours), ...Object.keys(ceiling)])) {
      const found = firstDifference(ours[key], ceiling[key], `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return `${path}: ours ${JSON.stringify(ours)?.slice(0, 200)}, ceiling ${JSON.stringify(ceiling)?.slice(0, 200)}`;
}

// --- seed ----------------------------------------------------------------------------------------
const CUSTOMERS = ['Acme B.V.', 'Globex N.V.', 'Initech', 'Stark BV', 'Wayne & Zonen', 'Umbrella'];
const day = (start, offset) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** One stored row as the API's create path would store it (toStoredFields of backend/dist). */
function invoiceRow(userId, sequence, count) {
  // Spread over 11 months of 2026, in number order, with a few paid and a few sent.
  const date = day('2026-01-01', Math.floor(((sequence - 1) * 330) / count));
  const invoice = sampleInvoice(3, {
    id: generateId(),
    date,
    dueDate: day(date, 14),
    status: sequence % 5 === 0 ? 'saved' : 'sent',
    paymentStatus: sequence % 3 === 0 ? 'paid' : 'unpaid',
    ...(sequence % 3 === 0 ? { paidAt: `${day(date, 10)}T09:30:00.000Z` } : {}),
  });
  invoice.recipient = { ...invoice.recipient, company: CUSTOMERS[sequence % CUSTOMERS.length] };
  invoice.items = invoice.items.map((item, index) => ({
    ...item,
    id: generateId(),
    price: `${100 + ((sequence * 7 + index * 13) % 900)},${String(sequence % 100).padStart(2, '0')}`,
  }));
  const invoiceNumber = formatInvoiceNumber({ prefix: 'INV' }, sequence, date);
  const stored = toStoredFields(
    invoice,
    computeTotals(invoice),
    { invoiceNumber, sequence },
    [],
    null,
  );
  const createdAt = `${date}T10:00:00.000Z`;
  return [
    invoice.id,
    userId,
    stored.documentType,
    stored.invoiceNumber,
    stored.sequence,
    stored.status,
    stored.paymentStatus,
    stored.paidAt,
    stored.date,
    stored.dueDate,
    stored.currency,
    stored.subtotalCents,
    stored.discountCents,
    stored.vatCents,
    stored.totalCents,
    stored.companyId,
    stored.scheduleId,
    stored.generatedFromScheduleId,
    stored.paymentReference,
    JSON.stringify(stored.document),
    createdAt,
    createdAt,
  ];
}
const INVOICE_COLUMNS =
  'id, user_id, document_type, invoice_number, sequence, status, payment_status, paid_at, date, due_date, currency, subtotal_cents, discount_cents, vat_cents, total_cents, company_id, schedule_id, generated_from_schedule_id, payment_reference, document, created_at, updated_at';

async function seedUser(client, email, count) {
  const {
    rows: [user],
  } = await client.query('INSERT INTO users (email, display_name) VALUES ($1, $2) RETURNING id', [
    email,
    email.split('@')[0],
  ]);
  await client.query('INSERT INTO user_settings (user_id, latest_invoice_number) VALUES ($1, $2)', [
    user.id,
    count,
  ]);
  const BATCH = 500;
  for (let first = 1; first <= count; first += BATCH) {
    const rows = [];
    for (let sequence = first; sequence < first + BATCH && sequence <= count; sequence += 1)
      rows.push(invoiceRow(user.id, sequence, count));
    const width = rows[0].length;
    const values = rows
      .map(
        (_, r) =>
          `(${Array.from({ length: width }, (__, c) => `$${r * width + c + 1}`).join(',')})`,
      )
      .join(',');
    await client.query(`INSERT INTO invoices (${INVOICE_COLUMNS}) VALUES ${values}`, rows.flat());
  }
  return user.id;
}

// --- measuring -----------------------------------------------------------------------------------
/**
 * CPU ms of the server process and of the PostgreSQL backends serving the benchmark database
 * (their pids from pg_stat_activity; PostgreSQL runs on this machine), so the cost per request
 * can be split between Node and the database, and stays readable on a busy machine.
 */
async function cpuSnapshot(monitor, database, serverPid) {
  const { rows } = await monitor.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return {
    server: cpuMsOf(serverPid),
    postgres: new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)])),
  };
}

function cpuSince(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { server: after.server - before.server, postgres };
}

/** autocannon for `seconds`; latencies recorded at full precision (its histogram keeps whole ms). */
async function load(url, token, connections, seconds, cpu) {
  const latencies = [];
  const before = cpu ? await cpu() : null;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const used = cpu ? cpuSince(before, await cpu()) : { server: NaN, postgres: NaN };
  latencies.sort((a, b) => a - b);
  return {
    serverCpu: used.server / result.requests.total,
    postgresCpu: used.postgres / result.requests.total,
    rps: result.requests.total / (result.duration || seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    bad: result.non2xx + result.errors + result.timeouts,
    statuses: result.statusCodeStats,
  };
}

// --- run -----------------------------------------------------------------------------------------
const rows = [];
const responseBytes = new Map();
let failure;
try {
  const databaseUrl = await benchDatabase('bench-api');

  // The real backend, production settings: migrations run at start.
  const oursPort = await freePort();
  const oursUrl = `http://127.0.0.1:${oursPort}`;
  const backendDataDir = temporaryDir('invoicing-bench-api-data-');
  const ours = await startServer(
    'The backend',
    'backend/dist/main.js',
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(oursPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: oursUrl,
      DATA_DIR: backendDataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      SECRETS_KEY,
      RATE_LIMIT_API_PER_MINUTE: '9999999',
    },
    `${oursUrl}/api/health`,
  );

  console.log(
    `Seeding ${INVOICES} invoices for one user, ${OTHER_USER_INVOICES} for ${OTHER_USERS} others…`,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let userId;
  let invoiceId;
  try {
    userId = await seedUser(client, 'bench@example.test', INVOICES);
    for (let other = 1; other <= OTHER_USERS; other += 1)
      await seedUser(client, `other-${other}@example.test`, OTHER_USER_INVOICES);
    await client.query('VACUUM ANALYZE');
    ({
      rows: [{ id: invoiceId }],
    } = await client.query('SELECT id FROM invoices WHERE user_id = $1 AND sequence = $2', [
      userId,
      INVOICES / 2,
    ]));
  } finally {
    await client.end();
  }

  // The ceiling (Fastify) and the floor of DESIGN.md's stack (bare Express): the same handlers,
  // SQL and token check (scripts/lib/bench-api-ceiling.mjs), only the HTTP layer differs.
  const startReference = async (name, http) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer(
      name,
      'scripts/lib/bench-api-ceiling.mjs',
      {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        AUTH_SECRET,
        ISSUER: new URL(oursUrl).origin,
        CEILING_HTTP: http,
      },
      `${url}/health`,
    );
    return { url, pid: server.child.pid };
  };
  const servers = [
    { label: 'ours', url: oursUrl, pid: ours.child.pid },
    { label: 'ceiling', ...(await startReference('The ceiling server', 'fastify')) },
    { label: 'express', ...(await startReference('The bare Express server', 'express')) },
  ];

  // A token as AccessTokensService issues it, valid for the whole run however long it is.
  const issuedAt = Math.floor(Date.now() / 1000);
  // With a session id, as sign-in issues them: every request then also pays the revoked-session
  // check (an in-memory lookup, kept current by each instance in the background).
  const token = await new SignJWT({ email: 'bench@example.test', sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(new URL(oursUrl).origin)
    .setAudience('invoicing-api')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 24 * 3600)
    .sign(new TextEncoder().encode(AUTH_SECRET));

  const scenarios = [
    { name: 'list page 1', path: '/api/invoices?limit=50' },
    { name: 'list page 150', path: '/api/invoices?limit=50&page=150' },
    { name: 'invoice by id', path: `/api/invoices/${invoiceId}` },
  ];

  // Same answers from all, or the comparison means nothing.
  for (const { name, path: route } of scenarios) {
    const answers = [];
    for (const { url: base } of servers) {
      const response = await fetch(`${base}${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200)
        throw new Error(`${base}${route} answered ${response.status}: ${await response.text()}`);
      const text = await response.text();
      answers.push(JSON.parse(text));
      responseBytes.set(name, new TextEncoder().encode(text).length);
    }
    for (const [index, { label }] of servers.entries()) {
      if (index > 0 && !isDeepStrictEqual(answers[0], answers[index]))
        throw new Error(
          `The ${label} server's answer to ${name} differs from the backend's at ${firstDifference(answers[0], answers[index])}`,
        );
    }
    if (route.includes('limit=50') && answers[0].invoices.length !== 50)
      throw new Error(`${name}: expected 50 invoices, got ${answers[0].invoices.length}`);
  }
  console.log('All servers answer identical JSON for every scenario.');
  console.log(
    `Load: ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, servers in turn…\n`,
  );

  // JIT and pools warm on every route first, so the first scenario is not the cold one.
  for (const { path: route } of scenarios)
    for (const { url: base } of servers) await load(`${base}${route}`, token, 8, 2);

  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  onCleanUp(() => monitor.end());
  const database = new URL(databaseUrl).pathname.slice(1);
  for (const { name, path: route } of scenarios) {
    for (const connections of CONNECTIONS) {
      const row = { name, connections };
      for (const { label, url: base, pid } of servers) {
        const url = `${base}${route}`;
        if (WARMUP_SECONDS > 0) await load(url, token, connections, WARMUP_SECONDS);
        const cpu = () => cpuSnapshot(monitor, database, pid);
        row[label] = await load(url, token, connections, SECONDS, cpu);
        if (row[label].bad > 0) {
          throw new Error(
            `${label} answered ${row[label].bad} requests of ${name} (${connections} connections) with a non-2xx status or an error: ${JSON.stringify(row[label].statuses)}`,
          );
        }
      }
      rows.push(row);
    }
  }
} catch (error) {
  failure = error;
} finally {
  await cleanUp();
}
if (failure) {
  console.error(failure);
  process.exit(1);
}

// --- report --------------------------------------------------------------------------------------
const cpus = os.cpus();
const loadAverage = os.loadavg().map((value) => value.toFixed(2));
const num = (value, digits = 1, width = 7) => value.toFixed(digits).padStart(width);
console.log(`Invoice API benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load generator, servers and PostgreSQL share it`,
);
console.log(
  `Load average at the end: ${loadAverage.join(' ')} (other work on the machine inflates wall times and latencies)`,
);
console.log(
  `${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up; latencies in ms; ${INVOICES} invoices for the user, limit=50\n`,
);
const header = `${'scenario'.padEnd(14)} ${'conn'.padStart(4)} | ${'ours r/s'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} | ${'ceil r/s'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} | ${'expr r/s'.padStart(9)} | ours/ceil | expr/ceil`;
console.log(header);
console.log('-'.repeat(header.length));
for (const { name, connections, ours, ceiling, express } of rows) {
  console.log(
    `${name.padEnd(14)} ${String(connections).padStart(4)} | ${num(ours.rps, 0, 9)} ${num(ours.p50, 2)} ${num(ours.p99, 2)} | ${num(ceiling.rps, 0, 9)} ${num(ceiling.p50, 2)} ${num(ceiling.p99, 2)} | ${num(express.rps, 0, 9)} | ${num(ours.rps / ceiling.rps, 2, 8)}x | ${num(express.rps / ceiling.rps, 2, 8)}x`,
  );
}
console.log(
  `\nCPU ms per request (server process + its PostgreSQL backends; steadier than wall time on a busy machine)`,
);
const cpuHeader = `${'scenario'.padEnd(14)} ${'conn'.padStart(4)} | ${'ours node'.padStart(9)} ${'pg'.padStart(7)} | ${'ceil node'.padStart(9)} ${'pg'.padStart(7)} | ${'expr node'.padStart(9)} | node ours/ceil`;
console.log(cpuHeader);
console.log('-'.repeat(cpuHeader.length));
for (const { name, connections, ours, ceiling, express } of rows) {
  console.log(
    `${name.padEnd(14)} ${String(connections).padStart(4)} | ${num(ours.serverCpu, 2, 9)} ${num(ours.postgresCpu, 2)} | ${num(ceiling.serverCpu, 2, 9)} ${num(ceiling.postgresCpu, 2)} | ${num(express.serverCpu, 2, 9)} | ${num(ours.serverCpu / ceiling.serverCpu, 2, 13)}x`,
  );
}
console.log('');
const find = (name, connections) =>
  rows.find((r) => r.name === name && r.connections === connections);
for (const connections of CONNECTIONS) {
  const deep = find('list page 150', connections).ours;
  const first = find('list page 1', connections).ours;
  console.log(
    `Ours, deep page (150) / page 1 at ${String(connections).padStart(2)} connection(s): p50 ${(deep.p50 / first.p50).toFixed(2)}x, p99 ${(deep.p99 / first.p99).toFixed(2)}x, req/s ${(deep.rps / first.rps).toFixed(2)}x`,
  );
}
console.log(
  `Response sizes: ${[...responseBytes].map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}`,
);

// Read-outs for the targets; figures only, nothing fails on speed.
const at32 = rows.filter((r) => r.connections === 32);
const worstRatio = Math.min(...rows.map((r) => r.ours.rps / r.ceiling.rps));
const worstAt32 = Math.min(...at32.map((r) => r.ours.rps / r.ceiling.rps));
const expressAt32 = Math.min(...at32.map((r) => r.express.rps / r.ceiling.rps));
const worstP99 = Math.max(...at32.map((r) => r.ours.p99));
const deepRatio = Math.max(
  ...CONNECTIONS.map((c) => find('list page 150', c).ours.p50 / find('list page 1', c).ours.p50),
);
const verdict = (met) => (met ? 'met' : 'NOT met');
console.log(`\nTargets (figures on this machine, not a pass/fail):`);
console.log(
  `  ours >= 0.8x the ceiling's req/s at 32 connections: ${verdict(worstAt32 >= 0.8)} (lowest ${worstAt32.toFixed(2)}x; bare Express reaches ${expressAt32.toFixed(2)}x)`,
);
console.log(
  `  ours >= 0.6x the ceiling's req/s everywhere: ${verdict(worstRatio >= 0.6)} (lowest ${worstRatio.toFixed(2)}x)`,
);
console.log(
  `  ours p99 < 50 ms at 32 connections: ${verdict(worstP99 < 50)} (highest ${worstP99.toFixed(1)} ms)`,
);
console.log(
  `  deep page p50 within 1.2x of page 1: ${verdict(deepRatio <= 1.2)} (highest ${deepRatio.toFixed(2)}x)`,
);
