import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { clientDefaultSettings } from '@app/contracts/settings';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type RouteLayer = { route?: { path: string; methods: Record<string, boolean> } };

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';
const NO_ONE = '00000000-0000-4000-8000-000000000000';

type AdminEmail = { id: string; status: string; invoiceNumber: string; userEmail: string };

// The admin area reads across users and the e-mail queue across records: a database of its own
// keeps other files' users and records out of its counts.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('admin');
});
afterAll(async () => {
  await ownDatabase.drop();
});

describe('the admin API', () => {
  let app: NestExpressApplication;
  let smtp: TestSmtpServer;
  let refuse = true;
  let admin: TestUser;
  let customer: TestUser;
  let plain: TestUser;

  const server = () => app.getHttpServer();
  const call = (method: 'get' | 'post', url: string) => request(server())[method](url);
  const asAdmin = (method: 'get' | 'post', url: string) => call(method, url).set(...admin.auth);

  /** Every /api/admin route Nest registered, with its parameters filled for `user`. */
  function adminRoutes(): { name: string; method: 'get' | 'post'; path: string }[] {
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } })
      .router;
    return router.stack.flatMap((layer) =>
      layer.route?.path.startsWith('/api/admin/')
        ? Object.keys(layer.route.methods).map((method) => ({
            name: `${method.toUpperCase()} ${layer.route!.path}`,
            method: method as 'get' | 'post',
            path: layer.route!.path,
          }))
        : [],
    );
  }

  async function queued(id: string, status: string): Promise<AdminEmail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { body } = await asAdmin('get', '/api/admin/email-queue').expect(200);
      const email = (body as { emails: AdminEmail[] }).emails.find((each) => each.id === id);
      if (email?.status === status) return email;
      if (Date.now() > deadline)
        throw new Error(`${id} is not ${status}: ${JSON.stringify(email)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ rejectRecipient: (to) => refuse && to.startsWith('typo@') });
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url } });
    admin = await createTestUser(app, 'operator');
    await app.get(DataSource).query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    customer = await createTestUser(app, 'customer');
    plain = await createTestUser(app, 'plain');
    await request(server())
      .patch('/api/user/settings')
      .set(...customer.auth)
      .send({
        settings: {
          defaultCompany: {
            company: 'Studio Vos',
            address: 'Keizersgracht 1',
            postalCode: '1015 AA',
            city: 'Amsterdam',
            vatNumber: '',
            kvkNumber: '',
          },
          paymentMethods: {
            ...clientDefaultSettings().paymentMethods,
            mollie: {
              enabled: true,
              apiKey: MOLLIE_KEY,
              description: 'Invoice {invoiceNumber}',
              isConnected: false,
              businessName: '',
            },
          },
        },
      })
      .expect(200);
    for (let count = 0; count < 12; count += 1)
      await createInvoice(app, customer, { id: undefined });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('answers 401 signed out and 403 to a signed-in user who is not an admin, on every route', async () => {
    const routes = adminRoutes();
    expect(routes.map((route) => route.name).sort()).toEqual(
      [
        'GET /api/admin/email-queue',
        'GET /api/admin/email-queue/:id/pdf',
        'GET /api/admin/peppol-deliveries',
        'GET /api/admin/stats/daily',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'GET /api/admin/users/:id/companies',
        'GET /api/admin/users/:id/invoices',
        'GET /api/admin/users/:id/invoices/:invoiceId/email-preview',
        'GET /api/admin/users/:id/schedules',
        'GET /api/admin/users/:id/settings',
        'POST /api/admin/email-queue/:id/requeue',
        'POST /api/admin/email-queue/:id/send',
      ].sort(),
    );
    for (const route of routes) {
      const url = route.path
        .replace(':id', customer.id)
        .replace(':invoiceId', 'AAAAAAAAAAAAAAAAAAAAA');
      const signedOut = await call(route.method, url);
      const notAdmin = await call(route.method, url).set(...plain.auth);
      expect([route.name, signedOut.status, notAdmin.status]).toEqual([route.name, 401, 403]);
      expect(notAdmin.body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lists users with their counters, company and invoice count', async () => {
    const { body } = await asAdmin('get', '/api/admin/users').expect(200);
    expect(body.stats).toEqual({
      totalUsers: 3,
      activeToday: expect.any(Number),
      totalInvoices: 12,
    });
    // One page, newest first (paging and search: admin-lists.e2e-spec.ts).
    expect(body).toMatchObject({
      total: 3,
      totalCapped: false,
      page: 1,
      limit: 50,
      hasMore: false,
      nextCursor: null,
    });
    expect((body.users as { id: string }[]).map((user) => user.id)).toEqual([
      plain.id,
      customer.id,
      admin.id,
    ]);
    const row = (body.users as { id: string }[]).find((user) => user.id === customer.id);
    expect(row).toMatchObject({
      email: customer.email,
      company: 'Studio Vos',
      invoiceCount: 12,
      isAdmin: false,
    });
    expect(
      (body.users as { id: string; isAdmin: boolean }[]).find((user) => user.id === admin.id)
        ?.isAdmin,
    ).toBe(true);
    await asAdmin('get', `/api/admin/users/${customer.id}`).expect(200);
    const missing = await asAdmin('get', `/api/admin/users/${NO_ONE}`).expect(404);
    expect(missing.body.message).toBe(`User with ID ${NO_ONE} not found`);
    await asAdmin('get', '/api/admin/users/not-a-uuid').expect(404);
  });

  it("pages a user's invoices by 10 with hasMore, and 404s for someone who does not exist", async () => {
    const first = await asAdmin('get', `/api/admin/users/${customer.id}/invoices`).expect(200);
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 12, hasMore: true });
    expect(first.body.invoices).toHaveLength(10);
    const second = await asAdmin('get', `/api/admin/users/${customer.id}/invoices?page=2`).expect(
      200,
    );
    expect(second.body).toMatchObject({ page: 2, hasMore: false });
    expect(second.body.invoices).toHaveLength(2);
    for (const part of ['invoices', 'companies', 'settings', 'schedules']) {
      await asAdmin('get', `/api/admin/users/${NO_ONE}/${part}`).expect(404);
    }
    await asAdmin('get', `/api/admin/users/${customer.id}/invoices?limit=0`).expect(400);
  });

  it('masks secrets on the server: no admin answer carries the raw key', async () => {
    const settings = await asAdmin('get', `/api/admin/users/${customer.id}/settings`).expect(200);
    expect(settings.body.settings.paymentMethods.mollie.apiKey).toBe(
      `live${'*'.repeat(MOLLIE_KEY.length - 4)}`,
    );
    for (const url of [
      '/api/admin/users',
      `/api/admin/users/${customer.id}`,
      `/api/admin/users/${customer.id}/invoices`,
      `/api/admin/users/${customer.id}/settings`,
      `/api/admin/users/${customer.id}/companies`,
      `/api/admin/users/${customer.id}/schedules`,
    ]) {
      expect([url, (await asAdmin('get', url).expect(200)).text.includes(MOLLIE_KEY)]).toEqual([
        url,
        false,
      ]);
    }
  });

  it("previews an invoice's e-mail and refuses another user's invoice", async () => {
    const invoice = await createInvoice(app, customer, { id: undefined });
    const preview = await asAdmin(
      'get',
      `/api/admin/users/${customer.id}/invoices/${invoice.id}/email-preview`,
    ).expect(200);
    expect(preview.body.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(preview.body.html).toContain(invoice.invoiceNumber);
    await asAdmin(
      'get',
      `/api/admin/users/${plain.id}/invoices/${invoice.id}/email-preview`,
    ).expect(404);
  });

  it('requeues a failed e-mail, which is then sent; sends a sent one again as a new record; serves its PDF', async () => {
    const invoice = await createInvoice(app, customer, { id: undefined });
    const failing = await sendEmail(app, customer, invoice.id, {
      recipientEmail: 'typo@acme.example',
    });
    await settled(app, customer, invoice.id);
    const failed = await queued(failing.id, 'failed');
    expect(failed).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      documentType: 'invoice',
      userEmail: customer.email,
    });

    // Only a failed record can be requeued; this one can, once.
    refuse = false;
    const requeued = await asAdmin('post', `/api/admin/email-queue/${failing.id}/requeue`).expect(
      200,
    );
    expect(requeued.body.email).toMatchObject({ id: failing.id, attempts: 0 });
    await queued(failing.id, 'sent');
    const again = await asAdmin('post', `/api/admin/email-queue/${failing.id}/requeue`).expect(409);
    expect(again.body.code).toBe('CONFLICT');

    const resent = await asAdmin('post', `/api/admin/email-queue/${failing.id}/send`).expect(200);
    expect(resent.body.email.id).not.toBe(failing.id);
    await queued(resent.body.email.id as string, 'sent');
    expect(
      smtp.delivered.filter((mail) => mail.parsed.subject?.includes(invoice.invoiceNumber)),
    ).toHaveLength(2);

    const pdf = await asAdmin('get', `/api/admin/email-queue/${failing.id}/pdf`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await asAdmin('post', `/api/admin/email-queue/${NO_ONE}/send`).expect(404);
  });

  it('writes every admin request, refused ones too, to the audit log', async () => {
    await asAdmin('get', `/api/admin/users/${customer.id}/settings`).expect(200);
    await asAdmin('get', `/api/admin/users/${NO_ONE}`).expect(404);
    const rows = (await app.get(DataSource).query(
      `SELECT admin_id, admin_email, action, target_user_id, target_id, outcome
           FROM admin_audit_log ORDER BY created_at DESC LIMIT 2`,
    )) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        admin_id: admin.id,
        admin_email: admin.email,
        action: 'getAdminUser',
        target_user_id: NO_ONE,
        target_id: null,
        outcome: 404,
      },
      {
        admin_id: admin.id,
        admin_email: admin.email,
        action: 'getAdminUserSettings',
        target_user_id: customer.id,
        target_id: null,
        outcome: 200,
      },
    ]);
    const requeues = (await app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n FROM admin_audit_log WHERE action = 'requeueAdminEmail' AND target_id IS NOT NULL`,
      )) as { n: number }[];
    expect(requeues[0]?.n).toBe(2);
    // A non-admin's refused calls are not admin actions: nothing of theirs is in the log.
    const theirs = (await app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM admin_audit_log WHERE admin_id = $1', [plain.id])) as {
      n: number;
    }[];
    expect(theirs[0]?.n).toBe(0);
  });
});
