import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SAMPLE_TOTAL_CENTS, createInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Issue 29's figures from the API: a period's amounts at a glance summed by the database (the
 * overview's list is paged, so they cannot come from a page), and the admin dashboard's sign-ups
 * and invoices per day. The admin figures count every user: a database of the file's own.
 */
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('amounts');
});
afterAll(async () => {
  await ownDatabase.drop();
});

describe('amounts at a glance', () => {
  let app: NestExpressApplication;
  let owner: TestUser;
  let other: TestUser;
  const api = () => request(app.getHttpServer());
  const sql = (text: string, parameters: unknown[] = []) =>
    app.get(DataSource).query(text, parameters) as Promise<unknown>;
  const saved = (user: TestUser, date: string) =>
    createInvoice(app, user, { id: undefined, status: 'saved', date, dueDate: date });
  const setPaymentStatus = (id: string, status: string) =>
    sql('UPDATE invoices SET payment_status = $2 WHERE id = $1', [id, status]);

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    owner = await createTestUser(app, 'amounts');
    other = await createTestUser(app, 'amounts-other');
    const paid = await saved(owner, '2026-11-02');
    await setPaymentStatus(paid.id, 'paid');
    // Unpaid, then credited by 50,00 (the credit note is dated today, in another month).
    const credited = await saved(owner, '2026-11-10');
    await api()
      .post(`/api/invoices/${credited.id}/credit-notes`)
      .set(...owner.auth)
      .set('Idempotency-Key', randomUUID())
      .send({ creditNote: { amount: '50.00' } })
      .expect(201);
    const late = await saved(owner, '2026-11-12');
    await setPaymentStatus(late.id, 'overdue_reminded');
    const canceled = await saved(owner, '2026-11-13');
    await setPaymentStatus(canceled.id, 'canceled');
    const october = await saved(owner, '2026-10-05');
    await setPaymentStatus(october.id, 'markedPaid');
    await saved(owner, '2026-04-30');
    // March 2025: one sent and past due but stored 'unpaid' (as between its due date and the next
    // sweep), one saved (never overdue).
    const pastDue = await saved(owner, '2025-03-03');
    await sql(`UPDATE invoices SET status = 'sent', payment_status = 'unpaid' WHERE id = $1`, [
      pastDue.id,
    ]);
    await saved(owner, '2025-03-04');
    // Someone else's invoice in the same month counts for them only.
    await saved(other, '2026-11-02');
  });

  afterAll(async () => {
    await app?.close();
  });

  it("sums the period's invoices net of credit notes, with a month per chart bar", async () => {
    const { body } = await api()
      .get('/api/invoices/amounts?period=month-2026-11')
      .set(...owner.auth)
      .expect(200);
    const net = SAMPLE_TOTAL_CENTS - 5000;
    expect(body).toMatchObject({
      period: 'month-2026-11',
      start: '2026-11-01',
      end: '2026-11-30',
      currency: 'EUR',
      count: 3,
      invoiced: SAMPLE_TOTAL_CENTS * 2 + net,
      paid: SAMPLE_TOTAL_CENTS,
      outstanding: SAMPLE_TOTAL_CENTS + net,
      overdue: SAMPLE_TOTAL_CENTS,
    });
    const months = body.months as { month: string; paid: number; invoiced: number }[];
    expect(months.map((month) => month.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months[4]).toEqual({
      month: '2026-10',
      invoiced: SAMPLE_TOTAL_CENTS,
      paid: SAMPLE_TOTAL_CENTS,
      outstanding: 0,
      overdue: 0,
    });
    expect(months[5]?.invoiced).toBe(body.invoiced);
  });

  it('counts a sent, unpaid invoice past its due date as overdue before the sweep marks it', async () => {
    const { body } = await api()
      .get('/api/invoices/amounts?period=month-2025-03')
      .set(...owner.auth)
      .expect(200);
    expect(body).toMatchObject({
      count: 2,
      outstanding: SAMPLE_TOTAL_CENTS * 2,
      overdue: SAMPLE_TOTAL_CENTS,
    });
  });

  it('totals a custom range to the day and charts its whole months', async () => {
    const { body } = await api()
      .get('/api/invoices/amounts?period=custom-2026-04-01-2026-11-05')
      .set(...owner.auth)
      .expect(200);
    expect(body).toMatchObject({ count: 3, invoiced: SAMPLE_TOTAL_CENTS * 3 });
    expect(body.months).toHaveLength(8);
    expect(body.months[7].invoiced).toBe(SAMPLE_TOTAL_CENTS * 3 - 5000);
  });

  it('refuses the planned view and a missing or unreadable period', async () => {
    for (const query of ['?period=planned', '', '?period=month-2026-13']) {
      const { body } = await api()
        .get(`/api/invoices/amounts${query}`)
        .set(...owner.auth)
        .expect(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    await api().get('/api/invoices/amounts?period=month-2026-11').expect(401);
  });

  describe('the admin figures per day', () => {
    let admin: TestUser;
    const daily = (query = '') =>
      api()
        .get(`/api/admin/stats/daily${query}`)
        .set(...admin.auth);

    beforeAll(async () => {
      admin = await createTestUser(app, 'amounts-admin');
      await sql('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    });

    it("counts today's sign-ups and stored invoices, every day of the last 30 given", async () => {
      const { body } = await daily().expect(200);
      expect(body.timeZone).toBe('Europe/Amsterdam');
      expect(body.days).toHaveLength(30);
      expect(body.days[0].date).toBe(body.from);
      expect(body.days.at(-1)).toEqual({ date: body.to, signUps: 3, invoices: 10 });
      const earlier = (body.days as { signUps: number; invoices: number }[]).slice(0, -1);
      expect(earlier.every((day) => day.signUps === 0 && day.invoices === 0)).toBe(true);
    });

    it("divides the days at Amsterdam's midnight", async () => {
      const { body: before } = await daily('?days=7').expect(200);
      const today = before.to as string;
      // 23:30 and 00:30 local time on either side of today's midnight.
      for (const [name, at] of [
        ['late', `(($1::date - 1)::timestamp + interval '23 hours 30 minutes')`],
        ['early', `($1::date::timestamp + interval '30 minutes')`],
      ] as const) {
        await sql(
          `INSERT INTO users (email, email_verified, display_name, created_at)
           VALUES ($2, true, 'x', ${at} AT TIME ZONE 'Europe/Amsterdam')`,
          [today, `${name}-${randomUUID()}@example.test`],
        );
      }
      const { body } = await daily('?days=7').expect(200);
      expect(body.days).toHaveLength(7);
      expect(body.days[5].signUps).toBe(before.days[5].signUps + 1);
      expect(body.days[6].signUps).toBe(before.days[6].signUps + 1);
    });

    it('refuses fewer than 7 or more than 90 days, and anyone not an admin', async () => {
      await daily('?days=6').expect(400);
      await daily('?days=91').expect(400);
      await api()
        .get('/api/admin/stats/daily')
        .set(...owner.auth)
        .expect(403);
    });
  });
});
