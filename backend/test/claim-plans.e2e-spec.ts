import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/database/transactions.js';
import { EmailDeliveryRepository } from '../src/email-queue/email-delivery.repository.js';
import { ScheduleGeneratorRepository } from '../src/schedules/generator/schedule-generator.repository.js';
import { planOf, planWithout, queriesOf, type SentQuery } from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The claims of the schedule generator and the e-mail recovery sweep, each read through the
 * index made for its exact WHERE … ORDER BY … LIMIT (issue 38): at 50k schedules or a million
 * e-mails a sort of every candidate per claim is what made them slow (the admin e-mail queue's
 * page and counters: admin-list-plans.e2e-spec.ts). The statements are the ones the repositories send (captured, not copied),
 * planned over a few thousand seeded rows with sequential scans priced out (support/query-plans.ts).
 */
describe('claim plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'plans');
    // Templates for 3,000 schedules, one invoice each (a template belongs to one schedule).
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       SELECT 'plan-invoice-' || n, $1, 'P-' || n, n, 'sent', 'unpaid', DATE '2026-01-01',
              DATE '2026-01-31', 100, 0, 21, 121, '{}'
         FROM generate_series(1, 3000) AS n`,
      [owner.id],
    );
    // Due dates spread over a year, many sharing one (the 1st of a month): ties are ordered by id.
    await dataSource.query(
      `INSERT INTO schedules (id, user_id, template_invoice_id, type, day_of_month, start_date,
                              active, next_invoice_date)
       SELECT 'plan-schedule-' || n, $1, 'plan-invoice-' || n, 'monthly', 1, DATE '2026-01-01',
              n % 10 <> 0, DATE '2026-01-01' + (n % 12) * interval '1 month'
         FROM generate_series(1, 3000) AS n`,
      [owner.id],
    );
    // 6,000 e-mail records, mostly sent; a few planned, sending (some past their lease), failed.
    await dataSource.query(
      `INSERT INTO invoice_emails (user_id, invoice_id, kind, recipient_email, custom_message,
                                   locale, status, claimed_at, created_at, updated_at)
       SELECT $1, 'plan-invoice-' || (1 + n % 3000), 'invoice', 'client@example.test', '', 'nl',
              (ARRAY['sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'planned', 'sending',
                     'failed', 'sent'])[1 + n % 10],
              CASE WHEN n % 10 = 7 THEN now() - n * interval '1 second' END,
              now() - n * interval '1 minute', now() - n * interval '1 minute'
         FROM generate_series(1, 6000) AS n`,
      [owner.id],
    );
    await dataSource.query('ANALYZE invoices, schedules, invoice_emails');
  });

  afterAll(async () => {
    // Other suites' generators and recovery sweeps must not find these thousands of due rows.
    await dataSource.query('DELETE FROM users WHERE id = $1', [owner.id]);
    await app.close();
  });

  /** The one statement a repository method sends. */
  const statementOf = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  const claimDue = (skipped: string[]) =>
    statementOf(() =>
      app
        .get(Transactions)
        .run((tx) => app.get(ScheduleGeneratorRepository).in(tx).claimDue('2026-06-30', skipped)),
    );
  const findUnfinished = () =>
    statementOf(() => app.get(EmailDeliveryRepository).findUnfinished(60_000, 15_000, 50));

  const cases: [string, string, () => Promise<SentQuery>][] = [
    ['the generator claims a due schedule', 'schedules_due_claim_idx', () => claimDue([])],
    [
      'the generator claims a due schedule, skipping some',
      'schedules_due_claim_idx',
      () => claimDue(['plan-schedule-1', 'plan-schedule-13']),
    ],
    [
      'the recovery sweep finds unfinished e-mails',
      'invoice_emails_unfinished_idx',
      findUnfinished,
    ],
  ];

  it.each(cases)('%s through %s, in its order', async (_what, index, statement) => {
    const plan = await planOf(dataSource, await statement());
    expect({ indexes: plan.indexes, sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({
      indexes: expect.arrayContaining([index]),
      sorts: 0,
      seqScans: [],
    });
  });

  it.each(cases)('%s: the plan test notices %s dropped', async (_what, index, statement) => {
    const plan = await planWithout(dataSource, index, await statement());
    expect(plan.indexes).not.toContain(index);
    expect(plan.sorts + plan.seqScans.length).toBeGreaterThan(0);
  });
});
