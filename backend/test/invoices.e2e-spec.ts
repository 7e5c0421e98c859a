import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createInvoice, sampleInvoice, SAMPLE_TOTAL_CENTS } from './support/invoices.js';
import { itScopesEveryRouteToItsOwner } from './support/owner-scope.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

describe('invoices API', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const settingsOf = async (user: TestUser) =>
    (
      await api()
        .get('/api/user/settings')
        .set(...user.auth)
        .expect(200)
    ).body.settings;

  describe('saving', () => {
    it('numbers a concept, makes it saved and recomputes the total, ignoring the client’s', async () => {
      const user = await createTestUser(app);
      const response = await api()
        .post('/api/invoices')
        .set(...user.auth)
        .send({ invoice: sampleInvoice({ total: 99999999 }) })
        .expect(201);
      expect(response.body).toMatchObject({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
        invoiceNumber: 'INV-2026-0300',
        status: 'saved',
        paymentStatus: 'unpaid',
        documentType: 'invoice',
        total: SAMPLE_TOTAL_CENTS,
        paymentLinks: [],
      });
      expect(response.body).not.toHaveProperty('synced');
      const sent = sampleInvoice();
      expect(response.body.sender).toEqual({ ...(sent.sender as object), isPlaceholder: {} });
      expect(response.body.recipient).toEqual({ ...(sent.recipient as object), isPlaceholder: {} });
      expect(response.body.items).toEqual(sent.items);
      expect((await settingsOf(user)).latestInvoiceNumber).toBe(300);
      const second = await createInvoice(app, user);
      expect(second.invoiceNumber).toBe('INV-2026-0301');
    });

    it('answers a repeated create with the same id with the stored invoice, never a duplicate', async () => {
      const user = await createTestUser(app);
      const id = 'offline-id-00000000001';
      const first = await api()
        .post('/api/invoices')
        .set(...user.auth)
        .send({ invoice: sampleInvoice({ id }) })
        .expect(201);
      const replay = await api()
        .post('/api/invoices')
        .set(...user.auth)
        .send({ invoice: sampleInvoice({ id, notes: 'changed meanwhile' }) })
        .expect(200);
      expect(replay.body).toEqual(first.body);
      const list = await api()
        .get('/api/invoices')
        .set(...user.auth)
        .expect(200);
      expect(list.body.total).toBe(1);
      expect((await settingsOf(user)).latestInvoiceNumber).toBe(300);
    });

    it('refuses an id another user already has, without touching their invoice', async () => {
      const owner = await createTestUser(app, 'owner');
      const other = await createTestUser(app, 'other');
      const id = 'shared-id-000000000001';
      await createInvoice(app, owner, { id });
      const response = await api()
        .post('/api/invoices')
        .set(...other.auth)
        .send({ invoice: sampleInvoice({ id }) })
        .expect(409);
      expect(response.body).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'invoice.id' }] });
      await api()
        .get(`/api/invoices/${id}`)
        .set(...other.auth)
        .expect(404);
      await api()
        .get(`/api/invoices/${id}`)
        .set(...owner.auth)
        .expect(200);
    });

    it('keeps a number given offline, moves the counter past it, and refuses it a second time', async () => {
      const user = await createTestUser(app);
      const offline = await createInvoice(app, user, {
        invoiceNumber: 'INV-2026-0310',
        status: 'saved',
      });
      expect(offline.invoiceNumber).toBe('INV-2026-0310');
      expect((await settingsOf(user)).latestInvoiceNumber).toBe(310);
      expect((await createInvoice(app, user)).invoiceNumber).toBe('INV-2026-0311');
      const again = await api()
        .post('/api/invoices')
        .set(...user.auth)
        .send({ invoice: sampleInvoice({ invoiceNumber: 'INV-2026-0310' }) })
        .expect(409);
      expect(again.body).toMatchObject({
        code: 'INVOICE_NUMBER_TAKEN',
        fields: [{ field: 'invoice.invoiceNumber' }],
      });
    });

    it('changes a saved invoice but never its number, and answers the new total', async () => {
      const user = await createTestUser(app);
      const invoice = await createInvoice(app, user);
      const changed = await api()
        .put(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .send({
          invoice: sampleInvoice({
            invoiceNumber: 'HACKED-1',
            items: [
              { id: 'line-1', description: 'One', quantity: '1', price: '100,00', vatRate: '21' },
            ],
            discount: { type: 'percentage', value: '10' },
          }),
        })
        .expect(200);
      expect(changed.body).toMatchObject({
        invoiceNumber: invoice.invoiceNumber,
        status: 'saved',
        total: 10890,
        discount: { type: 'percentage', value: '10' },
      });
    });

    it('locks a sent invoice: only the payment status and what sending again edits may change', async () => {
      const user = await createTestUser(app);
      // Not yet due whenever this runs: past its due date a sent invoice is overdue (and stays so).
      const notDue = { date: '2099-01-01', dueDate: '2099-01-15' };
      const invoice = await createInvoice(app, user, { status: 'sent', ...notDue });
      const url = `/api/invoices/${invoice.id}`;
      const locked = await api()
        .put(url)
        .set(...user.auth)
        .send({
          invoice: sampleInvoice({ status: 'sent', ...notDue, date: '2026-12-01', notes: 'x' }),
        })
        .expect(409);
      expect(locked.body).toMatchObject({
        code: 'INVOICE_LOCKED',
        fields: [{ field: 'invoice.date' }, { field: 'invoice.notes' }],
      });

      const recipient = { ...(sampleInvoice().recipient as object), email: 'boss@jansen.nl' };
      const paid = await api()
        .put(url)
        .set(...user.auth)
        .send({
          invoice: sampleInvoice({
            status: 'sent',
            ...notDue,
            paymentStatus: 'paid',
            recipient,
            emailMessage: 'Hi',
          }),
        })
        .expect(200);
      expect(paid.body).toMatchObject({
        paymentStatus: 'paid',
        status: 'sent',
        emailMessage: 'Hi',
      });
      expect(Date.now() - Date.parse(paid.body.paidAt)).toBeLessThan(60_000);

      const unpaid = await api()
        .put(url)
        .set(...user.auth)
        .send({
          invoice: sampleInvoice({ status: 'sent', ...notDue, paymentStatus: 'unpaid', recipient }),
        })
        .expect(200);
      expect(unpaid.body.paymentStatus).toBe('unpaid');
      expect(unpaid.body).not.toHaveProperty('paidAt');

      const overdue = await api()
        .put(url)
        .set(...user.auth)
        .send({
          invoice: sampleInvoice({
            status: 'sent',
            ...notDue,
            paymentStatus: 'overdue',
            recipient,
          }),
        })
        .expect(400);
      expect(overdue.body.fields).toEqual([
        { field: 'invoice.paymentStatus', message: 'can only be changed to unpaid or paid' },
      ]);
    });

    it('keeps the time an invoice was marked paid offline, but never a time in the future', async () => {
      const user = await createTestUser(app);
      const past = await createInvoice(app, user, {
        paymentStatus: 'paid',
        paidAt: '2026-11-20T08:00:00.000Z',
      });
      expect(past.paidAt).toBe('2026-11-20T08:00:00.000Z');
      const future = await createInvoice(app, user, {
        paymentStatus: 'paid',
        paidAt: '2999-01-01T00:00:00.000Z',
      });
      expect(Date.parse(future.paidAt as string)).toBeLessThanOrEqual(Date.now());
    });

    it('links a saved company and unlinks it when the company is deleted', async () => {
      const user = await createTestUser(app);
      const company = await api()
        .post('/api/companies')
        .set(...user.auth)
        .send({ company: { name: 'Bakkerij Jansen' } })
        .expect(201);
      const invoice = await createInvoice(app, user, { companyId: company.body.id });
      expect(invoice.companyId).toBe(company.body.id);
      await api()
        .delete(`/api/companies/${company.body.id}`)
        .set(...user.auth)
        .expect(204);
      const after = await api()
        .get(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .expect(200);
      expect(after.body).not.toHaveProperty('companyId');
      expect(after.body.recipient.company).toBe('Bakkerij Jansen');
    });

    it('refuses a company of another user as the invoice’s company', async () => {
      const owner = await createTestUser(app, 'owner');
      const other = await createTestUser(app, 'other');
      const company = await api()
        .post('/api/companies')
        .set(...owner.auth)
        .send({ company: { name: 'Private' } })
        .expect(201);
      const response = await api()
        .post('/api/invoices')
        .set(...other.auth)
        .send({ invoice: sampleInvoice({ companyId: company.body.id }) })
        .expect(400);
      expect(response.body.fields).toEqual([
        { field: 'invoice.companyId', message: 'is not one of your saved companies' },
      ]);
    });

    it('deletes an invoice', async () => {
      const user = await createTestUser(app);
      const invoice = await createInvoice(app, user);
      await api()
        .delete(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .expect(204);
      await api()
        .get(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .expect(404);
      await api()
        .delete(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .expect(404);
    });
  });

  describe('numbering under concurrency', () => {
    it('gives 50 concurrent saves of drafts 50 unique consecutive numbers', async () => {
      const user = await createTestUser(app);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          api()
            .post('/api/invoices')
            .set(...user.auth)
            .send({ invoice: sampleInvoice() }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
      const numbers = responses.map((response) => response.body.invoiceNumber as string).sort();
      expect(numbers).toEqual(
        Array.from(
          { length: 50 },
          (_, index) => `INV-2026-${String(300 + index).padStart(4, '0')}`,
        ),
      );
      expect((await settingsOf(user)).latestInvoiceNumber).toBe(349);
    });

    it('lets two users save at once, each in their own series', async () => {
      const [anna, ben] = [await createTestUser(app, 'anna'), await createTestUser(app, 'ben')];
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          api()
            .post('/api/invoices')
            .set(...(index % 2 === 0 ? anna : ben).auth)
            .send({ invoice: sampleInvoice() }),
        ),
      );
      const numbersOf = (owner: number) =>
        responses
          .filter((_, index) => index % 2 === owner)
          .map((response) => response.body.invoiceNumber as string)
          .sort();
      const series = Array.from(
        { length: 10 },
        (_, index) => `INV-2026-${String(300 + index).padStart(4, '0')}`,
      );
      expect(numbersOf(0)).toEqual(series);
      expect(numbersOf(1)).toEqual(series);
    });
  });

  describe('listing', () => {
    let user: TestUser;

    beforeAll(async () => {
      user = await createTestUser(app, 'lister');
      const dates = ['2026-10-15', '2026-11-01', '2026-11-30', '2026-12-01', '2099-01-01'];
      for (const date of dates) await createInvoice(app, user, { date, dueDate: date });
      const paid = await createInvoice(app, user, { date: '2026-11-10', dueDate: '2026-11-10' });
      await api()
        .put(`/api/invoices/${paid.id}`)
        .set(...user.auth)
        .send({
          invoice: sampleInvoice({
            date: '2026-11-10',
            dueDate: '2026-11-10',
            paymentStatus: 'paid',
          }),
        })
        .expect(200);
    });

    const list = async (query: Record<string, string | number>) =>
      (
        await api()
          .get('/api/invoices')
          .query(query)
          .set(...user.auth)
          .expect(200)
      ).body;
    const numbers = (body: { invoices: { invoiceNumber: string }[] }) =>
      body.invoices.map((invoice) => invoice.invoiceNumber);

    it('pages the invoices highest number first', async () => {
      const first = await list({ limit: 4 });
      expect(first).toMatchObject({ total: 6, page: 1, limit: 4, hasMore: true });
      expect(numbers(first)).toEqual([
        'INV-2026-0305',
        'INV-2099-0304',
        'INV-2026-0303',
        'INV-2026-0302',
      ]);
      const second = await list({ limit: 4, page: 2 });
      expect(second).toMatchObject({ total: 6, page: 2, hasMore: false });
      expect(numbers(second)).toEqual(['INV-2026-0301', 'INV-2026-0300']);
      expect((await list({ limit: 4, page: 3 })).invoices).toEqual([]);
    });

    it('defaults to 50 per page and caps larger pages', async () => {
      expect((await list({})).limit).toBe(50);
      expect((await list({ limit: 100000 })).limit).toBe(200);
    });

    it('filters by month, custom range, start and end date, and payment status', async () => {
      expect(numbers(await list({ period: 'month-2026-11' }))).toEqual([
        'INV-2026-0305',
        'INV-2026-0302',
        'INV-2026-0301',
      ]);
      expect(numbers(await list({ period: 'custom-2026-11-30-2026-12-01' }))).toEqual([
        'INV-2026-0303',
        'INV-2026-0302',
      ]);
      expect(numbers(await list({ startDate: '2026-12-01' }))).toEqual([
        'INV-2099-0304',
        'INV-2026-0303',
      ]);
      expect(numbers(await list({ period: 'month-2026-11', filter: 'paid' }))).toEqual([
        'INV-2026-0305',
      ]);
      expect(
        numbers(await list({ period: 'month-2026-11', filter: 'unpaid', endDate: '2026-11-15' })),
      ).toEqual(['INV-2026-0301']);
    });

    it('lists planned invoices: dated in the future, whatever the payment filter', async () => {
      const planned = numbers(await list({ period: 'planned', filter: 'paid' }));
      expect(planned).toContain('INV-2099-0304');
      for (const past of ['INV-2026-0300', 'INV-2026-0301', 'INV-2026-0305'])
        expect(planned).not.toContain(past);
    });
  });

  describe('bulk', () => {
    it('saves each invoice on its own and reports the ones it refused by position', async () => {
      const user = await createTestUser(app);
      const response = await api()
        .post('/api/invoices/bulk')
        .set(...user.auth)
        .send({
          invoices: [
            sampleInvoice({ id: 'bulk-id-0000000000001' }),
            sampleInvoice({ date: 'yesterday' }),
            'not an invoice',
            sampleInvoice({ id: 'bulk-id-0000000000002', unknownField: 1 }),
            sampleInvoice({ id: 'bulk-id-0000000000003' }),
          ],
        })
        .expect(200);
      expect(response.body.created.map((invoice: { id: string }) => invoice.id)).toEqual([
        'bulk-id-0000000000001',
        'bulk-id-0000000000003',
      ]);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          index: 1,
          code: 'VALIDATION_FAILED',
          fields: [{ field: 'date', message: 'must be a date in yyyy-MM-dd form' }],
        }),
        expect.objectContaining({ index: 2, code: 'VALIDATION_FAILED' }),
        expect.objectContaining({
          index: 3,
          id: 'bulk-id-0000000000002',
          fields: [{ field: 'unknownField', message: 'is not an allowed field' }],
        }),
      ]);
      const stored = await app
        .get(DataSource)
        .query('SELECT count(*)::int AS count FROM invoices WHERE user_id = $1', [user.id]);
      expect(stored[0].count).toBe(2);
    });
  });

  describe('owner scope', () => {
    itScopesEveryRouteToItsOwner(() => app, {
      collection: '/api/invoices',
      listKey: 'invoices',
      validUpdate: { invoice: sampleInvoice() },
      create: async (app, owner) => (await createInvoice(app, owner)).id,
    });
  });
});
