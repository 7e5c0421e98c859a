import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { addDays, storedDateOf } from '@app/contracts/invoice';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Body = Record<string, unknown>;

const MERGE_PATCH = 'application/merge-patch+json';

const bakery = {
  name: 'Bakkerij Jansen',
  address: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  city: 'Utrecht',
  contactName: 'Anna Jansen',
  email: 'anna@jansen.nl',
  additionalInfo: 'KvK 12345678',
};

const studio = {
  company: 'Studio Vos',
  address: 'Keizersgracht 1',
  postalCode: '1015 AA',
  city: 'Amsterdam',
  vatNumber: 'NL123456789B01',
  kvkNumber: '12345678',
};

/**
 * One resource as a client sees it: where it lives, how to make one, and how a PUT wraps what a
 * GET answers (spec §7: invoices and companies are sent wrapped, settings answer wrapped).
 */
type Resource = {
  name: string;
  create: (owner: TestUser) => Promise<string>;
  path: (id: string) => string;
  asPutBody: (read: Body) => Body;
  /** A patch of one plain field, and where a GET shows it. */
  patch: Body;
  patched: (read: Body) => unknown;
  patchedValue: unknown;
};

describe('read equals write, PUT replaces, PATCH merges (issue 30)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const read = async (owner: TestUser, path: string) =>
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
      asPutBody: (invoice) => ({ invoice }),
      patch: { notes: 'Paid by bank, thank you' },
      patched: (invoice) => invoice.notes,
      patchedValue: 'Paid by bank, thank you',
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
      asPutBody: (company) => ({ company }),
      patch: { city: 'Delft' },
      patched: (company) => company.city,
      patchedValue: 'Delft',
    },
    {
      name: 'schedule',
      create: async (owner) => (await createSchedule(app, owner, { endDate: '2099-12-31' })).id,
      path: (id) => `/api/schedules/${id}`,
      asPutBody: (schedule) => schedule,
      patch: { dayOfMonth: 20 },
      patched: (schedule) => schedule.dayOfMonth,
      patchedValue: 20,
    },
    {
      name: 'settings',
      create: async (owner) => {
        await api()
          .patch('/api/user/settings')
          .set(...owner.auth)
          .send({ settings: { defaultCompany: studio, defaultNotes: 'Bedankt!' } })
          .expect(200);
        return '';
      },
      path: () => '/api/user/settings',
      asPutBody: (answer) => answer,
      patch: { settings: { defaultNotes: 'Thanks!' } },
      patched: (answer) => (answer.settings as Body).defaultNotes,
      patchedValue: 'Thanks!',
    },
  ];

  describe.each(resources)('$name', (resource) => {
    const stored = async () => {
      const owner = await createTestUser(app, `read-write-${resource.name}`);
      const path = resource.path(await resource.create(owner));
      return { owner, path, before: await read(owner, path) };
    };

    it('takes back exactly what a GET answered, and nothing changes', async () => {
      const { owner, path, before } = await stored();
      const answer = await api()
        .put(path)
        .set(...owner.auth)
        .send(resource.asPutBody(before))
        .expect(200);
      expect(answer.body).toEqual(before);
      expect(await read(owner, path)).toEqual(before);
    });

    it('ignores the read-only fields of the body', async () => {
      const { owner, path, before } = await stored();
      const tampered = {
        ...before,
        version: 999,
        createdAt: before.createdAt === undefined ? undefined : 12,
        updatedAt: before.updatedAt === undefined ? undefined : '2000-01-01T00:00:00.000Z',
      };
      await api()
        .put(path)
        .set(...owner.auth)
        .send(resource.asPutBody(tampered))
        .expect(200);
      expect(await read(owner, path)).toEqual(before);
    });

    it('patches one field (merge patch) and keeps the rest, answering the new ETag', async () => {
      const { owner, path, before } = await stored();
      const answer = await api()
        .patch(path)
        .set(...owner.auth)
        .set('Content-Type', MERGE_PATCH)
        .send(JSON.stringify(resource.patch))
        .expect(200);
      const after = await read(owner, path);
      expect(answer.body).toEqual(after);
      expect(resource.patched(after)).toEqual(resource.patchedValue);
      expect(after.version).toBe((before.version as number) + 1);
      expect(answer.headers.etag).toBe(`"${after.version as number}"`);
      // Only the patched field (and what the server keeps) moved.
      const unchanged = (body: Body) => {
        const { version: _v, updatedAt: _u, savedAt: _s, nextInvoiceDate: _n, ...rest } = body;
        return rest;
      };
      expect(unchanged(after)).toEqual(
        unchanged({ ...before, ...resource.patch, ...nested(before, resource.patch) }),
      );
    });

    it('takes application/json as a merge patch too', async () => {
      const { owner, path } = await stored();
      await api()
        .patch(path)
        .set(...owner.auth)
        .send(resource.patch)
        .expect(200);
      expect(resource.patched(await read(owner, path))).toEqual(resource.patchedValue);
    });

    it('honours If-Match: the version read passes, a stale one is 412 with the stored copy', async () => {
      const { owner, path, before } = await stored();
      const version = before.version as number;
      await api()
        .patch(path)
        .set(...owner.auth)
        .set('If-Match', `"${version}"`)
        .send(resource.patch)
        .expect(200);
      const stale = await api()
        .patch(path)
        .set(...owner.auth)
        .set('If-Match', `"${version}"`)
        .send(resource.patch)
        .expect(412);
      expect(stale.body.code).toBe('VERSION_CONFLICT');
      expect(stale.body.current).toEqual(await read(owner, path));
    });

    it('refuses a body that is not an object, naming it', async () => {
      const { owner, path, before } = await stored();
      const answer = await api()
        .patch(path)
        .set(...owner.auth)
        .set('Content-Type', MERGE_PATCH)
        .send('[1, 2]')
        .expect(400);
      expect(answer.body.fields).toEqual([{ field: 'body', message: 'must be a JSON object' }]);
      expect(await read(owner, path)).toEqual(before);
    });
  });

  describe.each(resources.filter((resource) => resource.name !== 'settings'))(
    "another user's $name",
    (resource) => {
      it('answers 404 to a PATCH and changes nothing', async () => {
        const owner = await createTestUser(app, 'read-write-owner');
        const other = await createTestUser(app, 'read-write-other');
        const path = resource.path(await resource.create(owner));
        const before = await read(owner, path);
        await api()
          .patch(path)
          .set(...other.auth)
          .send(resource.patch)
          .expect(404);
        expect(await read(owner, path)).toEqual(before);
      });
    },
  );

  describe('PATCH an invoice', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await createTestUser(app, 'read-write-invoices');
    });

    const patch = (id: string, body: unknown) =>
      api()
        .patch(`/api/invoices/${id}`)
        .set(...user.auth)
        .set('Content-Type', MERGE_PATCH)
        .send(JSON.stringify(body));

    it('merges objects, replaces arrays and removes what is null', async () => {
      const invoice = await createInvoice(app, user, { paymentReference: 'REF-1' });
      const answer = await patch(invoice.id, {
        recipient: { city: 'Delft' },
        items: [
          { id: 'line-9', description: 'Advice', quantity: '1', price: '100,00', vatRate: '21' },
        ],
        paymentReference: null,
      }).expect(200);
      expect(answer.body.recipient).toEqual({ ...(invoice.recipient as Body), city: 'Delft' });
      expect(answer.body.items).toEqual([
        { id: 'line-9', description: 'Advice', quantity: '1', price: '100,00', vatRate: '21' },
      ]);
      expect(answer.body.total).toBe(12100);
      expect(answer.body).not.toHaveProperty('paymentReference');
      expect(answer.body.invoiceNumber).toBe(invoice.invoiceNumber);
    });

    it('answers the 400 a PUT of the merged invoice answers, and stores nothing', async () => {
      const invoice = await createInvoice(app, user);
      const viaPatch = await patch(invoice.id, { date: '24-11-2026', currency: null }).expect(400);
      const viaPut = await api()
        .put(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .send({ invoice: { ...invoice, date: '24-11-2026', currency: undefined } })
        .expect(400);
      expect(viaPatch.body).toEqual(viaPut.body);
      expect(viaPatch.body.fields.map((field: Body) => field.field).sort()).toEqual([
        'invoice.currency',
        'invoice.date',
      ]);
      expect(await read(user, `/api/invoices/${invoice.id}`)).toEqual(invoice);
    });

    it('keeps a sent invoice locked like a PUT does', async () => {
      const invoice = await createInvoice(app, user, { status: 'sent' });
      const locked = await patch(invoice.id, { notes: 'Something else' }).expect(409);
      expect(locked.body.code).toBe('INVOICE_LOCKED');
      expect(locked.body.fields).toEqual([
        { field: 'invoice.notes', message: 'cannot change once the invoice is sent or paid' },
      ]);
      // What stays open on a sent invoice stays open to a patch.
      const paid = await patch(invoice.id, { paymentStatus: 'paid' }).expect(200);
      expect(paid.body.paymentStatus).toBe('paid');
    });
  });

  describe('PUT replaces, PATCH merges', () => {
    it('a company PUT with only a name empties the rest; a PATCH with it keeps the rest', async () => {
      const owner = await createTestUser(app, 'read-write-company');
      const created = await api()
        .post('/api/companies')
        .set(...owner.auth)
        .send({ company: bakery })
        .expect(201);
      const path = `/api/companies/${created.body.id as string}`;
      const patched = await api()
        .patch(path)
        .set(...owner.auth)
        .send({ name: 'Bakkerij Jansen BV', email: null })
        .expect(200);
      expect(patched.body).toMatchObject({ ...bakery, name: 'Bakkerij Jansen BV', email: '' });
      const replaced = await api()
        .put(path)
        .set(...owner.auth)
        .send({ company: { name: 'Jansen' } })
        .expect(200);
      expect(replaced.body).toMatchObject({ name: 'Jansen', address: '', city: '', email: '' });
    });

    it('a settings PUT must be whole (400 naming what is missing); a PATCH merges at every depth', async () => {
      const owner = await createTestUser(app, 'read-write-settings');
      const partial = await api()
        .put('/api/user/settings')
        .set(...owner.auth)
        .send({ settings: { defaultNotes: 'Bedankt!' } })
        .expect(400);
      expect(partial.body.fields.map((field: Body) => field.field)).toEqual(
        expect.arrayContaining(['settings.language', 'settings.country', 'settings.reminders']),
      );
      const before = await read(owner, '/api/user/settings');
      const answer = await api()
        .patch('/api/user/settings')
        .set(...owner.auth)
        .set('Content-Type', MERGE_PATCH)
        .send(
          JSON.stringify({
            settings: {
              paymentMethods: { bank: { iban: 'NL91ABNA0417164300', accountName: 'Vos' } },
            },
          }),
        )
        .expect(200);
      const settings = before.settings as { paymentMethods: Body };
      expect(answer.body.settings).toEqual({
        ...settings,
        paymentMethods: {
          ...settings.paymentMethods,
          bank: {
            ...(settings.paymentMethods.bank as Body),
            iban: 'NL91ABNA0417164300',
            accountName: 'Vos',
          },
        },
      });
      expect(answer.body.savedAt).not.toBeNull();
    });

    it('null removes the default company of the settings', async () => {
      const owner = await createTestUser(app, 'read-write-settings-null');
      await api()
        .patch('/api/user/settings')
        .set(...owner.auth)
        .send({ settings: { defaultCompany: studio } })
        .expect(200);
      const answer = await api()
        .patch('/api/user/settings')
        .set(...owner.auth)
        .send({ settings: { defaultCompany: null } })
        .expect(200);
      expect(answer.body.settings.defaultCompany).toBeNull();
    });

    it('a schedule PUT without an end date has none; a PATCH without one keeps it', async () => {
      const owner = await createTestUser(app, 'read-write-schedule');
      const schedule = await createSchedule(app, owner, { endDate: '2099-12-31' });
      const path = `/api/schedules/${schedule.id}`;
      const patched = await api()
        .patch(path)
        .set(...owner.auth)
        .send({ active: false })
        .expect(200);
      expect(patched.body).toMatchObject({ active: false, endDate: '2099-12-31' });
      const replaced = await api()
        .put(path)
        .set(...owner.auth)
        .send({ type: 'quarterly', dayOfMonth: 5, startDate: '2099-01-05' })
        .expect(200);
      expect(replaced.body).toMatchObject({ type: 'quarterly', active: true });
      expect(replaced.body).not.toHaveProperty('endDate');
      const removed = await api()
        .patch(path)
        .set(...owner.auth)
        .send({ endDate: '2099-06-30' })
        .expect(200);
      expect(removed.body.endDate).toBe('2099-06-30');
      const cleared = await api()
        .patch(path)
        .set(...owner.auth)
        .send({ endDate: null })
        .expect(200);
      expect(cleared.body).not.toHaveProperty('endDate');
    });
  });

  describe('a minimal create', () => {
    const recipient = {
      company: 'Bakkerij Jansen',
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      email: 'anna@jansen.nl',
    };
    const items = [{ description: 'Logo design', price: '100,00' }];

    const configured = async (name: string) => {
      const owner = await createTestUser(app, name);
      await api()
        .patch('/api/user/settings')
        .set(...owner.auth)
        .send({
          settings: {
            defaultCompany: studio,
            defaultNotes: 'Bedankt voor uw vertrouwen',
            invoiceStartNumber: 41,
            invoiceNumberFormat: { prefix: 'VOS', includeYear: false, separator: '-' },
            paymentMethods: {
              bank: {
                enabled: true,
                iban: 'NL91ABNA0417164300',
                bic: 'ABNANL2A',
                accountName: 'Studio Vos',
              },
            },
            defaultPaymentMethods: ['bank'],
          },
        })
        .expect(200);
      return owner;
    };

    it("gives a recipient and lines the user's sender, payment methods, notes, dates and number", async () => {
      const owner = await configured('read-write-minimal');
      const answer = await api()
        .post('/api/invoices')
        .set(...owner.auth)
        .send({ invoice: { recipient, items } })
        .expect(201);
      const today = storedDateOf(new Date());
      expect(answer.body).toMatchObject({
        invoiceNumber: 'VOS-0041',
        status: 'saved',
        paymentStatus: 'unpaid',
        date: today,
        paymentTerms: '14 days',
        dueDate: addDays(today, 14),
        currency: 'EUR',
        sender: studio,
        recipient: { ...recipient, contactName: '' },
        notes: 'Bedankt voor uw vertrouwen',
        items: [{ description: 'Logo design', quantity: '1', price: '100,00', vatRate: '21' }],
        total: 12100,
        version: 1,
      });
      expect(answer.body.paymentMethods.bank).toEqual({
        enabled: true,
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        accountName: 'Studio Vos',
      });
      expect(answer.body.paymentMethods.paypal.enabled).toBe(false);
      expect(answer.body.items[0].id).toEqual(expect.any(String));
      // Numbered from the settings: the next one follows.
      const next = await api()
        .post('/api/invoices')
        .set(...owner.auth)
        .send({ invoice: { recipient, items } })
        .expect(201);
      expect(next.body.invoiceNumber).toBe('VOS-0042');
      // What it answers is a whole invoice: a PUT of it is taken back unchanged.
      await api()
        .put(`/api/invoices/${answer.body.id as string}`)
        .set(...owner.auth)
        .send({ invoice: answer.body })
        .expect(200, answer.body);
    });

    it('takes the due date from the terms and date it is given', async () => {
      const owner = await configured('read-write-minimal-terms');
      const answer = await api()
        .post('/api/invoices')
        .set(...owner.auth)
        .send({ invoice: { recipient, items, date: '2026-01-31', paymentTerms: '30 days' } })
        .expect(201);
      expect(answer.body).toMatchObject({ date: '2026-01-31', dueDate: '2026-03-02' });
    });

    it.each([
      ['recipient', { items }],
      ['items', { recipient }],
    ])('refuses an invoice without %s, naming the field', async (field, invoice) => {
      const owner = await configured(`read-write-minimal-no-${field}`);
      const answer = await api()
        .post('/api/invoices')
        .set(...owner.auth)
        .send({ invoice })
        .expect(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.fields.map((error: Body) => error.field)).toContain(`invoice.${field}`);
      const list = await read(owner, '/api/invoices');
      expect(list.total).toBe(0);
    });

    it('keeps taking the full body the editor sends, exactly as before', async () => {
      const owner = await configured('read-write-full');
      const full = sampleInvoice();
      const answer = await api()
        .post('/api/invoices')
        .set(...owner.auth)
        .send({ invoice: full })
        .expect(201);
      const { total: _total, invoiceNumber: _number, status: _status, ...sent } = full;
      expect(answer.body).toMatchObject({ ...sent, invoiceNumber: 'VOS-0041', status: 'saved' });
    });
  });
});

/** The result of a one-level-deep merge patch (the settings' `{ settings: { … } }`). */
function nested(before: Body, patch: Body): Body {
  return Object.fromEntries(
    Object.entries(patch)
      .filter(([key, value]) => typeof value === 'object' && value !== null && key in before)
      .map(([key, value]) => [key, { ...(before[key] as Body), ...(value as Body) }]),
  );
}
