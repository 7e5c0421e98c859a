import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AdminEmailsRepository } from '../src/admin/admin-emails.repository.js';
import { AdminUsersRepository } from '../src/admin/admin-users.repository.js';
import { createOwnDatabase } from './support/own-database.js';
import {
  planOf,
  planWithout,
  queriesOf,
  type SentQuery,
  workWithAndWithout,
} from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';

// Thousands of users and e-mail records: a database of the file's own, so no other suite's
// counts or sweeps meet them.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('admin_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

/**
 * The admin users list, its counters and the e-mail queue, each read through an index made for
 * it (issue 38): at 100k users and a million e-mails a correlated count per user, a count of
 * the invoices table or a sort of the whole queue per page is what made them slow. The
 * statements are the ones the repositories send (captured, not copied), planned over a few
 * thousand seeded rows with sequential scans priced out (support/query-plans.ts).
 */
describe('admin list plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    // 40,000 users (enough that walking the list for a handful of matches costs PostgreSQL more
    // than the trigram indexes do, as at 100k), three joining at each instant, a third active
    // today; addresses and names as varied as real ones (a trigram in every address is no search).
    await dataSource.query(
      `INSERT INTO users (email, email_verified, display_name, created_at, last_active_at)
       SELECT substr(md5('mail' || n), 1, 10) || '@' || (ARRAY['studio', 'mail', 'bureau'])[1 + n % 3]
                || '.example',
              true, 'Name ' || substr(md5('name' || n), 1, 8),
              TIMESTAMPTZ '2026-01-01 00:00:00+00' + (n / 3) * interval '2 hours',
              CASE WHEN n % 3 = 0 THEN now() WHEN n % 3 = 1 THEN now() - interval '3 days' END
         FROM generate_series(1, 40000) AS n`,
    );
    // 4 invoices each for the first 1,500 users, counted by the triggers as they go in.
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       SELECT 'plan-invoice-' || u.n || '-' || k, u.id, 'P-' || k, k, 'sent', 'unpaid',
              DATE '2026-01-01', DATE '2026-01-31', 100, 0, 21, 121, '{}'
         FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM users) AS u,
              generate_series(1, 4) AS k
        WHERE u.n <= 1500`,
    );
    // 6,000 e-mail records, mostly sent; a few planned, sending, failed.
    await dataSource.query(
      `INSERT INTO invoice_emails (user_id, invoice_id, kind, recipient_email, custom_message,
                                   locale, status, created_at, updated_at)
       SELECT i.user_id, i.id, 'invoice', 'client@example.test', '', 'nl',
              (ARRAY['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'planned', 'sending',
                     'failed', 'sent'])[1 + n % 10],
              now() - (n / 2) * interval '1 minute', now() - n * interval '1 minute'
         FROM generate_series(1, 6000) AS n
         JOIN invoices i ON i.id = 'plan-invoice-' || (1 + n % 1500) || '-1'`,
    );
    await dataSource.query('ANALYZE users, invoices, user_invoice_counts, invoice_emails');
  });

  afterAll(async () => {
    await app?.close();
  });

  const users = () => app.get(AdminUsersRepository);
  const emails = () => app.get(AdminEmailsRepository);

  /** A place in the users list from the middle of it, as a cursor carries it. */
  async function usersPlace(): Promise<string[]> {
    const [row] = (await dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id
         FROM users ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1`,
    )) as { at: string; id: string }[];
    return [row!.at, row!.id];
  }

  async function queuePlace(): Promise<string[]> {
    const [row] = (await dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id
         FROM invoice_emails ORDER BY created_at DESC, id DESC OFFSET 2000 LIMIT 1`,
    )) as { at: string; id: string }[];
    return [row!.at, row!.id];
  }

  /** The statements a repository method sends: the page first, then its counts. */
  const statementsOf = (work: () => Promise<unknown>): Promise<SentQuery[]> =>
    queriesOf(dataSource, work);

  /** The statement among `sent` whose SQL has `marker`. */
  function pick(sent: SentQuery[], marker: RegExp): SentQuery {
    const found = sent.filter((query) => marker.test(query.sql));
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  const PAGE = /ORDER BY/;
  const COUNT = /count\(\*\)/;
  // A piece of one user's address, and of another's name: each matches one user in 40,000.
  const ONE_ADDRESS = `substr(md5('mail1234'), 3, 6)`;
  const ONE_NAME = `substr(md5('name2345'), 2, 6)`;
  const piece = async (sql: string): Promise<string> =>
    ((await dataSource.query(`SELECT ${sql} AS piece`)) as { piece: string }[])[0]!.piece;

  const usersPage = async (search: string, after: boolean) => {
    const position = after ? { after: await usersPlace() } : { offset: 0 };
    return pick(await statementsOf(() => users().page(search, position, 50)), PAGE);
  };
  const usersCount = async (search: string) =>
    pick(await statementsOf(() => users().page(search, { offset: 0 }, 50)), COUNT);
  const usersStats = async () => {
    const sent = await statementsOf(() => users().stats('2026-06-01', 'Europe/Amsterdam'));
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const queueStatements = async (after: boolean) => {
    const position = after ? { after: await queuePlace() } : { offset: 0 };
    return statementsOf(() => emails().page(position, 100));
  };
  const queuePage = async (after: boolean) => pick(await queueStatements(after), PAGE);
  const queueCount = async (where: RegExp) =>
    pick(
      (await queueStatements(false)).filter((query) => COUNT.test(query.sql)),
      where,
    );

  type Case = {
    /** The index the statement must read. */
    index: string;
    statement: () => Promise<SentQuery>;
    /**
     * A search: the trigram indexes find the matches, which are then put in order. A "contains"
     * is no range of any order, so no index can hand them over sorted; the sort is of the
     * matches (a few, or PostgreSQL walks the list's order instead: see the broad search).
     */
    sortsMatches?: boolean;
    /** Tables it may read whole: the counters, one narrow row per user with invoices. */
    reads?: string[];
    /** Indexes that serve the statement almost as well: dropped with `index` to show the test. */
    alsoServedBy?: string[];
  };

  const cases: [string, Case][] = [
    [
      'the users list, first page',
      { index: 'users_newest_idx', statement: () => usersPage('', false) },
    ],
    [
      'the users list, a page after a cursor',
      { index: 'users_newest_idx', statement: () => usersPage('', true) },
    ],
    [
      'the users list, a search most users match: its order, filtered',
      { index: 'users_newest_idx', statement: () => usersPage('Studio.Example', false) },
    ],
    [
      'the users list, a search most users match, after a cursor',
      { index: 'users_newest_idx', statement: () => usersPage('studio', true) },
    ],
    [
      'the users list, found by e-mail',
      {
        index: 'users_email_trgm_idx',
        statement: async () => usersPage(await piece(ONE_ADDRESS), false),
        sortsMatches: true,
      },
    ],
    [
      'the users list, found by display name',
      {
        index: 'users_display_name_trgm_idx',
        statement: async () => usersPage((await piece(ONE_NAME)).toUpperCase(), false),
        sortsMatches: true,
      },
    ],
    [
      'the users found, counted',
      {
        index: 'users_email_trgm_idx',
        statement: async () => usersCount(await piece(ONE_ADDRESS)),
      },
    ],
    [
      'the counters above the users list',
      { index: 'users_last_active_idx', statement: usersStats, reads: ['user_invoice_counts'] },
    ],
    [
      'the e-mail queue, first page',
      { index: 'invoice_emails_queue_idx', statement: () => queuePage(false) },
    ],
    [
      'the e-mail queue, a page after a cursor',
      { index: 'invoice_emails_queue_idx', statement: () => queuePage(true) },
    ],
    [
      'the planned e-mails, counted',
      {
        index: 'invoice_emails_unfinished_idx',
        statement: () => queueCount(/'planned', 'sending'/),
        // The status index counts them nearly as cheaply (PostgreSQL's second choice): the
        // test shows the count noticing both gone.
        alsoServedBy: ['invoice_emails_status_idx'],
      },
    ],
    [
      'the sent e-mails, counted',
      { index: 'invoice_emails_status_idx', statement: () => queueCount(/= 'sent'/) },
    ],
  ];

  it.each(cases)('%s: through its index, in its order', async (_what, which) => {
    const plan = await planOf(dataSource, await which.statement());
    expect({ indexes: plan.indexes, seqScans: plan.seqScans, sorts: plan.sorts }).toEqual({
      indexes: expect.arrayContaining([which.index]),
      seqScans: which.reads ?? [],
      sorts: which.sortsMatches === true ? 1 : 0,
    });
    // The users list and its counters never read the invoices: the counters stand for them.
    if (which.index.startsWith('users_')) {
      expect(plan.indexes.filter((name) => /^(PK_)?invoices_/i.test(name))).toEqual([]);
    }
    if (which.sortsMatches === true) {
      // The sort's input is the matches the trigram indexes found, not a walk of every user.
      expect(plan.text).toMatch(/Sort[\s\S]*Bitmap Heap Scan on users[\s\S]*BitmapOr/);
    }
  });

  // Without its index the statement must get visibly worse, or the index is not what serves it:
  // a table read whole, a sort the index spared, twice the planner's cost, or, run, three times
  // the rows examined (a walk of another index filtering out what this one skips) or twice the
  // buffers touched.
  it.each(cases)('%s: the plan test notices its index dropped', async (_what, which) => {
    const statement = await which.statement();
    const served = await planOf(dataSource, statement);
    const dropped = [which.index, ...(which.alsoServedBy ?? [])];
    const plan = await planWithout(dataSource, dropped, statement);
    const work = await workWithAndWithout(dataSource, dropped, statement);
    expect(plan.indexes).not.toContain(which.index);
    expect({
      readsMoreTables: plan.seqScans.length > served.seqScans.length,
      sortsMore: plan.sorts > served.sorts,
      costsTwice: plan.cost >= 2 * served.cost,
      examinesThrice: work.without.rowsExamined >= 3 * work.served.rowsExamined,
      touchesTwice: work.without.buffers >= 2 * work.served.buffers,
    }).not.toEqual({
      readsMoreTables: false,
      sortsMore: false,
      costsTwice: false,
      examinesThrice: false,
      touchesTwice: false,
    });
  });
});
