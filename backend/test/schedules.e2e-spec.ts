import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/time/clock.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { itScopesEveryRouteToItsOwner } from './support/owner-scope.js';
import { createSchedule, sampleSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

describe('schedules API', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const api = () => request(app.getHttpServer());
  const invoiceOf = async (user: TestUser, id: string) =>
    (
      await api()
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body;
  const storedCount = async (user: TestUser) =>
    (
      await app
        .get(DataSource)
        .query('SELECT count(*)::int AS count FROM schedules WHERE user_id = $1', [user.id])
    )[0].count as number;
  const post = (user: TestUser, body: object) =>
    api()
      .post('/api/schedules')
      .set(...user.auth)
      .send(body);
  // A change of some fields is a merge patch; a PUT replaces (read-write.e2e-spec.ts).
  const patch = (user: TestUser, id: string, body: object) =>
    api()
      .patch(`/api/schedules/${id}`)
      .set(...user.auth)
      .send(body);

  describe('creating', () => {
    it('creates a schedule, links its template invoice to it and answers it everywhere', async () => {
      const user = await createTestUser(app);
      const invoice = await createInvoice(app, user);
      const created = await post(user, sampleSchedule({ templateInvoiceId: invoice.id })).expect(
        201,
      );
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
        templateInvoiceId: invoice.id,
        type: 'monthly',
        dayOfMonth: 5,
        startDate: '2099-01-05',
        active: true,
        nextInvoiceDate: '2099-01-05',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: 1,
      });
      const id = created.body.id as string;
      expect((await invoiceOf(user, invoice.id)).scheduleId).toBe(id);
      const byId = await api()
        .get(`/api/schedules/${id}`)
        .set(...user.auth)
        .expect(200);
      expect(byId.body).toEqual(created.body);
      const byInvoice = await api()
        .get(`/api/schedules/invoice/${invoice.id}`)
        .set(...user.auth)
        .expect(200);
      expect(byInvoice.body).toEqual(created.body);
    });

    it('keeps the link when the template invoice is saved without its scheduleId', async () => {
      const user = await createTestUser(app);
      const invoice = await createInvoice(app, user);
      const created = await post(user, sampleSchedule({ templateInvoiceId: invoice.id })).expect(
        201,
      );
      await api()
        .put(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .send({ invoice: sampleInvoice({ notes: 'An autosave from before the schedule' }) })
        .expect(200);
      expect((await invoiceOf(user, invoice.id)).scheduleId).toBe(created.body.id);
    });

    it('computes the next invoice date from today: the schedule day, or the month’s last day', async () => {
      jest.spyOn(app.get(Clock), 'today').mockReturnValue('2026-11-24');
      const user = await createTestUser(app);
      const cases = [
        { body: { dayOfMonth: 31, startDate: '2026-01-31' }, next: '2026-11-30' },
        {
          body: { type: 'quarterly', dayOfMonth: 31, startDate: '2026-01-31' },
          next: '2027-01-31',
        },
        { body: { type: 'yearly', dayOfMonth: 29, startDate: '2028-02-29' }, next: '2028-02-29' },
        { body: { dayOfMonth: 24, startDate: '2026-10-24' }, next: '2026-11-24' },
        { body: { startDate: '2026-01-05', endDate: '2026-06-30' }, next: null },
        { body: { active: false }, next: null },
      ];
      for (const { body, next } of cases) {
        const schedule = await createSchedule(app, user, body);
        expect({ body, next: schedule.nextInvoiceDate }).toEqual({ body, next });
      }
    });

    it('keeps a client-made id and answers a repeated create with the stored schedule', async () => {
      const user = await createTestUser(app);
      const invoice = await createInvoice(app, user);
      const id = 'client-schedule-00001';
      const body = sampleSchedule({ id, templateInvoiceId: invoice.id });
      const first = await post(user, body).expect(201);
      expect(first.body.id).toBe(id);
      const replay = await post(user, { ...body, dayOfMonth: 9 }).expect(200);
      expect(replay.body).toEqual(first.body);
      expect(await storedCount(user)).toBe(1);
    });

    it('answers concurrent replays of one create with one schedule', async () => {
      const user = await createTestUser(app);
      const invoice = await createInvoice(app, user);
      const body = sampleSchedule({ id: 'replayed-schedule-0001', templateInvoiceId: invoice.id });
      const responses = await Promise.all(Array.from({ length: 6 }, () => post(user, body)));
      expect(responses.map((response) => response.status).sort()).toEqual([
        200, 200, 200, 200, 200, 201,
      ]);
      for (const response of responses) expect(response.body.id).toBe('replayed-schedule-0001');
      expect(await storedCount(user)).toBe(1);
    });

    it('refuses an id another user already has, without revealing their schedule', async () => {
      const owner = await createTestUser(app, 'owner');
      const other = await createTestUser(app, 'other');
      const id = 'shared-schedule-00001';
      await createSchedule(app, owner, { id });
      const invoice = await createInvoice(app, other);
      const response = await post(other, sampleSchedule({ id, templateInvoiceId: invoice.id }));
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'id' }] });
      await api()
        .get(`/api/schedules/${id}`)
        .set(...other.auth)
        .expect(404);
      expect((await invoiceOf(other, invoice.id)).scheduleId).toBeUndefined();
    });

    it('allows one schedule per invoice', async () => {
      const user = await createTestUser(app);
      const first = await createSchedule(app, user);
      const second = await post(
        user,
        sampleSchedule({ templateInvoiceId: first.templateInvoiceId, type: 'yearly' }),
      ).expect(409);
      expect(second.body).toMatchObject({
        code: 'CONFLICT',
        fields: [{ field: 'templateInvoiceId', message: 'already has a schedule' }],
      });
      expect(await storedCount(user)).toBe(1);
      expect((await invoiceOf(user, first.templateInvoiceId)).scheduleId).toBe(first.id);
    });

    it('refuses another user’s invoice as the template exactly like a missing one', async () => {
      const owner = await createTestUser(app, 'owner');
      const intruder = await createTestUser(app, 'intruder');
      const invoice = await createInvoice(app, owner);
      const foreign = await post(intruder, sampleSchedule({ templateInvoiceId: invoice.id }));
      const missing = await post(
        intruder,
        sampleSchedule({ templateInvoiceId: 'no-such-invoice-00001' }),
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.fields).toEqual([
        { field: 'templateInvoiceId', message: 'is not one of your invoices' },
      ]);
      expect(foreign.body).toEqual(missing.body);
      expect(await storedCount(intruder)).toBe(0);
      expect((await invoiceOf(owner, invoice.id)).scheduleId).toBeUndefined();
    });
  });

  describe('refusing bad input, storing nothing', () => {
    let user: TestUser;
    let templateInvoiceId: string;
    let foreignInvoiceId: string;

    beforeAll(async () => {
      user = await createTestUser(app, 'validation');
      templateInvoiceId = (await createInvoice(app, user)).id;
      foreignInvoiceId = (await createInvoice(app, await createTestUser(app, 'other'))).id;
    });

    const DAY = 'Day must be between 1 and 31';
    const END = 'End date must be on or after the start date';
    it.each([
      { scenario: 'day 0', body: { dayOfMonth: 0 }, field: 'dayOfMonth', message: DAY },
      { scenario: 'day 32', body: { dayOfMonth: 32 }, field: 'dayOfMonth', message: DAY },
      { scenario: 'day as text', body: { dayOfMonth: '5' }, field: 'dayOfMonth' },
      { scenario: 'a fractional day', body: { dayOfMonth: 5.5 }, field: 'dayOfMonth' },
      { scenario: 'no day', body: { dayOfMonth: undefined }, field: 'dayOfMonth' },
      {
        scenario: 'an end before the start',
        body: { startDate: '2099-01-05', endDate: '2099-01-04' },
        field: 'endDate',
        message: END,
      },
      {
        scenario: 'a start that does not exist',
        body: { startDate: '2026-02-30' },
        field: 'startDate',
      },
      { scenario: 'an end that does not exist', body: { endDate: '2099-02-30' }, field: 'endDate' },
      {
        scenario: 'a start in another format',
        body: { startDate: '05-01-2099' },
        field: 'startDate',
      },
      { scenario: 'an unknown type', body: { type: 'weekly' }, field: 'type' },
      { scenario: 'no type', body: { type: undefined }, field: 'type' },
      { scenario: 'active as text', body: { active: 'yes' }, field: 'active' },
      {
        scenario: 'an unknown field',
        body: { every: 'week' },
        field: 'every',
        message: 'is not an allowed field',
      },
      {
        scenario: 'a date the server keeps',
        body: { lastGeneratedDate: '2099-01-05' },
        field: 'lastGeneratedDate',
        message: 'is not an allowed field',
      },
      { scenario: 'a malformed id', body: { id: 'short' }, field: 'id' },
      {
        scenario: 'no template',
        body: { templateInvoiceId: undefined },
        field: 'templateInvoiceId',
      },
      {
        scenario: 'a numeric template',
        body: { templateInvoiceId: 7 },
        field: 'templateInvoiceId',
      },
      {
        scenario: 'another user’s invoice as template',
        body: { templateInvoiceId: 'FOREIGN' },
        field: 'templateInvoiceId',
        message: 'is not one of your invoices',
      },
      { scenario: 'a huge type under 1 MB', body: { type: 'x'.repeat(900_000) }, field: 'type' },
    ])('$scenario: 400 naming $field', async ({ body, field, message }) => {
      const sent = sampleSchedule({ templateInvoiceId, ...body });
      if (sent.templateInvoiceId === 'FOREIGN') sent.templateInvoiceId = foreignInvoiceId;
      const response = await post(user, sent);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields.map((error: { field: string }) => error.field)).toContain(field);
      if (message !== undefined) {
        expect(response.body.fields).toContainEqual({ field, message });
      }
    });

    it('answers a body over 1 MB with 413', async () => {
      const response = await post(
        user,
        sampleSchedule({ templateInvoiceId, type: 'x'.repeat(1_100_000) }),
      );
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('stored nothing and left the template unlinked', async () => {
      expect(await storedCount(user)).toBe(0);
      expect((await invoiceOf(user, templateInvoiceId)).scheduleId).toBeUndefined();
    });
  });

  describe('changing', () => {
    it('merges a change with the stored schedule and recomputes the next date', async () => {
      const user = await createTestUser(app);
      const schedule = await createSchedule(app, user, { endDate: '2099-12-31' });
      const changed = await patch(user, schedule.id, { dayOfMonth: 20 }).expect(200);
      expect(changed.body).toEqual({
        ...schedule,
        dayOfMonth: 20,
        nextInvoiceDate: '2099-01-20',
        updatedAt: expect.any(String),
        version: 2,
      });
      expect(Date.parse(changed.body.updatedAt)).toBeGreaterThan(
        Date.parse(schedule.updatedAt as string),
      );
      const stored = await api()
        .get(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(200);
      expect(stored.body).toEqual(changed.body);
      const paused = await patch(user, schedule.id, { active: false }).expect(200);
      expect(paused.body).toMatchObject({ active: false, dayOfMonth: 20, nextInvoiceDate: null });
      const resumed = await patch(user, schedule.id, { active: true, type: 'yearly' }).expect(200);
      expect(resumed.body).toMatchObject({ type: 'yearly', nextInvoiceDate: '2099-01-20' });
    });

    it('checks the merged schedule as a whole and keeps the stored one when it fails', async () => {
      const user = await createTestUser(app);
      const schedule = await createSchedule(app, user, { endDate: '2099-12-31' });
      const refused = await patch(user, schedule.id, { startDate: '2100-01-05' }).expect(400);
      expect(refused.body.fields).toEqual([
        { field: 'endDate', message: 'End date must be on or after the start date' },
      ]);
      const day = await patch(user, schedule.id, { dayOfMonth: 0 }).expect(400);
      expect(day.body.fields).toEqual([
        { field: 'dayOfMonth', message: 'Day must be between 1 and 31' },
      ]);
      const stored = await api()
        .get(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(200);
      expect(stored.body).toEqual(schedule);
      const sameDay = await patch(user, schedule.id, { endDate: '2099-01-05' }).expect(200);
      expect(sameDay.body).toMatchObject({ endDate: '2099-01-05', nextInvoiceDate: '2099-01-05' });
    });

    it('removes the end date when it is cleared with an empty value or null', async () => {
      const user = await createTestUser(app);
      const schedule = await createSchedule(app, user, { endDate: '2099-12-31' });
      const emptied = await patch(user, schedule.id, { endDate: '' }).expect(200);
      expect(emptied.body).not.toHaveProperty('endDate');
      await patch(user, schedule.id, { endDate: '2099-06-30' }).expect(200);
      const nulled = await patch(user, schedule.id, { endDate: null }).expect(200);
      expect(nulled.body).not.toHaveProperty('endDate');
      const untouched = await patch(user, schedule.id, { dayOfMonth: 6 }).expect(200);
      expect(untouched.body).not.toHaveProperty('endDate');
    });

    it('refuses another id or another template, and unknown fields', async () => {
      const user = await createTestUser(app);
      const schedule = await createSchedule(app, user);
      const other = await createInvoice(app, user);
      const id = await patch(user, schedule.id, { id: 'another-schedule-0001' }).expect(400);
      expect(id.body.fields).toEqual([{ field: 'id', message: 'must be the id in the path' }]);
      const template = await patch(user, schedule.id, { templateInvoiceId: other.id }).expect(400);
      expect(template.body.fields).toMatchObject([{ field: 'templateInvoiceId' }]);
      await patch(user, schedule.id, {
        templateInvoiceId: schedule.templateInvoiceId,
        id: schedule.id,
      }).expect(200);
      // What the server keeps is read-only: sent, it is ignored; an unknown field is refused.
      const ignored = await patch(user, schedule.id, { nextInvoiceDate: '2000-01-01' }).expect(200);
      expect(ignored.body.nextInvoiceDate).toBe(schedule.nextInvoiceDate);
      const unknown = await patch(user, schedule.id, { frequency: 'weekly' }).expect(400);
      expect(unknown.body.fields).toEqual([
        { field: 'frequency', message: 'is not an allowed field' },
      ]);
      expect((await invoiceOf(user, other.id)).scheduleId).toBeUndefined();
    });

    it('answers an unknown or malformed id with 404', async () => {
      const user = await createTestUser(app);
      const missing = await patch(user, 'no-such-schedule-0001', { dayOfMonth: 3 }).expect(404);
      const malformed = await patch(user, 'short', { dayOfMonth: 3 }).expect(404);
      expect(malformed.body).toEqual(missing.body);
      expect(missing.body.code).toBe('NOT_FOUND');
    });
  });

  describe('listing and finding', () => {
    it('lists newest first, and only the active ones when asked', async () => {
      const user = await createTestUser(app);
      const first = await createSchedule(app, user);
      const paused = await createSchedule(app, user, { active: false });
      const last = await createSchedule(app, user, { type: 'quarterly' });
      const ids = async (query: Record<string, string>) =>
        (
          await api()
            .get('/api/schedules')
            .query(query)
            .set(...user.auth)
            .expect(200)
        ).body.schedules.map((schedule: { id: string }) => schedule.id);
      expect(await ids({})).toEqual([last.id, paused.id, first.id]);
      expect(await ids({ activeOnly: 'false' })).toEqual([last.id, paused.id, first.id]);
      expect(await ids({ activeOnly: 'true' })).toEqual([last.id, first.id]);
      for (const activeOnly of ['yes', '1', '', 'TRUE']) {
        const response = await api()
          .get('/api/schedules')
          .query({ activeOnly })
          .set(...user.auth)
          .expect(400);
        expect(response.body.fields).toEqual([
          { field: 'activeOnly', message: 'must be true or false' },
        ]);
      }
    });

    it('finds an invoice’s schedule only for the invoice’s owner', async () => {
      const owner = await createTestUser(app, 'owner');
      const intruder = await createTestUser(app, 'intruder');
      const schedule = await createSchedule(app, owner);
      const plain = await createInvoice(app, owner);
      const url = (invoiceId: string) => `/api/schedules/invoice/${invoiceId}`;
      const notFound = await api()
        .get(url(plain.id))
        .set(...owner.auth)
        .expect(404);
      for (const [user, invoiceId] of [
        [intruder, schedule.templateInvoiceId],
        [owner, 'no-such-invoice-00001'],
        [owner, 'bad'],
      ] as const) {
        const response = await api()
          .get(url(invoiceId))
          .set(...user.auth)
          .expect(404);
        expect(response.body).toEqual(notFound.body);
      }
    });
  });

  describe('deleting', () => {
    it('deletes a schedule and unlinks its template invoice', async () => {
      const user = await createTestUser(app);
      const schedule = await createSchedule(app, user);
      await api()
        .delete(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(204);
      await api()
        .get(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(404);
      expect((await invoiceOf(user, schedule.templateInvoiceId)).scheduleId).toBeUndefined();
      await api()
        .delete(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(404);
      // The invoice may have a schedule again.
      await createSchedule(app, user, { templateInvoiceId: schedule.templateInvoiceId });
    });

    it('deletes the schedule together with its template invoice', async () => {
      const user = await createTestUser(app);
      const schedule = await createSchedule(app, user);
      await api()
        .delete(`/api/invoices/${schedule.templateInvoiceId}`)
        .set(...user.auth)
        .expect(204);
      await api()
        .get(`/api/schedules/${schedule.id}`)
        .set(...user.auth)
        .expect(404);
      expect(await storedCount(user)).toBe(0);
    });
  });

  describe('an invoice’s scheduleId', () => {
    it('accepts one of the caller’s schedules and refuses anything else', async () => {
      const owner = await createTestUser(app, 'owner');
      const other = await createTestUser(app, 'other');
      const schedule = await createSchedule(app, owner);
      const template = await invoiceOf(owner, schedule.templateInvoiceId);
      const { id: _id, invoiceNumber: _number, createdAt: _c, updatedAt: _u, ...body } = template;
      const kept = await api()
        .put(`/api/invoices/${schedule.templateInvoiceId}`)
        .set(...owner.auth)
        .send({ invoice: { ...body, notes: 'Still scheduled' } })
        .expect(200);
      expect(kept.body.scheduleId).toBe(schedule.id);

      for (const scheduleId of [schedule.id, 'no-such-schedule-0001']) {
        const refused = await api()
          .post('/api/invoices')
          .set(...other.auth)
          .send({ invoice: sampleInvoice({ scheduleId }) })
          .expect(400);
        expect(refused.body.fields).toEqual([
          { field: 'invoice.scheduleId', message: 'is not one of your schedules' },
        ]);
      }
      const otherInvoice = await createInvoice(app, other);
      await api()
        .put(`/api/invoices/${otherInvoice.id}`)
        .set(...other.auth)
        .send({ invoice: sampleInvoice({ scheduleId: schedule.id }) })
        .expect(400);
      expect((await invoiceOf(other, otherInvoice.id)).scheduleId).toBeUndefined();
    });
  });

  describe('owner scope', () => {
    itScopesEveryRouteToItsOwner(() => app, {
      collection: '/api/schedules',
      listKey: 'schedules',
      validUpdate: sampleSchedule({ dayOfMonth: 12 }),
      create: async (app, owner) => (await createSchedule(app, owner)).id,
    });
  });
});
