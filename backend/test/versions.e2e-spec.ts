import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { clientDefaultSettings } from '@app/contracts/settings';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/database/transactions.js';
import { InvoiceDeliveryService } from '../src/invoices/delivery/invoice-delivery.service.js';
import { PayableInvoicesRepository } from '../src/invoices/payable/payable-invoices.repository.js';
import { OverdueRepository } from '../src/reminders/overdue.repository.js';
import { ScheduleGeneratorRepository } from '../src/schedules/generator/schedule-generator.repository.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createSchedule, sampleSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const bakery = {
  name: 'Bakkerij Jansen',
  address: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  city: 'Utrecht',
  contactName: 'Anna Jansen',
  email: 'anna@jansen.nl',
  additionalInfo: '',
};

type Body = Record<string, unknown>;

/**
 * One versioned resource as a client sees it: where it lives, how to make one, a change (the
 * n-th, so two changes differ) and where its version is in the answer.
 */
type Resource = {
  name: string;
  create: (owner: TestUser) => Promise<string>;
  path: (id: string) => string;
  change: (n: number) => Body;
  /** What the change wrote, read from a GET's answer. */
  changed: (answer: Body) => unknown;
  deletable: boolean;
};

describe('versions: ETag, If-Match and 412 (no lost updates)', () => {
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app, 'versions');
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const read = async (path: string, owner = user) =>
    (
      await api()
        .get(path)
        .set(...owner.auth)
        .expect(200)
    ).body as Body;

  const resources: Resource[] = [
    {
      name: 'invoice',
      create: async (owner) => (await createInvoice(app, owner)).id,
      path: (id) => `/api/invoices/${id}`,
      change: (n) => ({ invoice: sampleInvoice({ status: 'saved', notes: `Change ${n}` }) }),
      changed: (answer) => answer.notes,
      deletable: true,
    },
    {
      name: 'company',
      create: async (owner) =>
        (
          await api()
            .post('/api/companies')
            .set(...owner.auth)
            .send({ company: bakery })
            .expect(201)
        ).body.id,
      path: (id) => `/api/companies/${id}`,
      change: (n) => ({ company: { ...bakery, additionalInfo: `Change ${n}` } }),
      changed: (answer) => answer.additionalInfo,
      deletable: true,
    },
    {
      name: 'schedule',
      create: async (owner) => (await createSchedule(app, owner)).id,
      path: (id) => `/api/schedules/${id}`,
      change: (n) => sampleSchedule({ dayOfMonth: n }),
      changed: (answer) => answer.dayOfMonth,
      deletable: true,
    },
    {
      name: 'settings',
      // One per user: each test gets a user of its own, so versions start at 1.
      create: async () => '',
      path: () => '/api/user/settings',
      change: (n) => ({ settings: { ...clientDefaultSettings(), defaultNotes: `Change ${n}` } }),
      changed: (answer) => (answer.settings as Body).defaultNotes,
      deletable: false,
    },
  ];

  describe.each(resources)('$name', (resource) => {
    /** A user of its own (settings are one per user) with one stored resource. */
    const stored = async () => {
      const owner = await createTestUser(app, `versions-${resource.name}`);
      const path = resource.path(await resource.create(owner));
      return { owner, path };
    };
    const put = (owner: TestUser, path: string, n: number, ifMatch?: string) => {
      const call = api()
        .put(path)
        .set(...owner.auth);
      if (ifMatch !== undefined) call.set('If-Match', ifMatch);
      return call.send(resource.change(n));
    };

    it('answers its version, and the same as a strong ETag, on GET and on every change', async () => {
      const { owner, path } = await stored();
      const got = await api()
        .get(path)
        .set(...owner.auth)
        .expect(200);
      expect(got.body.version).toBe(1);
      expect(got.headers.etag).toBe('"1"');
      const changed = await put(owner, path, 2, '"1"').expect(200);
      expect(changed.body.version).toBe(2);
      expect(changed.headers.etag).toBe('"2"');
      expect(resource.changed(changed.body)).toBe(resource.changed(await read(path, owner)));
    });

    it('refuses a stale If-Match with 412, the stored copy, and changes nothing', async () => {
      const { owner, path } = await stored();
      await put(owner, path, 2, '"1"').expect(200);
      const before = await read(path, owner);
      const refused = await put(owner, path, 3, '"1"');
      expect(refused.status).toBe(412);
      expect(refused.body).toMatchObject({
        statusCode: 412,
        code: 'VERSION_CONFLICT',
        message: expect.stringContaining('nothing was saved'),
        current: before,
      });
      expect(await read(path, owner)).toEqual(before);
    });

    it('takes a fresh If-Match (also weak, listed or *) and counts one version per change', async () => {
      const { owner, path } = await stored();
      expect((await put(owner, path, 2, '"1"').expect(200)).body.version).toBe(2);
      expect((await put(owner, path, 3, 'W/"2"').expect(200)).body.version).toBe(3);
      expect((await put(owner, path, 4, '"9", "3"').expect(200)).body.version).toBe(4);
      expect((await put(owner, path, 5, '*').expect(200)).body.version).toBe(5);
      expect(resource.changed(await read(path, owner))).toBe(
        resource.changed((await put(owner, path, 5, '"5"').expect(200)).body),
      );
    });

    it('changes as before without If-Match (spec §7 clients), moving the version', async () => {
      const { owner, path } = await stored();
      await put(owner, path, 2, '"1"').expect(200);
      const unconditional = await put(owner, path, 3).expect(200);
      expect(unconditional.body.version).toBe(3);
      expect(resource.changed(await read(path, owner))).toBe(resource.changed(unconditional.body));
    });

    it('lets exactly one of two concurrent changes with the same If-Match win', async () => {
      const { owner, path } = await stored();
      const answers = await Promise.all([put(owner, path, 7, '"1"'), put(owner, path, 8, '"1"')]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200)!;
      const loser = answers.find((answer) => answer.status === 412)!;
      const now = await read(path, owner);
      expect(now.version).toBe(2);
      expect(resource.changed(now)).toBe(resource.changed(winner.body));
      // The second to take the row's lock found the winner's version, and is shown it.
      expect((loser.body.current as Body).version).toBe(2);
    });

    it('answers 400 naming If-Match when it is not an entity tag', async () => {
      const { owner, path } = await stored();
      const refused = await put(owner, path, 2, '1');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'If-Match', message: expect.any(String) }],
      });
      expect((await read(path, owner)).version).toBe(1);
    });

    if (resource.deletable) {
      it('deletes only the version If-Match names', async () => {
        const { owner, path } = await stored();
        await put(owner, path, 2, '"1"').expect(200);
        const before = await read(path, owner);
        const refused = await api()
          .delete(path)
          .set(...owner.auth)
          .set('If-Match', '"1"');
        expect(refused.status).toBe(412);
        expect(refused.body).toMatchObject({ code: 'VERSION_CONFLICT', current: before });
        await read(path, owner);
        await api()
          .delete(path)
          .set(...owner.auth)
          .set('If-Match', '"2"')
          .expect(204);
        await api()
          .get(path)
          .set(...owner.auth)
          .expect(404);
      });

      it('answers 404 for another user’s id whatever the If-Match', async () => {
        const { path } = await stored();
        const other = await createTestUser(app, 'versions-other');
        for (const method of ['put', 'delete'] as const) {
          const call = (method === 'put' ? api().put(path) : api().delete(path))
            .set(...other.auth)
            .set('If-Match', '"1"');
          const answer = await (method === 'put' ? call.send(resource.change(2)) : call);
          expect(answer.status).toBe(404);
          expect(answer.body.current).toBeUndefined();
        }
      });
    }
  });

  describe('the server’s own changes make a new version, so If-Match sees them', () => {
    const invoiceVersion = async (id: string) => (await read(`/api/invoices/${id}`)).version;

    it('sending (an e-mail delivered), overdue, reminded and paid each move the invoice', async () => {
      const invoice = await createInvoice(app, user);
      expect(invoice.version).toBe(1);
      const transactions = app.get(Transactions);
      await transactions.run((tx) =>
        app.get(InvoiceDeliveryService).markSent(tx, user.id, invoice.id),
      );
      expect(await invoiceVersion(invoice.id)).toBe(2);

      // Due long ago, so this invoice is the oldest the sweep can find (a batch of one). A write
      // that leaves the version as it was (as SQL outside TypeORM does) still makes a new one.
      await app
        .get(DataSource)
        .query(`UPDATE invoices SET due_date = '1990-01-01', version = version WHERE id = $1`, [
          invoice.id,
        ]);
      expect(await invoiceVersion(invoice.id)).toBe(3);
      await app.get(OverdueRepository).markOverdue('1990-01-02', 1);
      const overdue = await read(`/api/invoices/${invoice.id}`);
      expect(overdue).toMatchObject({ paymentStatus: 'overdue', version: 4 });
      await app.get(OverdueRepository).markReminded([invoice.id]);
      expect(await read(`/api/invoices/${invoice.id}`)).toMatchObject({
        paymentStatus: 'overdue_reminded',
        version: 5,
      });
      await app.get(PayableInvoicesRepository).markPaid(invoice.id, new Date(), 'mollie');
      expect(await read(`/api/invoices/${invoice.id}`)).toMatchObject({
        paymentStatus: 'paid',
        version: 6,
      });

      // A client that read version 1 cannot undo any of it.
      const stale = await api()
        .put(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .set('If-Match', '"1"')
        .send({ invoice: sampleInvoice({ paymentStatus: 'unpaid', status: 'saved' }) });
      expect(stale.status).toBe(412);
      expect(stale.body.current).toMatchObject({ paymentStatus: 'paid', version: 6 });
    });

    it('linking a schedule moves the invoice; the generator moving the schedule moves it', async () => {
      const invoice = await createInvoice(app, user);
      const schedule = await createSchedule(app, user, { templateInvoiceId: invoice.id });
      expect(schedule.version).toBe(1);
      expect(await invoiceVersion(invoice.id)).toBe(2);
      await app.get(ScheduleGeneratorRepository).advance(schedule.id, '2099-01-05', '2099-02-05');
      expect(await read(`/api/schedules/${schedule.id}`)).toMatchObject({
        lastGeneratedDate: '2099-01-05',
        version: 2,
      });
      // Deleting the schedule unlinks its template: another change of the invoice.
      await api()
        .delete(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(204);
      expect(await invoiceVersion(invoice.id)).toBe(3);
    });

    it('deleting a company unlinks its invoices, which move (the foreign key’s own update)', async () => {
      const company = (
        await api()
          .post('/api/companies')
          .set(...user.auth)
          .send({ company: bakery })
          .expect(201)
      ).body;
      expect(company.version).toBe(1);
      const invoice = await createInvoice(app, user, { companyId: company.id });
      await api()
        .delete(`/api/companies/${company.id}`)
        .set(...user.auth)
        .expect(204);
      const unlinked = await read(`/api/invoices/${invoice.id}`);
      expect(unlinked.companyId).toBeUndefined();
      expect(unlinked.version).toBe(2);
    });

    it('numbering invoices keeps the settings version; a save and a Mollie connection move it', async () => {
      const owner = await createTestUser(app, 'versions-counter');
      const settings = () => read('/api/user/settings', owner);
      const fresh = await settings();
      expect(fresh.version).toBe(1);
      const counter = (answer: Body) => (answer.settings as Body).latestInvoiceNumber as number;
      await createInvoice(app, owner);
      await createInvoice(app, owner);
      const numbered = await settings();
      expect(numbered.version).toBe(1);
      expect(counter(numbered)).toBeGreaterThan(counter(fresh));
      await app.get(SettingsService).setMollieConnection(owner.id, { businessName: 'Studio Vos' });
      expect((await settings()).version).toBe(2);
      // A device that read version 1 is told, and its save changes nothing.
      const stale = await api()
        .patch('/api/user/settings')
        .set(...owner.auth)
        .set('If-Match', '"1"')
        .send({ settings: { defaultNotes: 'Stale' } });
      expect(stale.status).toBe(412);
      expect(stale.body.current).toMatchObject({ version: 2, savedAt: null });
    });
  });

  it('ignores a version sent in an invoice body: If-Match is the one condition', async () => {
    const invoice = await createInvoice(app, user);
    const answer = await api()
      .put(`/api/invoices/${invoice.id}`)
      .set(...user.auth)
      .send({ invoice: sampleInvoice({ status: 'saved', version: 42, notes: 'Body version' }) })
      .expect(200);
    expect(answer.body).toMatchObject({ version: 2, notes: 'Body version' });
  });
});
