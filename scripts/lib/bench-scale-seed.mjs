// bench:scale's data, seeded by server-side SQL (generate_series, INSERT … SELECT): one freelancer
// with ten years of invoices, thousands of others, their e-mail history, the schedules due today
// and the overdue invoices whose reminder is due. Every invoice row copies the JSON and amounts
// of rows the backend's own mapper made (toStoredFields); only ids, numbers, dates, statuses and
// owners vary. The migrations' secondary indexes are dropped for the load and rebuilt from their
// own definitions (pg_indexes) after it; the product's triggers (the invoice counters) stay on.
import { performance } from 'node:perf_hooks';
import { importDist } from './bench-support.mjs';

/** What BENCH_SCALE=1 seeds; a smaller scale multiplies every count (the shapes stay). */
export const FULL = {
  bigInvoices: 300_000,
  otherUsers: 5_000,
  companies: 3_000,
  bigSchedules: 200,
  bigEmails: 100_000,
};
/** Each other user: 200 invoices, of which 10 schedule templates and 40 overdue with reminder due. */
export const PER_OTHER = { invoices: 200, schedules: 10, eligible: 40, sent: 180 };
const VARIANTS = 24;
const BIG_BATCH = 25_000;
const OTHER_BATCH_USERS = 250;
const TABLES_LOADED = ['invoices', 'invoice_emails', 'schedules', 'companies'];

const CUSTOMERS = [
  'Acme B.V.',
  'Globex N.V.',
  'Initech',
  'Stark BV',
  'Wayne & Zonen',
  'Umbrella Benelux',
  'Hooli Nederland',
  'Vandelay Import',
  'De Bakkerij Utrecht',
  'Studio Noord',
  'Kaaswinkel Gouda',
  'Fietsenmaker Jansen',
];
const FIRST_NAMES = ['Anna', 'Bram', 'Carla', 'Daan', 'Eva', 'Finn', 'Greet', 'Hugo', 'Iris'];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
];
const NAME_WORDS = [
  'Bakker',
  'Visser',
  'Noord',
  'Zuid',
  'Delta',
  'Polder',
  'Molen',
  'Haven',
  'Gracht',
  'Tulp',
  'Dijk',
  'Kade',
  'Brug',
  'Duin',
  'Vaart',
  'Linde',
  'Eik',
  'Beuk',
  'Wilg',
  'Berk',
];
const NAME_KINDS = ['Holding', 'Design', 'Bouw', 'Advies', 'Media', 'Logistiek', 'Zorg', 'Tech'];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Counts at `scale`: every figure the seeding and the sweeps rely on. */
export function plan(scale) {
  const count = (full, min = 1) => Math.max(min, Math.round(full * scale));
  const otherUsers = count(FULL.otherUsers);
  const bigInvoices = count(FULL.bigInvoices, 3_000);
  const bigSchedules = count(FULL.bigSchedules, 2);
  return {
    scale,
    bigInvoices,
    bigSchedules,
    /** Every `templateStep`-th invoice of the big user is a schedule template (the first T). */
    templateStep: Math.floor(bigInvoices / bigSchedules),
    otherUsers,
    companies: count(FULL.companies, 20),
    bigEmails: count(FULL.bigEmails, 500),
    dueSchedules: otherUsers * PER_OTHER.schedules,
    eligibleReminders: otherUsers * PER_OTHER.eligible,
    emails: otherUsers * PER_OTHER.sent + count(FULL.bigEmails, 500),
    invoices: bigInvoices + otherUsers * PER_OTHER.invoices,
  };
}

/**
 * Rows as the API's create path stores them: sample invoices with different customers and line
 * items, through contracts' totals and the backend's toStoredFields. The SQL varies the rest.
 */
async function storedVariants(today) {
  const { sampleInvoice } = await importDist('contracts/dist/documents/testing/sample-invoice.js');
  const { computeTotals } = await importDist('contracts/dist/invoice/index.js');
  const { toStoredFields } = await importDist('backend/dist/invoices/invoice-mapper.js');
  return Array.from({ length: VARIANTS }, (_, k) => {
    const customer = CUSTOMERS[k % CUSTOMERS.length];
    const slug = customer
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/-$/, '');
    const invoice = sampleInvoice(1 + (k % 6), { id: `variant-${k}`, date: today });
    invoice.recipient = {
      ...invoice.recipient,
      company: customer,
      contactName: `${FIRST_NAMES[k % FIRST_NAMES.length]} ${LAST_NAMES[k % LAST_NAMES.length]}`,
      email: `billing@${slug}.nl`,
    };
    invoice.items = invoice.items.map((item, index) => ({
      ...item,
      price: `${75 + ((k * 37 + index * 13) % 900)},${String((k * 11 + index) % 100).padStart(2, '0')}`,
    }));
    // No Mollie: nothing composing these invoices' e-mails may reach out to a payment provider.
    invoice.paymentMethods = {
      ...invoice.paymentMethods,
      mollie: { ...invoice.paymentMethods.mollie, enabled: false, isConnected: false, apiKey: '' },
    };
    const stored = toStoredFields(
      invoice,
      computeTotals(invoice),
      { invoiceNumber: 'INV-0000', sequence: 0 },
      [],
      null,
    );
    return {
      k,
      document_type: stored.documentType,
      currency: stored.currency,
      subtotal_cents: stored.subtotalCents,
      discount_cents: stored.discountCents,
      vat_cents: stored.vatCents,
      total_cents: stored.totalCents,
      document: stored.document,
    };
  });
}

// Ids: deterministic (a schedule and its template name each other in one statement), of the
// length and spread of the client-made nanoid ids (21 characters, in random order).
const invoiceId = (user, n) => `substr(md5('i:' || ${user} || ':' || ${n}), 1, 21)`;
const scheduleId = (user, n) => `'sch_' || substr(md5('s:' || ${user} || ':' || ${n}), 1, 17)`;
/** The default number format (INV-{year of the date}-{sequence, at least 4 digits}). */
const invoiceNumber = (date, n) =>
  `'INV-' || to_char(${date}, 'YYYY') || '-' || lpad(${n}::text, greatest(4, length(${n}::text)), '0')`;
const at = (date, time) => `((${date}) + time '${time}') AT TIME ZONE 'Europe/Amsterdam'`;

const INVOICE_COLUMNS = `id, user_id, document_type, invoice_number, sequence, status, payment_status,
  paid_at, date, due_date, currency, subtotal_cents, discount_cents, vat_cents, total_cents,
  company_id, schedule_id, generated_from_schedule_id, payment_reference, document, created_at,
  updated_at`;

/**
 * The invoice columns from `f` (n, d, kind, user_id, schedule_id, generated_from) and the variant
 * `v`; kind decides the statuses: template, future and draft are saved; canceled, overdue,
 * reminded (overdue_reminded), markedPaid and paid are sent; open is sent and not yet due.
 */
const INVOICE_VALUES = `
  ${invoiceId('f.user_id', 'f.n')}, f.user_id, v.document_type, ${invoiceNumber('f.d', 'f.n')}, f.n,
  CASE WHEN f.kind IN ('template', 'future', 'draft') THEN 'saved' ELSE 'sent' END,
  CASE f.kind WHEN 'canceled' THEN 'canceled' WHEN 'overdue' THEN 'overdue'
    WHEN 'reminded' THEN 'overdue_reminded' WHEN 'markedPaid' THEN 'markedPaid'
    WHEN 'paid' THEN 'paid' ELSE 'unpaid' END,
  CASE f.kind WHEN 'paid' THEN ${at('f.d + 9', '10:15')}
    WHEN 'markedPaid' THEN ${at('f.d + 12', '16:40')} END,
  f.d, f.d + 14, v.currency, v.subtotal_cents, v.discount_cents, v.vat_cents, v.total_cents,
  f.company_id, f.schedule_id, f.generated_from, NULL, v.document,
  ${at('LEAST(f.d, $today::date)', '10:00')},
  CASE f.kind WHEN 'paid' THEN ${at('f.d + 9', '10:15')}
    WHEN 'markedPaid' THEN ${at('f.d + 12', '16:40')}
    ELSE ${at('LEAST(f.d, $today::date)', '10:00')} END`;

/** Replaces $name placeholders with $1, $2… in order of first use; answers [sql, values]. */
function named(sql, parameters) {
  const names = [];
  const text = sql.replace(/\$([a-zA-Z]\w*)/g, (_, name) => {
    if (!(name in parameters)) throw new Error(`No value for $${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return [text, names.map((name) => parameters[name])];
}

/**
 * Seeds the migrated, empty database `client` is connected to. `log` gets progress lines.
 * Answers the ids and dates the measurements use, and the time of each stage.
 */
export async function seed(client, counts, today, log) {
  const run = (sql, parameters = {}) => client.query(...named(sql, parameters));
  const times = {};
  const timed = async (name, work) => {
    const started = performance.now();
    const result = await work();
    times[name] = (performance.now() - started) / 1000;
    return result;
  };
  // A throwaway database: nothing is lost if the server stops before a commit reaches the disk.
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SET statement_timeout = 0`);

  const indexes = await timed('dropIndexes', () => dropSecondaryIndexes(client));
  log(`Dropped ${indexes.length} secondary indexes for the load`);

  const variants = await storedVariants(today);
  await run(
    `CREATE TEMP TABLE bench_variant AS SELECT * FROM jsonb_to_recordset($variants::jsonb) AS v(
       k int, document_type text, currency text, subtotal_cents bigint, discount_cents bigint,
       vat_cents bigint, total_cents bigint, document jsonb)`,
    { variants: JSON.stringify(variants) },
  );

  const ids = await timed('users', () => seedUsers(run, counts, today));
  log(`Users: 1 with ${counts.bigInvoices} invoices, ${counts.otherUsers} others, 1 admin`);
  await timed('companies', () => seedCompanies(run, counts, ids.big));

  await timed('bigInvoices', async () => {
    await seedBigTemplates(run, counts, today, ids.big);
    for (let lo = 1; lo <= counts.bigInvoices; lo += BIG_BATCH) {
      const hi = Math.min(counts.bigInvoices, lo + BIG_BATCH - 1);
      await seedBigInvoices(run, counts, today, ids.big, lo, hi);
      log(`  big user: invoices ${lo}–${hi}`);
    }
  });
  await timed('otherInvoices', async () => {
    for (let lo = 1; lo <= counts.otherUsers; lo += OTHER_BATCH_USERS) {
      const hi = Math.min(counts.otherUsers, lo + OTHER_BATCH_USERS - 1);
      await seedOtherInvoices(run, today, lo, hi);
      log(`  other users ${lo}–${hi}: ${(hi - lo + 1) * PER_OTHER.invoices} invoices`);
    }
  });
  await timed('emails', () => seedEmails(run, counts, ids.big));
  log(`E-mail records: ${counts.emails}`);

  await timed('indexes', async () => {
    // Both cores on each build (the default allows 2 workers; said here so it holds anywhere).
    await client.query(`SET max_parallel_maintenance_workers = 2`);
    for (const { name, definition } of indexes) {
      const started = performance.now();
      await client.query(definition);
      log(`  index ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  await timed('vacuumAnalyze', async () => {
    // What the product's triggers wrote during the load (the invoice counters: one row per user,
    // updated once per invoice) holds a 50,000-row transaction's dead versions of each row, which
    // a real database spreads over years and autovacuum keeps small: compacted. The loaded
    // tables are compact already.
    const { rows: written } = await client.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE ns.nspname = current_schema() AND c.relkind = 'r' AND NOT c.relname = ANY($1)`,
      [TABLES_LOADED],
    );
    for (const { name } of written) await client.query(`VACUUM (FULL) "${name}"`);
    await client.query(`VACUUM (ANALYZE)`);
  });
  return { ids, times, indexes: indexes.length, sample: await sampleOf(run, counts, today, ids) };
}

/**
 * The loaded tables' indexes that are no constraint (the primary keys stay: foreign keys check
 * against them during the load), with the statements that make them again, as pg_indexes has
 * them: exactly the migrations' indexes.
 */
async function dropSecondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class c ON c.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace ns ON ns.oid = t.relnamespace
      WHERE ns.nspname = current_schema() AND t.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
      ORDER BY t.relname, c.relname`,
    [TABLES_LOADED],
  );
  for (const { name } of rows) await client.query(`DROP INDEX "${name}"`);
  return rows;
}

/** The big user, the admin (ADMIN_EMAILS, verified) and the others; settings rows for all. */
async function seedUsers(run, counts, today) {
  const {
    rows: [big],
  } = await run(
    `INSERT INTO users (email, display_name, email_verified, created_at, last_active_at)
     VALUES ('scale@bench.test', 'Sanne Schaal', true, $today::date - 3660, now()) RETURNING id`,
    { today },
  );
  const {
    rows: [admin],
  } = await run(
    `INSERT INTO users (email, display_name, email_verified, created_at, last_active_at)
     VALUES ('admin@bench.test', 'Bench Admin', true, $today::date - 3700, now()) RETURNING id`,
    { today },
  );
  await run(
    `INSERT INTO users (email, display_name, email_verified, created_at, last_active_at)
     SELECT 'user-' || lpad(k::text, 5, '0') || '@bench.test',
            (${sqlArray(FIRST_NAMES)})[1 + k % ${FIRST_NAMES.length}] || ' ' ||
              (${sqlArray(LAST_NAMES)})[1 + (k / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            true,
            ${at(`$today::date - 3650 + (k * 3600 / $others::int)`, '08:30')} + k * interval '1 second',
            CASE WHEN k % 3 = 0 THEN NULL ELSE now() - (k % 40) * interval '1 day' END
       FROM generate_series(1, $others::int) AS k`,
    { today, others: counts.otherUsers },
  );
  await run(
    `CREATE TEMP TABLE bench_other AS
     SELECT row_number() OVER (ORDER BY email)::int AS k, id FROM users
      WHERE email LIKE 'user-%@bench.test'`,
  );
  await run(`CREATE UNIQUE INDEX ON bench_other (k)`);
  await run(
    `INSERT INTO user_settings (user_id, latest_invoice_number)
     SELECT id, CASE WHEN id = $big THEN $bigInvoices::int
                     WHEN id = $admin THEN 0 ELSE ${PER_OTHER.invoices} END FROM users`,
    { big: big.id, admin: admin.id, bigInvoices: counts.bigInvoices },
  );
  return { big: big.id, admin: admin.id };
}

/** The big user's address book, created over ten years; names searchable ('bakker' ~5%). */
async function seedCompanies(run, counts, bigUserId) {
  await run(
    `INSERT INTO companies (user_id, name, address, postal_code, city, contact_name, email,
                            additional_info, created_at, updated_at)
     SELECT $big::uuid,
            (${sqlArray(NAME_WORDS)})[1 + g % ${NAME_WORDS.length}] || ' ' ||
              (${sqlArray(NAME_KINDS)})[1 + (g / ${NAME_WORDS.length}) % ${NAME_KINDS.length}] ||
              ' ' || g,
            'Herengracht ' || (g % 500 + 1), lpad((1000 + g % 8999)::text, 4, '0') || ' AB',
            (ARRAY['Amsterdam','Utrecht','Rotterdam','Den Haag','Groningen'])[1 + g % 5],
            (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' ||
              (${sqlArray(LAST_NAMES)})[1 + g % ${LAST_NAMES.length}],
            'info@company-' || g || '.nl', '',
            now() - (($count::int - g) * interval '1 day' * 3650 / $count::int),
            now() - (($count::int - g) * interval '1 day' * 3650 / $count::int)
       FROM generate_series(1, $count::int) AS g`,
    { big: bigUserId, count: counts.companies },
  );
  await run(
    `CREATE TEMP TABLE bench_company AS
     SELECT (row_number() OVER (ORDER BY created_at, id) - 1)::int AS k, id FROM companies
      WHERE user_id = $big`,
    { big: bigUserId },
  );
  await run(`CREATE UNIQUE INDEX ON bench_company (k)`);
}

/**
 * The big user's date of invoice n: ten years up to today, the last ~30 days' worth dated in the
 * future ("planned"), in number order.
 */
const BIG_DATE = `$today::date - 3650 + ((n - 1)::bigint * 3680 / $bigInvoices::int)::int`;
const isBigTemplate = `(n % $step::int = 0 AND n / $step::int <= $templates::int)`;

/**
 * The big user's schedules, each with its template invoice in the same statement (they name
 * each other); active, next due in the coming weeks, so the schedule run leaves them alone.
 */
async function seedBigTemplates(run, counts, today, bigUserId) {
  await run(
    `WITH f AS (
       SELECT n, ${BIG_DATE} AS d, 'template' AS kind, $big::uuid AS user_id,
              ${scheduleId('$big', 'n')} AS schedule_id, NULL::varchar AS generated_from,
              NULL::uuid AS company_id, (n / $step::int) AS t
         FROM generate_series($step::int, $step::int * $templates::int, $step::int) AS n
     ), schedules AS (
       INSERT INTO schedules (id, user_id, template_invoice_id, type, day_of_month, start_date,
                              active, last_generated_date, next_invoice_date, created_at, updated_at)
       SELECT f.schedule_id, f.user_id, ${invoiceId('f.user_id', 'f.n')}, 'monthly',
              extract(day FROM $today::date + 2 + f.t % 26)::int, $today::date - 730, true,
              ($today::date + 2 + f.t % 26 - interval '1 month')::date, $today::date + 2 + f.t % 26,
              now() - interval '2 years', now() - interval '2 years'
         FROM f
     )
     INSERT INTO invoices (${INVOICE_COLUMNS})
     SELECT ${INVOICE_VALUES} FROM f JOIN bench_variant v ON v.k = f.n % ${VARIANTS}`,
    {
      today,
      big: bigUserId,
      step: counts.templateStep,
      templates: counts.bigSchedules,
      bigInvoices: counts.bigInvoices,
    },
  );
}

/**
 * The big user's invoices lo..hi but the templates: drafts (5%), canceled (2%), reminded (2%,
 * their reminder sent), overdue in the last week (reminder not yet due), open ones not yet due,
 * future-dated (planned) ones, every tenth made by a schedule, most paid (a quarter marked paid
 * by hand); 80% linked to a saved company.
 */
async function seedBigInvoices(run, counts, today, bigUserId, lo, hi) {
  await run(
    `INSERT INTO invoices (${INVOICE_COLUMNS})
     SELECT ${INVOICE_VALUES}
       FROM (
         SELECT n, d, $big::uuid AS user_id, NULL::varchar AS schedule_id,
                CASE WHEN n % 10 = 3 AND d <= $today::date
                     THEN ${scheduleId('$big', `(((n / 10) % $templates::int) + 1) * $step::int`)} END
                  AS generated_from,
                CASE WHEN d > $today::date THEN 'future'
                     WHEN n % 20 = 1 THEN 'draft'
                     WHEN d + 14 >= $today::date THEN 'open'
                     WHEN n % 50 = 2 THEN 'canceled'
                     WHEN d + 14 >= $today::date - 6 THEN 'overdue'
                     WHEN n % 100 IN (4, 5) THEN 'reminded'
                     WHEN n % 4 = 1 THEN 'markedPaid'
                     ELSE 'paid' END AS kind,
                (SELECT c.id FROM bench_company c WHERE c.k = (n * 7) % $companies::int AND n % 5 <> 0)
                  AS company_id
           FROM generate_series($lo::int, $hi::int) AS n
           CROSS JOIN LATERAL (SELECT ${BIG_DATE} AS d) AS dd
          WHERE NOT ${isBigTemplate}
       ) AS f
       JOIN bench_variant v ON v.k = f.n % ${VARIANTS}`,
    {
      today,
      big: bigUserId,
      step: counts.templateStep,
      templates: counts.bigSchedules,
      bigInvoices: counts.bigInvoices,
      companies: counts.companies,
      lo,
      hi,
    },
  );
}

/**
 * Other users lo..hi, 200 invoices each over ten years (none recent, so none is left to mark
 * overdue): per 20, one draft and one schedule template; per 5, one sent and overdue whose
 * reminder is due (its invoice e-mail delivered, below); a few canceled; the rest paid. Each
 * template's schedule is due today and inactive until the schedule run is measured.
 */
async function seedOtherInvoices(run, today, lo, hi) {
  await run(
    `WITH f AS (
       SELECT n, o.id AS user_id,
              $today::date - 3650 + ((n - 1) * 3580 / ${PER_OTHER.invoices}) + o.k % 17 AS d,
              CASE WHEN n % 20 = 7 THEN ${scheduleId('o.id', 'n')} END AS schedule_id,
              NULL::varchar AS generated_from, NULL::uuid AS company_id, o.k,
              CASE WHEN n % 20 = 7 THEN 'template'
                   WHEN n % 20 = 3 THEN 'draft'
                   WHEN n % 5 = 0 THEN 'overdue'
                   WHEN n % 50 = 11 THEN 'canceled'
                   WHEN n % 4 = 1 THEN 'markedPaid'
                   ELSE 'paid' END AS kind
         FROM bench_other AS o
         CROSS JOIN generate_series(1, ${PER_OTHER.invoices}) AS n
        WHERE o.k BETWEEN $lo::int AND $hi::int
     ), schedules AS (
       INSERT INTO schedules (id, user_id, template_invoice_id, type, day_of_month, start_date,
                              active, last_generated_date, next_invoice_date, created_at, updated_at)
       SELECT f.schedule_id, f.user_id, ${invoiceId('f.user_id', 'f.n')}, 'monthly',
              extract(day FROM $today::date)::int, ($today::date - interval '1 year')::date, false,
              ($today::date - interval '1 month')::date, $today::date,
              now() - interval '1 year', now() - interval '1 year'
         FROM f WHERE f.kind = 'template'
     )
     INSERT INTO invoices (${INVOICE_COLUMNS})
     SELECT ${INVOICE_VALUES} FROM f JOIN bench_variant v ON v.k = (f.n + f.k) % ${VARIANTS}`,
    { today, lo, hi },
  );
}

/**
 * The e-mail history: every sent invoice of the other users has its invoice e-mail, delivered
 * the day after its date (so each overdue one qualifies for a reminder); the big user's
 * overdue and reminded invoices and then its newest sent ones have theirs, and each reminded one
 * its reminder, up to `bigEmails` records.
 */
async function seedEmails(run, counts, bigUserId) {
  const columns = `user_id, invoice_id, recipient_email, custom_message, locale, status,
    scheduled_at, sent_at, attempts, message_id, created_at, updated_at, kind`;
  // Never later than now: a record of today 09:00 seeded before 09:00 would be counted as the
  // sweep's own (bench-scale-sweeps' `remindersPlanned` counts from the sweep's start).
  const sentAt = (date) => `LEAST(${at(date, '09:00')}, now() - interval '1 minute')`;
  const delivered = (kind, date) => `
    i.user_id, i.id, i.document -> 'recipient' ->> 'email', i.document ->> 'emailMessage',
    CASE WHEN i.sequence % 3 = 0 THEN 'en' ELSE 'nl' END, 'sent',
    ${sentAt(date)}, ${sentAt(date)} + interval '4 seconds', 1,
    '<email-' || gen_random_uuid() || '@bench.test>',
    ${sentAt(date)}, ${sentAt(date)} + interval '4 seconds', '${kind}'`;
  await run(
    `INSERT INTO invoice_emails (${columns})
     SELECT ${delivered('invoice', 'i.date + 1')} FROM invoices AS i
      WHERE i.user_id <> $big AND i.status = 'sent'`,
    { big: bigUserId },
  );
  const {
    rows: [{ reminded }],
  } = await run(
    `SELECT count(*)::int AS reminded FROM invoices
      WHERE user_id = $big AND payment_status = 'overdue_reminded'`,
    { big: bigUserId },
  );
  await run(
    `INSERT INTO invoice_emails (${columns})
     SELECT ${delivered('invoice', 'i.date + 1')} FROM invoices AS i
      WHERE i.user_id = $big AND i.status = 'sent'
      ORDER BY i.payment_status IN ('overdue', 'overdue_reminded') DESC, i.sequence DESC
      LIMIT $limit::int`,
    { big: bigUserId, limit: counts.bigEmails - reminded },
  );
  await run(
    `INSERT INTO invoice_emails (${columns})
     SELECT ${delivered('reminder', 'i.due_date + 7')} FROM invoices AS i
      WHERE i.user_id = $big AND i.payment_status = 'overdue_reminded'`,
    { big: bigUserId },
  );
}

/** What the measurements ask for: an invoice in the middle, a month and a year with data. */
async function sampleOf(run, counts, today, ids) {
  const {
    rows: [middle],
  } = await run(
    `SELECT id, to_char(date, 'YYYY-MM') AS month FROM invoices
      WHERE user_id = $big AND sequence = $n::int`,
    { big: ids.big, n: Math.floor(counts.bigInvoices / 2) },
  );
  const lastYear = Number(today.slice(0, 4)) - 1;
  return { invoiceId: middle.id, month: middle.month, year: lastYear };
}

/** Rows, sizes and the database's total, for the report. */
export async function sizes(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS table, c.reltuples::bigint AS rows,
            pg_total_relation_size(c.oid) AS total, pg_relation_size(c.oid) AS heap,
            pg_indexes_size(c.oid) AS indexes
       FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
      WHERE ns.nspname = current_schema() AND c.relkind = 'r'
      ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 6`,
  );
  const {
    rows: [{ database }],
  } = await client.query(`SELECT pg_database_size(current_database()) AS database`);
  return { tables: rows, database: Number(database) };
}
