import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addDays, storedDateOf } from '@app/contracts/invoice';
import { SAMPLE_TOTAL_CENTS, createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/*
 * The reports page's figures from the API (issue 34), against figures worked out here by hand.
 * The sample invoice is 2 x 85,00 at 21 % and 3 x 2,50 at 9 %: net 177,50, total 213,88.
 */
const SAMPLE_NET = 170_00 + 7_50;
// With 10 % off: the discount shared 17,00 / 0,75, so bases 153,00 and 6,75, VAT 32,13 and 0,61.
const DISCOUNTED_NET = 153_00 + 6_75;
const DISCOUNTED_TOTAL = DISCOUNTED_NET + 32_13 + 61;
// The credit note takes the bread line back: 3 x 2,50 at 9 % (VAT 0,675 -> 0,68).
const CREDIT_NET = 7_50;
const CREDIT_TOTAL = 7_50 + 68;

describe('GET /api/reports', () => {
  let app: NestExpressApplication;
  let owner: TestUser;
  let other: TestUser;
  const today = storedDateOf(new Date());
  const daysAgo = (days: number) => addDays(today, -days) as string;
  const api = () => request(app.getHttpServer());
  const sql = (text: string, parameters: unknown[] = []) =>
    app.get(DataSource).query(text, parameters) as Promise<unknown>;
  const saved = (user: TestUser, date: string, changes: Record<string, unknown> = {}) =>
    createInvoice(app, user, { id: undefined, status: 'saved', date, dueDate: date, ...changes });
  const set = (id: string, status: string, paymentStatus: string, dueDate?: string) =>
    sql(
      `UPDATE invoices SET status = $2, payment_status = $3, due_date = COALESCE($4::date, due_date)
        WHERE id = $1`,
      [id, status, paymentStatus, dueDate ?? null],
    );
  const reports = (user: TestUser, year: string | number) =>
    api()
      .get(`/api/reports?year=${year}`)
      .set(...user.auth);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createTestUser(app, 'reports');
    other = await createTestUser(app, 'reports-other');
    const company = (
      await api()
        .post('/api/companies')
        .set(...owner.auth)
        .send({ company: { name: 'Studio Noord', address: '', postalCode: '', city: '' } })
        .expect(201)
    ).body as { id: string };

    // January 2025: Bakkerij Jansen twice, written two ways; saved, never sent.
    const first = await saved(owner, '2025-01-15');
    await saved(owner, '2025-01-20', {
      recipient: {
        company: ' bakkerij  JANSEN ',
        address: '',
        postalCode: '',
        city: '',
        email: '',
      },
      discount: { type: 'percentage', value: '10' },
    });
    // A credit note on the first, moved to March 2025 (the API dates it today).
    const note = await api()
      .post(`/api/invoices/${first.id}/credit-notes`)
      .set(...owner.auth)
      .set('Idempotency-Key', randomUUID())
      .send({ creditNote: { lines: [{ index: 1, quantity: '3' }] } })
      .expect(201);
    await sql(`UPDATE invoices SET date = '2025-03-10' WHERE id = $1`, [note.body.id]);
    // June 2025: the saved company, whatever the invoice's text says; paid.
    const linked = await saved(owner, '2025-06-30', {
      companyId: company.id,
      recipient: { company: 'Noord (old name)', address: '', postalCode: '', city: '', email: '' },
    });
    await set(linked.id, 'sent', 'paid');
    // Never counted in 2025: a concept, last year's invoice, someone else's invoice.
    // (The API numbers what it stores; a concept row is what a draft synced before numbering is.)
    const concept = await saved(owner, '2025-02-02');
    await set(concept.id, 'concept', 'unpaid');
    const old = await saved(owner, '2024-12-31');
    await set(old.id, 'sent', 'overdue', '2024-12-31');
    const theirs = await saved(other, '2025-01-15');
    await set(theirs.id, 'sent', 'unpaid', daysAgo(10));
    // Today's outstanding: a 2025 invoice sent and 45 days late.
    const late = await saved(owner, '2025-09-01');
    await set(late.id, 'sent', 'unpaid', daysAgo(45));
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers the year’s revenue per month and per customer, credit notes subtracted', async () => {
    const { body } = await reports(owner, 2025).expect(200);
    const months = Object.fromEntries(
      (body.revenue.months as { month: string; net: number }[]).map((m) => [m.month, m.net]),
    );
    expect(body).toMatchObject({ year: 2025, currency: 'EUR' });
    expect(Object.keys(months)).toHaveLength(12);
    expect(months).toMatchObject({
      '2025-01': SAMPLE_NET + DISCOUNTED_NET,
      '2025-02': 0,
      '2025-03': -CREDIT_NET,
      '2025-06': SAMPLE_NET,
      '2025-09': SAMPLE_NET,
      '2025-12': 0,
    });
    const total = SAMPLE_NET * 3 + DISCOUNTED_NET - CREDIT_NET;
    expect(body.revenue.total).toBe(total);
    expect(body.revenue.customers).toEqual([
      {
        key: 'name:bakkerij jansen',
        companyId: null,
        name: 'Bakkerij Jansen',
        net: total - SAMPLE_NET,
        documents: 4,
      },
      {
        key: expect.stringMatching(/^company:/),
        companyId: expect.any(String),
        name: 'Studio Noord',
        net: SAMPLE_NET,
        documents: 1,
      },
    ]);
    expect(body.revenue.other).toEqual({ customers: 0, net: 0 });
  });

  it('answers what is owed today, VAT included, aged by days past due', async () => {
    const { body } = await reports(owner, 2025).expect(200);
    const owedFirst = SAMPLE_TOTAL_CENTS - CREDIT_TOTAL;
    expect(body.outstanding).toEqual({
      asOf: today,
      total: owedFirst + DISCOUNTED_TOTAL + SAMPLE_TOTAL_CENTS * 2,
      count: 4,
      overdue: SAMPLE_TOTAL_CENTS * 2,
      overdueCount: 2,
      ageing: [
        { bucket: 'notDue', amount: owedFirst + DISCOUNTED_TOTAL, count: 2 },
        { bucket: 'days1to30', amount: 0, count: 0 },
        { bucket: 'days31to60', amount: SAMPLE_TOTAL_CENTS, count: 1 },
        { bucket: 'days61to90', amount: 0, count: 0 },
        { bucket: 'over90', amount: SAMPLE_TOTAL_CENTS, count: 1 },
      ],
    });
  });

  it('counts another user’s invoices for them only', async () => {
    const { body } = await reports(other, 2025).expect(200);
    expect(body.revenue.total).toBe(SAMPLE_NET);
    expect(body.outstanding).toMatchObject({
      total: SAMPLE_TOTAL_CENTS,
      overdue: SAMPLE_TOTAL_CENTS,
      count: 1,
    });
    const { body: empty } = await reports(other, 2024).expect(200);
    expect(empty.revenue).toMatchObject({ total: 0, customers: [] });
  });

  it('counts an issued invoice the user deleted in revenue, from its archived copy, never as owed', async () => {
    const seller = await createTestUser(app, 'reports-deleted');
    const stranger = await createTestUser(app, 'reports-deleted-other');
    const company = (
      await api()
        .post('/api/companies')
        .set(...seller.auth)
        .send({ company: { name: 'Studio Zuid', address: '', postalCode: '', city: '' } })
        .expect(201)
    ).body as { id: string };
    const issue = (user: TestUser, id: string) =>
      api()
        .post(`/api/invoices/${id}/issue`)
        .set(...user.auth)
        .expect(200);
    const remove = (user: TestUser, id: string) =>
      api()
        .delete(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(204);

    // April 2026: kept. May 2026: issued for the saved company, with 10 % off, then deleted
    // while 45 days overdue. June 2026: saved and deleted without ever being issued.
    await saved(seller, '2026-04-10');
    const linked = await saved(seller, '2026-05-05', {
      companyId: company.id,
      recipient: { company: 'Zuid (as written)', address: '', postalCode: '', city: '', email: '' },
      discount: { type: 'percentage', value: '10' },
    });
    await issue(seller, linked.id);
    await set(linked.id, 'sent', 'unpaid', daysAgo(45));
    const neverIssued = await saved(seller, '2026-06-01');
    const theirs = await saved(stranger, '2026-05-05');
    await issue(stranger, theirs.id);

    const before = (await reports(seller, 2026).expect(200)).body;
    expect(before.outstanding).toMatchObject({ overdue: DISCOUNTED_TOTAL, overdueCount: 1 });
    await remove(seller, neverIssued.id);
    await remove(seller, linked.id);
    await remove(stranger, theirs.id);
    // The saved company's new name is the one shown, as for a live invoice.
    await api()
      .put(`/api/companies/${company.id}`)
      .set(...seller.auth)
      .send({ company: { name: 'Studio Zuid BV', address: '', postalCode: '', city: '' } })
      .expect(200);

    const { body } = await reports(seller, 2026).expect(200);
    const months = Object.fromEntries(
      (body.revenue.months as { month: string; net: number }[]).map((m) => [m.month, m.net]),
    );
    expect(months).toMatchObject({
      '2026-04': SAMPLE_NET,
      '2026-05': DISCOUNTED_NET,
      '2026-06': 0,
    });
    expect(body.revenue.total).toBe(SAMPLE_NET + DISCOUNTED_NET);
    expect(body.revenue.customers).toEqual([
      {
        key: 'name:bakkerij jansen',
        companyId: null,
        name: 'Bakkerij Jansen',
        net: SAMPLE_NET,
        documents: 1,
      },
      {
        key: `company:${company.id}`,
        companyId: company.id,
        name: 'Studio Zuid BV',
        net: DISCOUNTED_NET,
        documents: 1,
      },
    ]);
    // Nobody chases a deleted invoice: only the kept one is owed.
    expect(body.outstanding).toMatchObject({
      total: SAMPLE_TOTAL_CENTS,
      count: 1,
      overdue: 0,
      overdueCount: 0,
    });

    const { body: strangers } = await reports(stranger, 2026).expect(200);
    expect(strangers.revenue.total).toBe(SAMPLE_NET);
    expect(strangers.outstanding).toMatchObject({ total: 0, count: 0 });
  });

  it('refuses a missing or bad year, naming the field, and a signed-out caller', async () => {
    for (const query of ['', '?year=abc', '?year=1999', '?year=2100', '?year=2025.5']) {
      const { body } = await api()
        .get(`/api/reports${query}`)
        .set(...owner.auth)
        .expect(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(body)).toContain('year');
    }
    await api().get('/api/reports?year=2025').expect(401);
  });
});
