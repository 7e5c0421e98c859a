import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/time/clock.js';
import { OverdueRepository } from '../src/reminders/overdue.repository.js';
import { SAMPLE_TOTAL_CENTS, createInvoice } from './support/invoices.js';
import { sampleSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Body = Record<string, unknown> & {
  id: string;
  invoiceNumber: string;
  total: number;
  paymentStatus: string;
  items: { id: string; quantity: string; price: string; vatRate: string }[];
  creditedInvoice?: { id: string; invoiceNumber: string; date: string };
  credits?: { id: string; invoiceNumber: string; date: string; total: number }[];
  creditStatus?: string;
  code?: string;
};
type Answer = { status: number; body: Body; headers: Record<string, string> };

describe('credit notes (issue 31)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const api = () => request(app.getHttpServer());
  // A credit note is dated today, and its number carries that year.
  const numbered = (sequence: number) =>
    `CN-${app.get(Clock).today().slice(0, 4)}-${String(sequence).padStart(4, '0')}`;
  const credit = (
    owner: TestUser,
    invoiceId: string,
    creditNote: object = {},
    key: string = randomUUID(),
  ): Promise<Answer> =>
    api()
      .post(`/api/invoices/${invoiceId}/credit-notes`)
      .set(...owner.auth)
      .set('Idempotency-Key', key)
      .send({ creditNote }) as unknown as Promise<Answer>;
  const get = async (owner: TestUser, id: string): Promise<Body> =>
    (
      (await api()
        .get(`/api/invoices/${id}`)
        .set(...owner.auth)
        .expect(200)) as unknown as Answer
    ).body;
  const saved = (owner: TestUser, changes: Record<string, unknown> = {}) =>
    createInvoice(app, owner, { status: 'saved', ...changes });

  it('credits a whole invoice: positive lines, its own series, linked both ways', async () => {
    const owner = await createTestUser(app, 'credit-full');
    const original = await saved(owner);
    const answer = await credit(owner, original.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      documentType: 'credit_note',
      invoiceNumber: numbered(1),
      creditedInvoice: {
        id: original.id,
        invoiceNumber: original.invoiceNumber,
        date: '2026-11-24',
      },
      total: SAMPLE_TOTAL_CENTS,
      paymentStatus: 'credited',
      status: 'saved',
    });
    expect(answer.body.items.map((item) => item.quantity)).toEqual(['2', '3']);
    expect(answer.body.credits).toBeUndefined();

    const after = await get(owner, original.id);
    expect(after.creditStatus).toBe('full');
    expect(after.credits).toEqual([
      {
        id: answer.body.id,
        invoiceNumber: numbered(1),
        date: answer.body.date,
        total: SAMPLE_TOTAL_CENTS,
      },
    ]);
    // Fully credited and unpaid: owed no more.
    expect(after.paymentStatus).toBe('credited');

    const again = await credit(owner, original.id, { amount: '0.01' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('CREDIT_EXCEEDS_INVOICE');
  });

  it('credits part of an invoice by lines and by amount, and refuses more than is left', async () => {
    const owner = await createTestUser(app, 'credit-part');
    const original = await saved(owner);
    const byLines = await credit(owner, original.id, { lines: [{ index: 0, quantity: '1' }] });
    expect(byLines.status).toBe(201);
    // 1 x 85,00 at 21 %.
    expect(byLines.body.total).toBe(10285);
    expect(byLines.body.items).toHaveLength(1);

    const tooMany = await credit(owner, original.id, { lines: [{ index: 0, quantity: '2' }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('CREDIT_EXCEEDS_INVOICE');

    const byAmount = await credit(owner, original.id, { amount: '50.00' });
    expect(byAmount.status).toBe(201);
    expect(byAmount.body.total).toBe(5000);
    // Shared over both VAT rates of the invoice.
    expect(byAmount.body.items.map((item) => item.vatRate).sort()).toEqual(['21', '9']);

    const tooMuch = await credit(owner, original.id, { amount: '100.00' });
    expect(tooMuch.status).toBe(422);

    const partly = await get(owner, original.id);
    expect(partly.creditStatus).toBe('partly');
    expect(partly.paymentStatus).toBe('unpaid');
    expect(partly.credits?.map((entry) => entry.total)).toEqual([10285, 5000]);

    const rest = await credit(owner, original.id);
    expect(rest.status).toBe(201);
    expect(rest.body.total).toBe(SAMPLE_TOTAL_CENTS - 10285 - 5000);
    expect((await get(owner, original.id)).creditStatus).toBe('full');
  });

  it('credits only a saved, sent or paid invoice of the caller', async () => {
    const owner = await createTestUser(app, 'credit-which');
    const stranger = await createTestUser(app, 'credit-stranger');
    const original = await saved(owner);
    expect((await credit(stranger, original.id)).status).toBe(404);
    const concept = await createInvoice(app, owner, { status: 'concept' });
    // A concept is numbered on its first save: this one is saved; a credit note is not creditable.
    const note = await credit(owner, concept.id);
    expect(note.status).toBe(201);
    const ofNote = await credit(owner, note.body.id);
    expect(ofNote.status).toBe(409);
    expect(ofNote.body.code).toBe('INVOICE_NOT_CREDITABLE');
  });

  it('replays a repeated credit call with the same Idempotency-Key, crediting once', async () => {
    const owner = await createTestUser(app, 'credit-replay');
    const original = await saved(owner);
    const key = randomUUID();
    const first = await credit(owner, original.id, { amount: '10.00' }, key);
    const again = await credit(owner, original.id, { amount: '10.00' }, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await get(owner, original.id)).credits).toHaveLength(1);
  });

  it('holds the same rules on the sync path (POST /api/invoices with a credit note)', async () => {
    const owner = await createTestUser(app, 'credit-sync');
    const stranger = await createTestUser(app, 'credit-sync-stranger');
    const original = await saved(owner);
    const body = (creditedId: string, quantity: string) => ({
      documentType: 'credit_note',
      status: 'saved',
      creditedInvoice: { id: creditedId, invoiceNumber: 'whatever', date: '2000-01-01' },
      recipient: original.recipient,
      items: [{ ...((original.items as Body['items'])[0] ?? {}), quantity }],
    });
    const foreign = await api()
      .post('/api/invoices')
      .set(...stranger.auth)
      .send({ invoice: body(original.id, '1') });
    expect(foreign.status).toBe(404);
    const over = await api()
      .post('/api/invoices')
      .set(...owner.auth)
      .send({ invoice: body(original.id, '3') });
    expect(over.status).toBe(422);
    const fine = await api()
      .post('/api/invoices')
      .set(...owner.auth)
      .send({ invoice: body(original.id, '2') });
    expect(fine.status).toBe(201);
    expect((fine.body as Body).creditedInvoice).toEqual({
      id: original.id,
      invoiceNumber: original.invoiceNumber,
      date: '2026-11-24',
    });
    expect((fine.body as Body).invoiceNumber).toBe(numbered(1));
  });

  it('numbers 20 credit notes made at once 1 to 20, never an invoice number', async () => {
    const owner = await createTestUser(app, 'credit-concurrent');
    const originals = await Promise.all(Array.from({ length: 4 }, () => saved(owner)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        credit(owner, originals[index % 4].id, { amount: '1.00' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => numbered(index + 1)));
  });

  it('refuses the second of two partial credits at once that together exceed the invoice', async () => {
    const owner = await createTestUser(app, 'credit-race');
    const original = await saved(owner);
    const answers = await Promise.all([
      credit(owner, original.id, { amount: '150.00' }),
      credit(owner, original.id, { amount: '150.00' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect((await get(owner, original.id)).credits).toHaveLength(1);
  });

  it('filters the list by document type', async () => {
    const owner = await createTestUser(app, 'credit-list');
    const original = await saved(owner);
    await credit(owner, original.id, { amount: '5.00' });
    const list = async (documentType: string) =>
      (
        (await api()
          .get(`/api/invoices?documentType=${documentType}`)
          .set(...owner.auth)
          .expect(200)) as unknown as { body: { invoices: Body[] } }
      ).body.invoices;
    const notes = await list('credit_note');
    expect(notes.map((note) => note.documentType)).toEqual(['credit_note']);
    const invoices = await list('invoice');
    expect(invoices.map((invoice) => invoice.id)).toEqual([original.id]);
    expect(invoices[0].creditStatus).toBe('partly');
    await api()
      .get('/api/invoices?documentType=receipt')
      .set(...owner.auth)
      .expect(400);
  });

  it('never marks a fully credited unpaid invoice overdue', async () => {
    const owner = await createTestUser(app, 'credit-overdue');
    const original = await createInvoice(app, owner, {
      status: 'sent',
      date: '1990-01-01',
      dueDate: '1990-01-01',
    });
    const other = await createInvoice(app, owner, {
      status: 'sent',
      date: '1990-01-01',
      dueDate: '1990-01-01',
    });
    expect((await credit(owner, original.id)).status).toBe(201);
    const overdue = app.get(OverdueRepository);
    while ((await overdue.markOverdue('2026-11-24', 500)) === 500);
    expect((await get(owner, original.id)).paymentStatus).toBe('credited');
    expect((await get(owner, other.id)).paymentStatus).toBe('overdue');
  });

  it('announces invoice.credited in the transaction of the credit', async () => {
    const owner = await createTestUser(app, 'credit-webhook');
    await api()
      .post('/api/user/webhooks')
      .set(...owner.auth)
      .send({
        endpoint: {
          url: 'http://127.0.0.1:9/hook',
          description: 'Hook',
          events: ['invoice.credited'],
        },
      })
      .expect(201);
    const original = await saved(owner);
    const note = await credit(owner, original.id, { amount: '20.00' });
    expect(note.status).toBe(201);
    const rows = (await app
      .get(DataSource)
      .query(`SELECT "type", "data" FROM "webhook_events" WHERE "user_id" = $1`, [owner.id])) as {
      type: string;
      data: Body;
    }[];
    expect(rows.map((row) => row.type)).toEqual(['invoice.credited']);
    expect(rows[0].data).toMatchObject({ id: original.id, creditStatus: 'partly' });
  });

  it('moves the original’s version with its credits, so a cached copy is never kept', async () => {
    const owner = await createTestUser(app, 'credit-etag');
    const original = await saved(owner);
    const before = await api()
      .get(`/api/invoices/${original.id}`)
      .set(...owner.auth)
      .expect(200);
    await api()
      .get(`/api/invoices/${original.id}`)
      .set(...owner.auth)
      .set('If-None-Match', before.headers.etag as string)
      .expect(304);
    // Part of it: its payment status stays, its credits change.
    const note = await credit(owner, original.id, { amount: '10.00' });
    expect(note.status).toBe(201);
    const after = await api()
      .get(`/api/invoices/${original.id}`)
      .set(...owner.auth)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.body as Body).credits).toHaveLength(1);
  });

  it('owes the original again when its credit note is deleted', async () => {
    const owner = await createTestUser(app, 'credit-delete');
    const original = await saved(owner);
    const note = await credit(owner, original.id);
    expect((await get(owner, original.id)).paymentStatus).toBe('credited');
    await api()
      .delete(`/api/invoices/${note.body.id}`)
      .set(...owner.auth)
      .expect(204);
    const after = await get(owner, original.id);
    expect(after).toMatchObject({ paymentStatus: 'unpaid', creditStatus: 'none', credits: [] });
  });

  it('never repeats a credit note: a schedule refuses one as its template', async () => {
    const owner = await createTestUser(app, 'credit-schedule');
    const original = await saved(owner);
    const note = await credit(owner, original.id);
    const refused = await api()
      .post('/api/schedules')
      .set(...owner.auth)
      .send(sampleSchedule({ templateInvoiceId: note.body.id }))
      .expect(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'templateInvoiceId', message: expect.stringMatching(/credit note/) }],
    });
  });
});
