import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Page = {
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  hasMore: boolean;
  nextCursor: string | null;
};
type UserRow = { id: string; email: string; displayName: string | null; invoiceCount: number };
type UserList = Page & {
  users: UserRow[];
  stats: { totalUsers: number; activeToday: number; totalInvoices: number };
};
type EmailRow = { id: string; status: string };
type Counted = { total: number; totalCapped: boolean };
type EmailQueue = Page & { emails: EmailRow[]; stats: { planned: Counted; sent: Counted } };

const CROWD = 45;
const QUEUED = 1500;

// The users list and the queue read across everyone: a database of the file's own keeps other
// files' users and records out of its pages and counts.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('admin_lists');
});
afterAll(async () => {
  await ownDatabase.drop();
});

/**
 * The admin lists at 100k users and a million e-mails (issue 38): pages by cursor or number,
 * a search by e-mail or name, invoice counts from counters kept on every write.
 */
describe('the admin lists', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let admin: TestUser;

  const asAdmin = (url: string) =>
    request(app.getHttpServer())
      .get(url)
      .set(...admin.auth);
  const users = async (query = ''): Promise<UserList> =>
    (await asAdmin(`/api/admin/users${query}`).expect(200)).body as UserList;

  /** Every page of a list, following nextCursor; the rows in the order they came. */
  async function walk<Row>(
    first: string,
    rowsOf: (body: Page) => Row[],
    maxPages = 500,
  ): Promise<{ rows: Row[]; pages: Page[] }> {
    const rows: Row[] = [];
    const pages: Page[] = [];
    let url: string | null = first;
    while (url !== null) {
      const body = (await asAdmin(url).expect(200)).body as Page;
      pages.push(body);
      rows.push(...rowsOf(body));
      const separator = first.includes('?') ? '&' : '?';
      url =
        body.nextCursor === null
          ? null
          : `${first}${separator}cursor=${encodeURIComponent(body.nextCursor)}`;
      if (pages.length === maxPages) break;
    }
    return { rows, pages };
  }

  /** The users in the list's order, as PostgreSQL orders them (to the microsecond). */
  const newestFirst = async (where = 'true'): Promise<string[]> =>
    (
      (await dataSource.query(
        `SELECT id FROM users WHERE ${where} ORDER BY created_at DESC, id DESC`,
      )) as { id: string }[]
    ).map((row) => row.id);

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    admin = await createTestUser(app, 'operator');
    await dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    // A crowd that joined within one millisecond: 15 a microsecond apart, 30 at one instant,
    // so only the microseconds and then the id tell them apart.
    await dataSource.query(
      `INSERT INTO users (email, email_verified, display_name, created_at)
       SELECT 'member-' || n || '@crowd.example', true, 'Person ' || n,
              TIMESTAMPTZ '2026-02-03 10:00:00.123000+00' + LEAST(n, 15) * interval '1 microsecond'
         FROM generate_series(1, ${CROWD}) AS n`,
    );
    await dataSource.query(
      `INSERT INTO users (email, email_verified, display_name, created_at)
       VALUES ('anna@studio.example', true, 'Anna de Vries', TIMESTAMPTZ '2026-01-01 09:00:00+00'),
              ('percent%@odd.example', true, NULL, TIMESTAMPTZ '2026-01-01 08:00:00+00')`,
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('the users list', () => {
    it('pages newest first by cursor, each user once, when many joined in one millisecond', async () => {
      const all = await newestFirst();
      const { rows, pages } = await walk('/api/admin/users?limit=7', (body) =>
        (body as UserList).users.map((user) => user.id),
      );
      expect(rows).toEqual(all);
      expect(pages).toHaveLength(Math.ceil(all.length / 7));
      expect(pages[0]).toMatchObject({ total: all.length, totalCapped: false, limit: 7 });
      expect(pages.slice(0, -1).every((page) => page.hasMore)).toBe(true);
      expect(pages.at(-1)).toMatchObject({ hasMore: false, nextCursor: null });
      // The counters are over everyone on every page.
      expect((pages.at(-1) as UserList).stats.totalUsers).toBe(all.length);
    });

    it('pages by number for clients that do, 50 a page by default and at most 200', async () => {
      const all = await newestFirst();
      const first = await users();
      expect(first).toMatchObject({ page: 1, limit: 50, total: all.length, hasMore: false });
      expect(first.users.map((user) => user.id)).toEqual(all);
      const second = await users('?limit=7&page=2');
      expect(second).toMatchObject({ page: 2, limit: 7, hasMore: true });
      expect(second.users.map((user) => user.id)).toEqual(all.slice(7, 14));
      await asAdmin('/api/admin/users?limit=200').expect(200);
      // Larger pages are capped, as on every list.
      expect((await asAdmin('/api/admin/users?limit=201').expect(200)).body.limit).toBe(200);
      await asAdmin('/api/admin/users?limit=0').expect(400);
    });

    it('finds users by part of their e-mail or name, any case, and pages the matches', async () => {
      const byName = await users('?query=DE%20vries');
      expect(byName.users.map((user) => user.email)).toEqual(['anna@studio.example']);
      expect(byName).toMatchObject({ total: 1, hasMore: false, nextCursor: null });
      const byEmail = await users('?query=Studio.Example');
      expect(byEmail.users.map((user) => user.displayName)).toEqual(['Anna de Vries']);

      // 'member-1' is in member-1, member-10 … member-19: eleven of the crowd.
      const wanted = await newestFirst(`email LIKE 'member-1%'`);
      expect(wanted).toHaveLength(11);
      const { rows } = await walk('/api/admin/users?query=MEMBER-1&limit=4', (body) =>
        (body as UserList).users.map((user) => user.id),
      );
      expect(rows).toEqual(wanted);
      // The counters stay over everyone whatever the search.
      expect(byName.stats.totalUsers).toBe((await newestFirst()).length);
    });

    it('takes the search text literally: wildcards match only themselves, blank is everyone', async () => {
      const percent = await users(`?query=${encodeURIComponent('%@odd')}`);
      expect(percent.users.map((user) => user.email)).toEqual(['percent%@odd.example']);
      const underscore = await users(`?query=${encodeURIComponent('member_1')}`);
      expect(underscore).toMatchObject({ users: [], total: 0, hasMore: false, nextCursor: null });
      const none = await users('?query=nobody-here');
      expect(none).toMatchObject({ users: [], total: 0 });
      expect(none.stats.totalUsers).toBeGreaterThan(0);
      const blank = await users('?query=%20%20');
      expect(blank.total).toBe((await newestFirst()).length);
      await asAdmin(`/api/admin/users?query=${'x'.repeat(255)}`).expect(400);
    });

    it('answers 400 to a cursor it did not give, never a database error', async () => {
      const cursor = (values: unknown[]) =>
        encodeURIComponent(Buffer.from(JSON.stringify(values)).toString('base64url'));
      const id = admin.id;
      for (const bad of [
        'not-a-cursor',
        cursor(['2026-01-01T00:00:00.000000Z']),
        cursor(['2026-01-01T00:00:00.000000Z', 'not-a-uuid']),
        cursor(['2026-02-30T00:00:00.000000Z', id]),
        cursor(['0000-01-01T00:00:00.000000Z', id]),
        cursor([1, id]),
      ]) {
        const answer = await asAdmin(`/api/admin/users?cursor=${bad}`);
        expect([bad, answer.status]).toEqual([bad, 400]);
      }
      await asAdmin(`/api/admin/users?cursor=${cursor(['2026-01-01T00:00:00.5Z', id])}`).expect(
        200,
      );
    });
  });

  describe('the invoice counters', () => {
    const countOf = async (user: TestUser): Promise<number | undefined> =>
      (await users(`?query=${encodeURIComponent(user.email)}`)).users.find(
        (row) => row.id === user.id,
      )?.invoiceCount;
    /** What the invoices table holds, to compare the counters with. */
    const invoicesInTable = async (): Promise<number> =>
      ((await dataSource.query('SELECT count(*)::int AS n FROM invoices')) as { n: number }[])[0]!
        .n;

    it('count invoices as they are created and deleted, per user and in the total', async () => {
      const writer = await createTestUser(app, 'writer');
      const other = await createTestUser(app, 'other');
      expect(await countOf(writer)).toBe(0);
      const created = [];
      for (let n = 0; n < 3; n += 1)
        created.push(await createInvoice(app, writer, { id: undefined }));
      await createInvoice(app, other, { id: undefined });
      expect(await countOf(writer)).toBe(3);
      expect(await countOf(other)).toBe(1);
      expect((await users()).stats.totalInvoices).toBe(await invoicesInTable());

      await request(app.getHttpServer())
        .delete(`/api/invoices/${created[0]!.id}`)
        .set(...writer.auth)
        .expect(204);
      expect(await countOf(writer)).toBe(2);
      expect((await users()).stats.totalInvoices).toBe(await invoicesInTable());

      // Someone else's invoice is not theirs to delete: nothing changes.
      await request(app.getHttpServer())
        .delete(`/api/invoices/${created[1]!.id}`)
        .set(...other.auth)
        .expect(404);
      expect(await countOf(writer)).toBe(2);
    });

    it('count nothing of a write that is rolled back', async () => {
      const writer = await createTestUser(app, 'rolled-back');
      await createInvoice(app, writer, { id: undefined });
      // The insert itself succeeds: the rejection must be the test's own rollback.
      await expect(
        dataSource.transaction(async (manager) => {
          await manager.query(
            `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status,
                                   date, due_date, subtotal_cents, discount_cents, vat_cents,
                                   total_cents, document)
             VALUES ('rolled-back-invoice', $1, 'RB-1', 1, 'concept', 'unpaid', DATE '2026-01-01',
                     DATE '2026-01-31', 100, 0, 21, 121, '{}')`,
            [writer.id],
          );
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await countOf(writer)).toBe(1);
      expect((await users()).stats.totalInvoices).toBe(await invoicesInTable());
    });

    it('count every invoice of a statement that writes many, for several users at once', async () => {
      const first = await createTestUser(app, 'importer-a');
      const second = await createTestUser(app, 'importer-b');
      // An import: 250 invoices for one user and 150 for another in one statement.
      await dataSource.query(
        `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status,
                               date, due_date, subtotal_cents, discount_cents, vat_cents,
                               total_cents, document)
         SELECT 'import-' || n, CASE WHEN n <= 250 THEN $1::uuid ELSE $2::uuid END, 'IMP-' || n, n,
                'concept', 'unpaid', DATE '2026-01-01', DATE '2026-01-31', 100, 0, 21, 121, '{}'
           FROM generate_series(1, 400) AS n`,
        [first.id, second.id],
      );
      expect([await countOf(first), await countOf(second)]).toEqual([250, 150]);
      await dataSource.query(
        `DELETE FROM invoices WHERE id IN (SELECT 'import-' || n FROM generate_series(151, 400) n)`,
      );
      expect([await countOf(first), await countOf(second)]).toEqual([150, 0]);
      // Moving invoices between users (the product never does) moves their count too.
      await dataSource.query(
        `UPDATE invoices SET user_id = $1 WHERE id IN (SELECT 'import-' || n FROM generate_series(1, 10) n)`,
        [second.id],
      );
      expect([await countOf(first), await countOf(second)]).toEqual([140, 10]);
      expect((await users()).stats.totalInvoices).toBe(await invoicesInTable());
    });

    it("stay consistent when a user's data is deleted with them", async () => {
      const leaving = await createTestUser(app, 'leaving');
      for (let n = 0; n < 4; n += 1) await createInvoice(app, leaving, { id: undefined });
      const before = (await users()).stats;
      await dataSource.query('DELETE FROM users WHERE id = $1', [leaving.id]);
      const after = (await users()).stats;
      expect(after.totalUsers).toBe(before.totalUsers - 1);
      expect(after.totalInvoices).toBe(before.totalInvoices - 4);
      expect(after.totalInvoices).toBe(await invoicesInTable());
      const left = (await dataSource.query(
        'SELECT count(*)::int AS n FROM user_invoice_counts WHERE user_id = $1',
        [leaving.id],
      )) as { n: number }[];
      expect(left[0]?.n).toBe(0);
    });
  });

  describe('the e-mail queue', () => {
    let sender: TestUser;

    beforeAll(async () => {
      sender = await createTestUser(app, 'sender');
      const invoice = await createInvoice(app, sender, { id: undefined });
      // 1,500 records, 60 of them in one millisecond (30 at one instant); mostly sent, every
      // tenth planned, every tenth being sent, a few failed.
      await dataSource.query(
        `INSERT INTO invoice_emails (user_id, invoice_id, kind, recipient_email, custom_message,
                                     locale, status, created_at, updated_at)
         SELECT $1, $2, 'invoice', 'client@example.test', '', 'nl',
                (ARRAY['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'planned', 'sending',
                       'failed', 'sent'])[1 + n % 10],
                CASE WHEN n <= 60
                     THEN TIMESTAMPTZ '2026-03-01 12:00:00.456000+00' + LEAST(n, 30) * interval '1 microsecond'
                     ELSE TIMESTAMPTZ '2026-03-01 12:00:00+00' - n * interval '1 second' END,
                now()
           FROM generate_series(1, ${QUEUED}) AS n`,
        [sender.id, invoice.id],
      );
    });

    const newestRecords = async (): Promise<string[]> =>
      (
        (await dataSource.query(
          'SELECT id FROM invoice_emails ORDER BY created_at DESC, id DESC',
        )) as { id: string }[]
      ).map((row) => row.id);

    it('answers the newest 100 with counters that stop at 1,000', async () => {
      const { body } = (await asAdmin('/api/admin/email-queue').expect(200)) as {
        body: EmailQueue;
      };
      expect(body).toMatchObject({
        page: 1,
        limit: 100,
        total: 1000,
        totalCapped: true,
        hasMore: true,
        stats: {
          planned: { total: 2 * (QUEUED / 10), totalCapped: false },
          sent: { total: 1000, totalCapped: true },
        },
      });
      expect(body.emails.map((email) => email.id)).toEqual((await newestRecords()).slice(0, 100));
    });

    it('pages by cursor, each record once, when many were made in one millisecond', async () => {
      const all = await newestRecords();
      const { rows, pages } = await walk('/api/admin/email-queue?limit=500', (body) =>
        (body as EmailQueue).emails.map((email) => email.id),
      );
      expect(rows).toEqual(all);
      expect(pages).toHaveLength(3);
      // Seven at a time through the 60 made in one millisecond, and a little past them.
      const crowded = await walk(
        '/api/admin/email-queue?limit=7',
        (body) => (body as EmailQueue).emails.map((email) => email.id),
        10,
      );
      expect(crowded.rows).toEqual(all.slice(0, 70));
    });

    it('pages by number too, and keeps a maximum', async () => {
      const all = await newestRecords();
      const { body } = (await asAdmin('/api/admin/email-queue?limit=10&page=3').expect(200)) as {
        body: EmailQueue;
      };
      expect(body).toMatchObject({ page: 3, limit: 10, hasMore: true });
      expect(body.emails.map((email) => email.id)).toEqual(all.slice(20, 30));
      expect((await asAdmin('/api/admin/email-queue?limit=501').expect(200)).body.limit).toBe(500);
      await asAdmin('/api/admin/email-queue?cursor=nope').expect(400);
    });
  });
});
