// bench:scale's sweeps: how long the backend's own periodic work takes to plan every due
// reminder and to make every due schedule's invoice, and what a light API load sees meanwhile.
// The backend does the work (SCHEDULED_WORK on, a short interval); this only watches the
// database and measures.
import { performance } from 'node:perf_hooks';
import { importDist } from './bench-support.mjs';
import { LIGHT, load, loadUntil } from './bench-scale-load.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Overdue invoices whose reminder is due, by the reminder claim's own conditions
 * (OverdueRepository.claimDueReminder, with the settings SQL it uses): sent and overdue, the
 * owner's reminders on and `daysAfterDue` past the due date (the defaults when never saved), no
 * reminder yet, and an invoice e-mail that was delivered.
 */
export async function eligibleReminders(client, today) {
  const { joinUserSettings, remindersEnabledSql, reminderDaysAfterDueSql } = await importDist(
    'backend/dist/settings/settings-sql.js',
  );
  const { defaultReminderSettings } = await importDist('contracts/dist/settings/index.js');
  const defaults = defaultReminderSettings();
  const {
    rows: [{ count }],
  } = await client.query(
    `SELECT count(*)::int AS count FROM invoices AS i
       ${joinUserSettings('s', 'i."user_id"')}
      WHERE i.status = 'sent' AND i.payment_status = 'overdue'
        AND ${remindersEnabledSql('s', '$2')}
        AND i.due_date + ${reminderDaysAfterDueSql('s', '$3')} <= $1::date
        AND NOT EXISTS (SELECT 1 FROM invoice_emails r
                         WHERE r.invoice_id = i.id AND r.kind = 'reminder')
        AND EXISTS (SELECT 1 FROM invoice_emails e
                     WHERE e.invoice_id = i.id AND e.kind = 'invoice' AND e.status = 'sent')`,
    [today, defaults.enabled, defaults.daysAfterDue],
  );
  return count;
}

/**
 * Sent invoices overdue and not yet reminded, exactly, from the sweep's partial index: cheap
 * before a sweep, dear while one runs (see rowsInserted).
 */
export async function overdueCount(client) {
  const {
    rows: [{ count }],
  } = await client.query(
    `SELECT count(*)::int AS count FROM invoices WHERE status = 'sent' AND payment_status = 'overdue'`,
  );
  return count;
}

/** Active schedules due today or before (the schedule claim's partial index). */
export async function dueSchedules(client, today) {
  const {
    rows: [{ count }],
  } = await client.query(
    `SELECT count(*)::int AS count FROM schedules WHERE active AND next_invoice_date <= $1::date`,
    [today],
  );
  return count;
}

/** The schedules the benchmark seeded inactive become due: the schedule run's work. */
export async function activateDueSchedules(client, today) {
  const result = await client.query(
    `UPDATE schedules SET active = true WHERE NOT active AND next_invoice_date = $1::date`,
    [today],
  );
  await client.query(`ANALYZE schedules`);
  return result.rowCount;
}

/** First and last reminder planned since `since`, and how many (the database's clock). */
export async function remindersPlanned(client, since) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS count, min(created_at) AS first, max(created_at) AS last
       FROM invoice_emails WHERE kind = 'reminder' AND created_at >= $1`,
    [since],
  );
  return rows[0];
}

/** Schedule runs of `today`, with the invoices they made. */
export async function schedulesRun(client, today) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS count, count(invoice_id)::int AS invoices,
            min(created_at) AS first, max(created_at) AS last
       FROM schedule_runs WHERE run_date = $1::date`,
    [today],
  );
  return rows[0];
}

/**
 * Rows inserted into `table` so far, as the server's statistics count them (pg_stat_user_tables,
 * brought up to date by each backend at least once a second while it works): what the watcher
 * follows a sweep by. Counting the sweep's work itself is no way to watch it: the overdue
 * invoices' count read the sweep's partial index with its dead entries and their heap pages,
 * 0.2–0.9 s of one of the machine's cores every second as the sweep went on (EXPLAIN ANALYZE,
 * 28 November), which the light load's p99 then measured as much as the sweep.
 */
export async function rowsInserted(client, table) {
  const {
    rows: [{ inserted }],
  } = await client.query(
    `SELECT n_tup_ins::bigint AS inserted FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  return Number(inserted);
}

/**
 * How long the watcher goes on with progress stalled before it counts exactly whether the sweep
 * is done (the statistics may lag a second behind the last insert).
 */
const STALL_CONFIRM_MS = 3_000;

/**
 * Watches one sweep: waits (keeping the backend warm with the same light load, not counted)
 * until `progress()` moves (a cheap count of the sweep's inserts: `rowsInserted`), then loads
 * `routes` lightly until `expected` more are counted and `remaining()` (exact, so dear: asked
 * only then, or after progress stalled for STALL_CONFIRM_MS) is down to `floor`, or `timeoutMs`
 * passed. Answers the wall time from the first change seen to the end (polled every second), the
 * light load's figures per route and whether it finished.
 */
export async function watchSweep({
  progress,
  expected,
  remaining,
  floor,
  routes,
  token,
  timeoutMs,
  log,
}) {
  const initial = await progress();
  const deadline = Date.now() + timeoutMs;
  let started = null;
  while (started === null && Date.now() < deadline) {
    for (const url of routes) await load(url, token, LIGHT.connections, 1, LIGHT.rate);
    if ((await progress()) > initial) started = performance.now();
  }
  if (started === null) return { finished: false, startedNever: true, seconds: NaN, during: [] };

  let finished = false;
  let left = expected;
  const poller = (async () => {
    let lastLog = 0;
    let lastDone = 0;
    let confirmedDone = -1;
    let movedAt = performance.now();
    while (!finished && Date.now() < deadline) {
      const done = (await progress()) - initial;
      if (done !== lastDone) movedAt = performance.now();
      lastDone = done;
      left = Math.max(0, expected - done);
      const stalled = performance.now() - movedAt > STALL_CONFIRM_MS;
      // Counted exactly once per figure that says done, then again only after a stall.
      if ((left === 0 && done !== confirmedDone) || stalled) {
        confirmedDone = done;
        const exact = (await remaining()) - floor;
        if (exact <= 0) {
          finished = true;
          left = 0;
          break;
        }
        left = exact;
        movedAt = performance.now();
      }
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        log(`  ${left} left after ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      await sleep(1000);
    }
  })();
  const during = await loadUntil(routes, token, () => finished || Date.now() >= deadline);
  await poller;
  return { finished, seconds: (performance.now() - started) / 1000, during, left };
}
