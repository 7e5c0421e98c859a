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

/** Sent, overdue invoices (reminded or not yet): cheap, read from the sweep's partial index. */
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
 * Watches one sweep: waits (keeping the backend warm with the same light load, not counted)
 * until `remaining()` drops below where it stood, then loads `routes` lightly until it reaches
 * `floor` or `timeoutMs` passed. Answers the wall time from the first change seen to the last
 * (polled every second), the light load's figures per route and whether it finished.
 */
export async function watchSweep({ remaining, floor, routes, token, timeoutMs, log }) {
  const initial = await remaining();
  const deadline = Date.now() + timeoutMs;
  let started = null;
  while (started === null && Date.now() < deadline) {
    for (const url of routes) await load(url, token, LIGHT.connections, 1, LIGHT.rate);
    if ((await remaining()) < initial) started = performance.now();
  }
  if (started === null) return { finished: false, startedNever: true, seconds: NaN, during: [] };

  let finished = false;
  let left = initial;
  const poller = (async () => {
    let lastLog = 0;
    while (!finished && Date.now() < deadline) {
      left = await remaining();
      if (left <= floor) {
        finished = true;
        break;
      }
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        log(`  ${left - floor} left after ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      await sleep(1000);
    }
  })();
  const during = await loadUntil(routes, token, () => finished || Date.now() >= deadline);
  await poller;
  return { finished, seconds: (performance.now() - started) / 1000, during, left: left - floor };
}
