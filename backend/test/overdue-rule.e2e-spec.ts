import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  addDays,
  isOverdueOn,
  storedDateOf,
  type InvoiceStatus,
  type PaymentStatus,
} from '@app/contracts/invoice';
import { Transactions } from '../src/database/transactions.js';
import { InvoiceDeliveryService } from '../src/invoices/delivery/invoice-delivery.service.js';
import { overdueByDateSql } from '../src/invoices/overdue-sql.js';
import { createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The overdue rule (docs/invoice-status.md, contracts' `isOverdueOn`) where the server applies
 * it without waiting for the sweep (which does not run in this app): a save or a send of an
 * invoice already past its due date, and the list's overdue and unpaid filters, which file an
 * invoice whose due date passed since the last sweep as overdue.
 */
describe('the overdue rule on the server', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let user: TestUser;
  const today = storedDateOf(new Date());
  const day = (offset: number) => addDays(today, offset) as string;
  // Issue 29: dated 15 October, due 29 October, seen on 25 November; here relative to today.
  const backDated = { date: day(-41), dueDate: day(-27), paymentTerms: '14 days' };

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    user = await createTestUser(app, 'overdue-rule');
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const stored = async (id: string) =>
    (
      await api()
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body as { paymentStatus: PaymentStatus; status: InvoiceStatus; version: number };

  /** Rows as a sweep left them: statuses written directly, as if the day had just turned. */
  const insertRows = async (prefix: string, rows: [InvoiceStatus, PaymentStatus, string][]) => {
    for (const [index, [status, paymentStatus, dueDate]] of rows.entries()) {
      await dataSource.query(
        `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                               due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 100, 0, 21, 121, '{}')`,
        [
          `${prefix}-${index}`,
          user.id,
          `${prefix.toUpperCase()}-${index}`,
          90000 + index,
          status,
          paymentStatus,
          day(-60),
          dueDate,
        ],
      );
    }
  };

  it('is the same rule in SQL as in contracts', async () => {
    const cases: [InvoiceStatus, PaymentStatus, string][] = [];
    for (const status of ['saved', 'sent'] as InvoiceStatus[]) {
      for (const payment of [
        'unpaid',
        'paid',
        'overdue',
        'overdue_reminded',
        'credited',
      ] as const) {
        for (const offset of [-30, -1, 0, 1]) cases.push([status, payment, day(offset)]);
      }
    }
    await insertRows('rule', cases);
    const rows = (await dataSource.query(
      `SELECT i.id, i.status, i.payment_status AS "paymentStatus",
              to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", (${overdueByDateSql('i', '$2::date')}) AS overdue
         FROM invoices i WHERE i.user_id = $1 AND i.id LIKE 'rule-%'`,
      [user.id, today],
    )) as {
      status: InvoiceStatus;
      paymentStatus: PaymentStatus;
      dueDate: string;
      overdue: boolean;
    }[];
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) expect(row.overdue).toBe(isOverdueOn(row, today));
    expect(rows.filter((row) => row.overdue)).toHaveLength(2);
  });

  it('stores a sent invoice created past its due date as overdue at once; a saved one stays unpaid', async () => {
    const sent = await createInvoice(app, user, { ...backDated, status: 'sent' });
    expect(sent.paymentStatus).toBe('overdue');
    expect((await stored(sent.id)).paymentStatus).toBe('overdue');

    const saved = await createInvoice(app, user, backDated);
    expect(saved.paymentStatus).toBe('unpaid');
    const notDue = await createInvoice(app, user, { status: 'sent' });
    expect(notDue.paymentStatus).toBe('unpaid');
  });

  it('keeps a sent invoice past its due date overdue when it is set back to unpaid', async () => {
    const sent = await createInvoice(app, user, { ...backDated, status: 'sent' });
    const { version } = await stored(sent.id);
    const answer = await api()
      .put(`/api/invoices/${sent.id}`)
      .set(...user.auth)
      .set('If-Match', `"${version}"`)
      .send({ invoice: { ...sent, paymentStatus: 'unpaid' } })
      .expect(200);
    expect(answer.body.paymentStatus).toBe('overdue');
  });

  it('makes a back-dated invoice overdue in the moment its delivery makes it sent', async () => {
    const late = await createInvoice(app, user, backDated);
    const onTime = await createInvoice(app, user, {});
    const before = await stored(late.id);
    const deliveries = app.get(InvoiceDeliveryService);
    await app.get(Transactions).run(async (tx) => {
      await deliveries.markSent(tx, user.id, late.id);
      await deliveries.markSent(tx, user.id, onTime.id);
    });
    const after = await stored(late.id);
    expect(after).toMatchObject({ status: 'sent', paymentStatus: 'overdue' });
    // A device holding the version before sees the change (If-Match).
    expect(after.version).toBeGreaterThan(before.version);
    expect(await stored(onTime.id)).toMatchObject({ status: 'sent', paymentStatus: 'unpaid' });
  });

  it('files an invoice whose due date passed since the last sweep under overdue, not unpaid', async () => {
    await insertRows('crossed', [
      ['sent', 'unpaid', day(-1)],
      ['sent', 'unpaid', day(0)],
      ['saved', 'unpaid', day(-1)],
    ]);
    const listed = async (filter: string) =>
      (
        (
          await api()
            .get(`/api/invoices?filter=${filter}&limit=100`)
            .set(...user.auth)
            .expect(200)
        ).body.invoices as { id: string }[]
      )
        .map((invoice) => invoice.id)
        .filter((id) => id.startsWith('crossed-'))
        .sort();
    expect(await listed('overdue')).toEqual(['crossed-0']);
    expect(await listed('unpaid')).toEqual(['crossed-1', 'crossed-2']);
  });
});
