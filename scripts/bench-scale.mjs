// The scale benchmark (issue 38): seeds a throwaway database with one freelancer's ten years
// (300,000 invoices), 5,000 other users with 200 invoices each, 1,000,000 e-mail records, 50,000
// schedules due today and 200,000 overdue invoices whose reminder is due
// (scripts/lib/bench-scale-seed.mjs), then measures the built backend (backend/dist/main.js,
// one instance, production settings):
// - p50/p99 and req/s at 1 and 8 connections of every overview list and filter for the big user,
//   an invoice by id, the companies, and the admin lists (scripts/lib/bench-scale-load.mjs);
// - the reminder sweep and the schedule run, done by the backend's own periodic work, timed until
//   every reminder is planned and queued and every due schedule made its invoice, with the p99 of
//   the overview and of an invoice read under a light, paced load meanwhile, next to the same
//   load's before (scripts/lib/bench-scale-sweeps.mjs). E-mails go to an SMTP stand-in that never
//   answers: they are planned and queued, not delivered.
// Prints figures; passes or fails nothing on speed. Exits 1 only when something broke (a non-2xx
// answer, a sweep that never started, an error).
// Usage: npm run bench:scale [-- --no-build]   env: BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1),
// BENCH_SCALE (1; e.g. 0.05 seeds a twentieth), BENCH_SWEEP_TIMEOUT_MINUTES (60), DATABASE_URL (a
// server to create the throwaway database on; unset: an embedded PostgreSQL).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  benchDatabase,
  cleanUp,
  ensureBackendBuilt,
  importDist,
  onCleanUp,
} from './lib/bench-support.mjs';
import {
  ADMIN_EMAIL,
  accessToken,
  silentMailServer,
  startBackend,
} from './lib/bench-scale-backend.mjs';
import {
  describeAnswer,
  followCursor,
  getJson,
  LIGHT,
  load,
  scenarios,
} from './lib/bench-scale-load.mjs';
import { plan, seed, sizes } from './lib/bench-scale-seed.mjs';
import {
  activateDueSchedules,
  dueSchedules,
  eligibleReminders,
  overdueCount,
  remindersPlanned,
  rowsInserted,
  schedulesRun,
  watchSweep,
} from './lib/bench-scale-sweeps.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SWEEP_TIMEOUT_MS = Number(process.env.BENCH_SWEEP_TIMEOUT_MINUTES ?? 60) * 60_000;
const CONNECTIONS = [1, 8];
const CURSOR_HOPS = 5;
/** The light load's baseline: long enough for a p99 over 1,500 answers per route. */
const BASELINE_SECONDS = Math.max(SECONDS, 30);
/** How often the sweeping backend looks for due work (its first look is one interval after start). */
const SWEEP_INTERVAL_SECONDS = 10;
if (!(SCALE > 0)) throw new Error(`BENCH_SCALE must be a positive number (got ${SCALE})`);
if (!(SECONDS > 0)) throw new Error(`BENCH_SECONDS must be a positive number (got ${SECONDS})`);

/** Page 2000 at full scale (the 100,000th invoice); as deep in proportion when seeding less. */
const deepPage = (counts) => Math.min(2000, Math.floor((counts.bigInvoices * 2) / 3 / 50));

const runStarted = performance.now();
const log = (line) => console.log(line);
const since = (start) => (performance.now() - start) / 1000;
const failures = [];
const result = { rows: [], notes: [] };

await ensureBackendBuilt();
const { storedDateOf } = await importDist('contracts/dist/invoice/index.js');

try {
  const databaseUrl = await benchDatabase('bench-scale');
  const mail = await silentMailServer();
  onCleanUp(() => mail.close());

  // --- the database: migrations as the backend runs them at start, then the data ---------------
  log('Migrating (the built backend, started once)…');
  await (await startBackend({ databaseUrl, smtpUrl: mail.url, label: 'The backend' })).stop();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  onCleanUp(() => client.end());
  const today = storedDateOf(new Date());
  const counts = plan(SCALE);
  result.counts = counts;
  result.today = today;
  log(
    `Seeding at scale ${SCALE}: ${counts.invoices} invoices, ${counts.emails} e-mail records, ` +
      `${counts.dueSchedules} schedules due, ${counts.eligibleReminders} reminders due…`,
  );
  const seedStarted = performance.now();
  const seeded = await seed(client, counts, today, log);
  result.seedSeconds = since(seedStarted);
  result.seedTimes = seeded.times;
  result.sizes = await sizes(client);
  result.eligible = await eligibleReminders(client, today);
  result.server = (await client.query(`SELECT version() AS v`)).rows[0].v;
  result.sharedBuffers = (await client.query(`SHOW shared_buffers`)).rows[0].shared_buffers;
  log(
    `Seeded in ${result.seedSeconds.toFixed(0)} s; database ${gb(result.sizes.database)} GB; ` +
      `${result.eligible} reminders due`,
  );
  if (result.eligible !== counts.eligibleReminders) {
    failures.push(
      `Seeding: ${result.eligible} reminders due where ${counts.eligibleReminders} were meant`,
    );
  }

  // --- the lists -------------------------------------------------------------------------------
  const backend = await startBackend({ databaseUrl, smtpUrl: mail.url, label: 'The backend' });
  const tokens = {
    user: await accessToken(backend.url, seeded.ids.big, 'scale@bench.test'),
    admin: await accessToken(backend.url, seeded.ids.admin, ADMIN_EMAIL),
  };
  const cursor = await followCursor(backend.url, tokens.user, CURSOR_HOPS);
  const routes = scenarios(seeded.sample, cursor, deepPage(counts));
  for (const route of routes) {
    if (route.skip) continue;
    try {
      route.answer = describeAnswer(await getJson(`${backend.url}${route.path}`, tokens[route.as]));
    } catch (error) {
      route.skip = `not measured: ${error.message}`;
      failures.push(`${route.name}: ${error.message}`);
    }
  }
  log(`Load: ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up…`);
  // JIT and pools warm on every route first, so the first scenario is not the cold one.
  for (const route of routes.filter((r) => !r.skip))
    await load(`${backend.url}${route.path}`, tokens[route.as], 4, 1);
  for (const route of routes) {
    if (route.skip) {
      result.notes.push(`${route.name}: ${route.skip}`);
      log(`  ${route.name}: ${route.skip}`);
      continue;
    }
    for (const connections of CONNECTIONS) {
      const url = `${backend.url}${route.path}`;
      if (WARMUP_SECONDS > 0) await load(url, tokens[route.as], connections, WARMUP_SECONDS);
      const figures = await load(url, tokens[route.as], connections, SECONDS);
      result.rows.push({ route, connections, ...figures });
      log(`  ${formatRow(result.rows.at(-1))}`);
      if (figures.bad > 0) {
        failures.push(
          `${route.name} at ${connections} connection(s): ${figures.bad} answers not 2xx or failed ${JSON.stringify(figures.statuses)}`,
        );
      }
    }
  }

  // --- the sweeps ------------------------------------------------------------------------------
  const lightPaths = ['/api/invoices?limit=50', `/api/invoices/${seeded.sample.invoiceId}`];
  const baseline = async (base) => {
    const figures = [];
    for (const path of lightPaths) {
      const url = `${base}${path}`;
      figures.push(await load(url, tokens.user, LIGHT.connections, BASELINE_SECONDS, LIGHT.rate));
    }
    return figures;
  };
  log(
    `Baseline for the reminder sweep (${LIGHT.connections} connections, ${LIGHT.rate} req/s per route, no scheduled work)…`,
  );
  result.reminderBaseline = await baseline(backend.url);
  await backend.stop();

  const sweeper = await startBackend({
    databaseUrl,
    smtpUrl: mail.url,
    scheduledWork: { intervalSeconds: SWEEP_INTERVAL_SECONDS },
    label: 'The backend (scheduled work)',
  });
  // The issuer is the backend's address: each process gets tokens of its own.
  tokens.user = await accessToken(sweeper.url, seeded.ids.big, 'scale@bench.test');
  const sweepRoutes = lightPaths.map((path) => `${sweeper.url}${path}`);
  const overdueBefore = await overdueCount(client);
  const sweepStart = (await client.query(`SELECT now() AS now`)).rows[0].now;
  log(`Reminder sweep over ${result.eligible} due reminders…`);
  const reminders = await watchSweep({
    progress: () => rowsInserted(client, 'invoice_emails'),
    expected: result.eligible,
    remaining: () => overdueCount(client),
    floor: overdueBefore - result.eligible,
    routes: sweepRoutes,
    token: tokens.user,
    timeoutMs: SWEEP_TIMEOUT_MS,
    log,
  });
  reminders.db = await remindersPlanned(client, sweepStart);
  reminders.stillDue = await eligibleReminders(client, today);
  result.reminders = reminders;
  log(`  ${describeSweep(reminders, reminders.db.count, 'reminders planned')}`);
  if (reminders.startedNever) failures.push('The reminder sweep never started');

  log(
    `Baseline for the schedule run (${LIGHT.connections} connections, ${LIGHT.rate} req/s per route, scheduled work idle)…`,
  );
  result.scheduleBaseline = await baseline(sweeper.url);
  const activated = await activateDueSchedules(client, today);
  log(`Schedule run over ${activated} due schedules…`);
  const schedules = await watchSweep({
    progress: () => rowsInserted(client, 'schedule_runs'),
    expected: activated,
    remaining: () => dueSchedules(client, today),
    floor: 0,
    routes: sweepRoutes,
    token: tokens.user,
    timeoutMs: SWEEP_TIMEOUT_MS,
    log,
  });
  schedules.db = await schedulesRun(client, today);
  schedules.due = activated;
  result.schedules = schedules;
  log(`  ${describeSweep(schedules, schedules.db.invoices, 'invoices made')}`);
  if (schedules.startedNever) failures.push('The schedule run never started');
  for (const [name, loads] of [
    ['before the reminder sweep', result.reminderBaseline],
    ['during the reminder sweep', reminders.during],
    ['before the schedule run', result.scheduleBaseline],
    ['during the schedule run', schedules.during],
  ]) {
    for (const [index, figures] of loads.entries()) {
      if (figures.bad > 0)
        failures.push(`${name}: ${figures.bad} light-load answers not 2xx (${lightPaths[index]})`);
    }
  }
  await mail.close();
  await sweeper.stop();
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}

report();
process.exit(failures.length > 0 ? 1 : 0);

// --- report ----------------------------------------------------------------------------------------
function gb(bytes) {
  return (Number(bytes) / 2 ** 30).toFixed(2);
}

function num(value, digits = 1, width = 8) {
  return (Number.isFinite(value) ? value.toFixed(digits) : '–').padStart(width);
}

function formatRow({ route, connections, rps, p50, p99 }) {
  return `${route.name.padEnd(26)} ${String(connections).padStart(4)} | ${num(rps, 0, 7)} ${num(p50, 1)} ${num(p99, 1)} | ${route.answer ?? ''}`;
}

function describeSweep(sweep, made, what) {
  if (sweep.startedNever) return 'never started (nothing changed within the timeout)';
  const span =
    sweep.db.first && sweep.db.last ? (sweep.db.last - sweep.db.first) / 1000 : Number.NaN;
  const state = sweep.finished ? 'done' : `NOT done after the timeout (${sweep.left} left)`;
  return `${made} ${what}, ${state}: ${sweep.seconds.toFixed(0)} s watched, ${span.toFixed(0)} s first to last in the database (${(made / span).toFixed(0)}/s)`;
}

function report() {
  const cpus = os.cpus();
  console.log(
    `\nScale benchmark, ${new Date().toISOString()}, total ${(since(runStarted) / 60).toFixed(1)} min`,
  );
  console.log(
    `Machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}; ${result.server ?? 'PostgreSQL ?'} (shared_buffers ${result.sharedBuffers ?? '?'}); load generator, backend and PostgreSQL share it; load average at the end ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  if (result.counts) {
    const c = result.counts;
    console.log(
      `Data (scale ${c.scale}, today ${result.today}): ${c.bigInvoices} invoices of one user, ${c.otherUsers} users × 200, ${c.invoices} invoices in all, ${c.emails} e-mail records, ${c.companies} companies, ${c.dueSchedules} schedules due, ${result.eligible ?? '?'} reminders due`,
    );
  }
  if (result.seedSeconds !== undefined) {
    const t = result.seedTimes;
    console.log(
      `Seeding: ${result.seedSeconds.toFixed(0)} s (invoices ${(t.bigInvoices + t.otherInvoices).toFixed(0)} s, e-mails ${t.emails.toFixed(0)} s, indexes ${t.indexes.toFixed(0)} s, VACUUM ANALYZE ${t.vacuumAnalyze.toFixed(0)} s); database ${gb(result.sizes.database)} GB`,
    );
    for (const table of result.sizes.tables) {
      console.log(
        `  ${table.table.padEnd(16)} ${String(table.rows).padStart(9)} rows  ${gb(table.total)} GB (heap ${gb(table.heap)}, indexes ${gb(table.indexes)})`,
      );
    }
  }
  if (result.rows.length > 0) {
    console.log(
      `\n${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up; latencies in ms; as the big user unless "admin"`,
    );
    const header = `${'scenario'.padEnd(26)} ${'conn'.padStart(4)} | ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} | answer`;
    console.log(header);
    console.log('-'.repeat(header.length + 20));
    for (const row of result.rows) console.log(formatRow(row));
  }
  for (const note of result.notes) console.log(`  (${note})`);
  for (const [name, sweep, base, made, what] of [
    [
      'Reminder sweep',
      result.reminders,
      result.reminderBaseline,
      result.reminders?.db.count,
      'reminders planned and queued',
    ],
    [
      'Schedule run',
      result.schedules,
      result.scheduleBaseline,
      result.schedules?.db.invoices,
      'invoices made',
    ],
  ]) {
    if (!sweep) continue;
    console.log(`\n${name}: ${describeSweep(sweep, made, what)}`);
    console.log(
      `  light load: ${LIGHT.connections} connections at ${LIGHT.rate} req/s, the two routes in turns of 3 s; before: ${BASELINE_SECONDS} s each`,
    );
    if (sweep.stillDue !== undefined)
      console.log(`  reminders still due afterwards: ${sweep.stillDue}`);
    if (sweep.due !== undefined)
      console.log(`  schedules due: ${sweep.due}, runs recorded: ${sweep.db.count}`);
    for (const [index, label] of ['overview page 1', 'invoice by id'].entries()) {
      const before = base?.[index];
      const during = sweep.during[index];
      if (!before || !during) continue;
      console.log(
        `  ${label.padEnd(16)} p99 ${num(before.p99, 1, 6)} ms before, ${num(during.p99, 1, 6)} ms during (${(during.p99 / before.p99).toFixed(2)}x); p50 ${num(before.p50, 1, 6)} → ${num(during.p50, 1, 6)} ms; ${during.requests} requests during`,
      );
    }
  }
  targets();
  if (failures.length > 0) {
    console.log('\nSomething broke:');
    for (const failure of failures) console.log(`  - ${failure}`);
  }
}

/** Read-outs against issue 38's "Done when"; figures only, nothing fails on speed. */
function targets() {
  const at8 = result.rows.filter((r) => r.connections === 8);
  if (at8.length === 0) return;
  const verdict = (met) => (met ? 'met' : 'NOT met');
  const slowest = (key) => at8.reduce((worst, r) => (r[key] > worst[key] ? r : worst));
  const p50 = slowest('p50');
  const p99 = slowest('p99');
  console.log('\nTargets (figures on this machine, not a pass/fail):');
  console.log(
    `  every list < 50 ms p50 at 8 connections: ${verdict(p50.p50 < 50)} (highest ${p50.p50.toFixed(1)} ms, ${p50.route.name})`,
  );
  console.log(
    `  every list < 250 ms p99 at 8 connections: ${verdict(p99.p99 < 250)} (highest ${p99.p99.toFixed(1)} ms, ${p99.route.name})`,
  );
  for (const [name, sweep, base] of [
    ['reminder sweep', result.reminders, result.reminderBaseline],
    ['schedule run', result.schedules, result.scheduleBaseline],
  ]) {
    if (!sweep || sweep.startedNever) continue;
    console.log(
      `  ${name} < 10 min: ${verdict(sweep.finished && sweep.seconds < 600)} (${(sweep.seconds / 60).toFixed(1)} min)`,
    );
    const ratio = Math.max(...sweep.during.map((d, i) => d.p99 / base[i].p99));
    console.log(
      `  ${name}: p99 during < 2x before: ${verdict(ratio < 2)} (highest ${ratio.toFixed(2)}x)`,
    );
  }
}
