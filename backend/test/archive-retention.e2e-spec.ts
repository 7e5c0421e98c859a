import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ArchiveRetentionService } from '../src/archive/archive-retention.service.js';
import { ArchiveRepository } from '../src/archive/archive.repository.js';
import { ArchiveService } from '../src/archive/archive.service.js';
import { Clock } from '../src/common/time/clock.js';
import { createOwnDatabase } from './support/own-database.js';
import {
  planOf,
  planWithout,
  queriesOf,
  type QueryPlan,
  type SentQuery,
} from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser } from './support/users.js';

/**
 * The archive's reads and its retention sweep (docs/archive.md): the statements really sent
 * (captured, not copied) are served by the indexes made for them over a few thousand copies of
 * two users, and would not be without them (sequential scans priced out, query-plans.ts); then
 * two instances sweep at once and delete every expired copy once, and nothing else.
 */
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let app: NestExpressApplication;
let dataSource: DataSource;
let owners: string[];

/** `count` copies for `ownerId`: one a day back from 2026-11-30, kept `years` after their year. */
async function seed(ownerId: string, prefix: string, count: number, years: number) {
  await dataSource.query(
    `INSERT INTO "archived_documents" ("user_id", "invoice_id", "document_type", "invoice_number",
        "issue_date", "issued_by", "seller_country", "retention_until", "pdf", "pdf_sha256",
        "ubl_missing_reason")
     SELECT $1, $2 || n, 'invoice', $2 || n, d, 'email', 'NL',
            make_date(extract(year FROM d)::int + $4::int, 12, 31),
            convert_to('pdf ' || n, 'UTF8'), encode(sha256(convert_to('pdf ' || n, 'UTF8')), 'hex'),
            'seeded'
       FROM generate_series(1, $3::int) AS n, LATERAL (SELECT DATE '2026-11-30' - n AS d) AS day`,
    [ownerId, prefix, count, years],
  );
}

beforeAll(async () => {
  ownDatabase = await createOwnDatabase('archive_retention');
  app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
  dataSource = app.get(DataSource);
  owners = [
    (await createTestUser(app, 'archived-a')).id,
    (await createTestUser(app, 'archived-b')).id,
  ];
  // 4,500 days back reach 2014: the Dutch copies of 2014 to 2018 were kept through 2025 at most.
  await seed(owners[0]!, 'a-', 4500, 7);
  await seed(owners[1]!, 'b-', 3000, 10);
  await dataSource.query('VACUUM ANALYZE "archived_documents"');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await ownDatabase?.drop();
});

/** Reads `indexes`, no table whole and sorts nothing (a failure prints the plan). */
function expectServed(plan: QueryPlan, indexes: string[]): void {
  expect(plan).toEqual({
    indexes: expect.arrayContaining(indexes),
    seqScans: [],
    sorts: 0,
    cost: expect.any(Number),
    text: expect.any(String),
  });
}

const listStatements = () =>
  queriesOf(dataSource, () =>
    app.get(ArchiveService).list(owners[0]!, { from: '2025-10-01', to: '2025-12-31', limit: 50 }),
  );

/** The sweep's one statement, planned only (EXPLAIN deletes nothing). */
async function sweepStatement(): Promise<SentQuery> {
  let statement: SentQuery[] = [];
  const rolledBack = new Error('rolled back on purpose');
  await expect(
    dataSource.transaction(async (manager) => {
      const repository = app.get(ArchiveRepository);
      statement = await queriesOf(dataSource, () =>
        (
          Object.create(repository, { manager: { value: manager } }) as ArchiveRepository
        ).deleteExpired('2026-11-30', 200),
      );
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  expect(statement).toHaveLength(1);
  return statement[0]!;
}

describe('the archive’s plans', () => {
  it('lists a user’s copies of a period through the issue-date index, in its order', async () => {
    const [page, count] = await listStatements();
    expectServed(await planOf(dataSource, page!), ['archived_documents_user_issue_idx']);
    expectServed(await planOf(dataSource, count!), ['archived_documents_user_issue_idx']);
    const without = await planWithout(dataSource, 'archived_documents_user_issue_idx', page!);
    expect(without.indexes).not.toContain('archived_documents_user_issue_idx');
    expect(without.seqScans.includes('archived_documents') || without.sorts > 0).toBe(true);
  });

  it('finds expired copies through the retention index, oldest first', async () => {
    const sweep = await sweepStatement();
    const options = { sortsPricedOut: true };
    expectServed(await planOf(dataSource, sweep, options), ['archived_documents_retention_idx']);
    const without = await planWithout(
      dataSource,
      'archived_documents_retention_idx',
      sweep,
      options,
    );
    expect(without.indexes).not.toContain('archived_documents_retention_idx');
    expect(without.seqScans.includes('archived_documents') || without.sorts > 0).toBe(true);
  });

  it('finds an invoice’s copies by its id', async () => {
    const [markDeleted] = await queriesOf(dataSource, () =>
      app.get(ArchiveRepository).markDeleted(owners[1]!, 'b-does-not-exist'),
    );
    // Either index of the invoice id serves it.
    const marking = await planOf(dataSource, markDeleted!);
    expect(marking.seqScans).toEqual([]);
    expect(marking.indexes.join()).toMatch(/archived_documents_invoice_(key|idx)/);
    // Storing the copy of an invoice that is gone looks for any copy of it, deleted ones too.
    const [insert] = await queriesOf(dataSource, () =>
      dataSource
        .transaction(async (manager) => {
          const repository = app.get(ArchiveRepository);
          const bound = Object.create(repository, { manager: { value: manager } });
          await (bound as ArchiveRepository).insertOnce(owners[1]!, {
            invoiceId: 'b-1',
            documentType: 'invoice',
            invoiceNumber: 'b-1',
            issueDate: '2026-11-29',
            issuedBy: 'email',
            sellerCountry: 'BE',
            retentionUntil: '2036-12-31',
            pdf: Buffer.from('pdf'),
            pdfSha256: createHash('sha256').update('pdf').digest('hex'),
            ubl: null,
            ublSha256: null,
            ublMissingReason: 'seeded',
          });
          throw new Error('rolled back on purpose');
        })
        .catch(() => undefined),
    );
    const plan = await planOf(dataSource, insert!);
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toContain('archived_documents_invoice_idx');
  });
});

describe('the retention sweep on two instances at once', () => {
  // Last in the file: it deletes rows the plans above were made over.
  it('deletes every copy past its retention once, and keeps the rest', async () => {
    const today = app.get(Clock).today();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    // The boundary, seeded apart: kept through today, gone the day after.
    await dataSource.query(
      `INSERT INTO "archived_documents" ("user_id", "invoice_id", "document_type", "invoice_number",
          "issue_date", "issued_by", "seller_country", "retention_until", "pdf", "pdf_sha256",
          "ubl_missing_reason", "deleted_at")
       VALUES ($1, 'edge-today', 'invoice', 'E1', '2018-01-01', 'email', 'NL', $2, '\\x01'::bytea,
               encode(sha256('\\x01'::bytea), 'hex'), 'seeded', NULL),
              ($1, 'edge-yesterday', 'invoice', 'E2', '2018-01-01', 'email', 'NL', $3, '\\x02'::bytea,
               encode(sha256('\\x02'::bytea), 'hex'), 'seeded', now())`,
      [owners[0], today, yesterday],
    );
    const ids = async (where: string, parameters: unknown[] = []) =>
      (
        (await dataSource.query(
          `SELECT "id" FROM "archived_documents" WHERE ${where} ORDER BY "id"`,
          parameters,
        )) as { id: string }[]
      ).map(({ id }) => id);
    const expired = await ids(`"retention_until" < $1`, [today]);
    const kept = await ids(`"retention_until" >= $1`, [today]);
    expect(expired).toEqual(expect.arrayContaining(await ids(`"invoice_id" = 'edge-yesterday'`)));
    expect(kept).toEqual(expect.arrayContaining(await ids(`"invoice_id" = 'edge-today'`)));
    // More than two batches of 200: both instances go round more than once.
    expect(expired.length).toBeGreaterThan(600);
    expect(kept.length).toBeGreaterThan(4000);

    const second = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    try {
      const [first, other] = await Promise.all([
        app.get(ArchiveRetentionService).sweep(),
        second.get(ArchiveRetentionService).sweep(),
      ]);
      const all = [...first, ...other].sort();
      expect(all).toEqual(expired);
      expect(new Set(all).size).toBe(all.length);
      expect(await ids('true')).toEqual(kept);
      expect(await ids(`"invoice_id" LIKE 'edge-%'`)).toHaveLength(1);
      // A second round finds nothing.
      expect(await second.get(ArchiveRetentionService).sweep()).toEqual([]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
