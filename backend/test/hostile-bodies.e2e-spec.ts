import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { isStorableText } from '@app/contracts/common';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const NUL = '\u0000';
const HIGH = '\ud83d'; // the first half of 😀 on its own
const LOW = '\ude00'; // the second half on its own

/** About 800 KB of JSON nested 400,000 levels deep: `[[[…]]]`. */
const DEEP_ARRAYS = '['.repeat(400_000) + ']'.repeat(400_000);
/** About 800 KB of `{"a":{"a":…}}`. */
const DEEP_OBJECTS = '{"a":'.repeat(130_000) + '1' + '}'.repeat(130_000);
/** A value nested `depth` arrays deep, as JSON text. */
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

type Method = 'post' | 'put' | 'patch' | 'get';

describe('bodies, queries and paths built to break the server', () => {
  let app: NestExpressApplication;
  let user: TestUser;
  let invoice: { id: string };
  let company: { id: string };
  let schedule: { id: string };
  let snapshot: () => Promise<unknown>;

  const server = () => request(app.getHttpServer());
  const call = (method: Method, url: string, signedIn = true) => {
    const test = server()[method](url);
    return signedIn ? test.set(...user.auth) : test;
  };
  const sendText = (method: Method, url: string, text: string, signedIn = true) =>
    call(method, url, signedIn).set('Content-Type', 'application/json').send(text);

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app);
    invoice = await createInvoice(app, user);
    schedule = await createSchedule(app, user);
    company = (await call('post', '/api/companies').send({ company: { name: 'Bakkerij' } })).body;
    await call('patch', '/api/user/settings')
      .send({ settings: { defaultNotes: 'Dank' } })
      .expect(200);
    const database = app.get(DataSource);
    const rows = (table: string) =>
      database.query(`SELECT * FROM ${table} WHERE user_id = $1 ORDER BY id`, [user.id]);
    snapshot = async () => ({
      invoices: await rows('invoices'),
      companies: await rows('companies'),
      settings: await database.query('SELECT * FROM user_settings WHERE user_id = $1', [user.id]),
      schedules: await rows('schedules'),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('deeply nested JSON is refused before anything reads it', () => {
    const routes = (): [string, Method, string, boolean][] => [
      ['a signed-in invoice change', 'put', `/api/invoices/${invoice.id}`, true],
      ['a signed-in invoice create', 'post', '/api/invoices', true],
      ['a signed-in company create', 'post', '/api/companies', true],
      ['a signed-in settings change', 'put', '/api/user/settings', true],
      ['a signed-in schedule change', 'put', `/api/schedules/${schedule.id}`, true],
      ['a signed-in invoice patch', 'patch', `/api/invoices/${invoice.id}`, true],
      [
        'a public payment start without a token',
        'post',
        `/api/invoice-status/${invoice.id}/payment`,
        false,
      ],
      ['a public refresh without a token', 'post', '/api/auth/refresh', false],
      ['a guarded route without a token', 'put', '/api/user/settings', false],
    ];

    it.each([
      ['[[[…]]]', DEEP_ARRAYS],
      ['{"a":{"a":…}}', DEEP_OBJECTS],
    ])('answers %s with 400 NESTING_TOO_DEEP on every route', async (_shape, body) => {
      const before = await snapshot();
      for (const [name, method, url, signedIn] of routes()) {
        const response = await sendText(method, url, body, signedIn);
        expect({ name, status: response.status, code: response.body.code }).toEqual({
          name,
          status: 400,
          code: 'NESTING_TOO_DEEP',
        });
        expect(response.body.message).toMatch(/32 levels/);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses deep nesting inside an otherwise valid body', async () => {
      const body = `{"company":{"name":"Acme","address":${nested(40)}}}`;
      const response = await sendText('post', '/api/companies', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('NESTING_TOO_DEEP');
    });

    it('lets a body nested 32 levels through to validation', async () => {
      const body = `{"settings":{"defaultNotes":${nested(30)}}}`;
      const response = await sendText('put', '/api/user/settings', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'settings.defaultNotes' })]),
      );
    });

    it('counts no brackets inside strings', async () => {
      const response = await call('put', `/api/invoices/${invoice.id}`).send({
        invoice: sampleInvoice({ notes: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{' }),
      });
      expect(response.status).toBe(200);
      expect(response.body.notes).toBe('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{');
    });

    it.each([
      ['UTF-16', 'utf-16le', Buffer.from(DEEP_ARRAYS.slice(0, 2000), 'utf16le')],
      ['UTF-7', 'utf-7', Buffer.from('+AFsAWwBbAFs-', 'ascii')],
    ])(
      'refuses JSON in %s, which a byte scan cannot read, with 415',
      async (_name, charset, body) => {
        const response = await call('put', '/api/user/settings')
          .set('Content-Type', `application/json; charset=${charset}`)
          .send(body);
        expect(response.status).toBe(415);
        expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      },
    );

    it('keeps answering other requests after refusing deep bodies', async () => {
      const attacks = Array.from({ length: 4 }, () =>
        sendText('put', '/api/user/settings', DEEP_ARRAYS),
      );
      const [health, ...refused] = await Promise.all([server().get('/api/health'), ...attacks]);
      expect(health.status).toBe(200);
      for (const response of refused) expect(response.body.code).toBe('NESTING_TOO_DEEP');
    });
  });

  describe('text PostgreSQL cannot store is refused naming the field', () => {
    const invoiceWith = (changes: Record<string, unknown>) => ({ invoice: sampleInvoice(changes) });
    const lines = (description: string) =>
      invoiceWith({
        items: [
          (sampleInvoice().items as object[])[0],
          { ...(sampleInvoice().items as object[])[1], description },
        ],
      });
    // `:invoice`, `:company` and `:schedule` stand for the ids made in beforeAll.
    const cases: [string, Method, string, object, string][] = [
      ['a NUL in invoice notes', 'put', '/api/invoices/:invoice', invoiceWith({ notes: `Dank${NUL}` }), 'invoice.notes'],
      ['a lone high surrogate in a line description', 'put', '/api/invoices/:invoice', lines(`Brood ${HIGH}`), 'invoice.items.1.description'],
      ['a lone low surrogate in the recipient', 'post', '/api/invoices', invoiceWith({ recipient: { ...(sampleInvoice().recipient as object), company: `${LOW}Jansen` } }), 'invoice.recipient.company'],
      ['a NUL in a new invoice line', 'post', '/api/invoices', lines(NUL), 'invoice.items.1.description'],
      ['a NUL in a property name', 'put', '/api/invoices/:invoice', invoiceWith({ isPlaceholder: { [`notes${NUL}`]: true } }), 'invoice.isPlaceholder.notes\ufffd'],
      ['a NUL in a bulk invoice', 'post', '/api/invoices/bulk', { invoices: [sampleInvoice(), sampleInvoice({ notes: NUL })] }, 'invoices.1.notes'],
      ['a NUL in a company name', 'post', '/api/companies', { company: { name: `Acme${NUL}` } }, 'company.name'],
      ['a lone surrogate in a company city', 'put', '/api/companies/:company', { company: { name: 'Acme', city: HIGH } }, 'company.city'],
      ['a NUL in the default notes', 'put', '/api/user/settings', { settings: { defaultNotes: `a${NUL}b` } }, 'settings.defaultNotes'],
      ['a lone surrogate in the invoice prefix', 'put', '/api/user/settings', { settings: { invoiceNumberFormat: { prefix: LOW, includeYear: true, yearFormat: 'full', separator: '-', numberPadding: 4 } } }, 'settings.invoiceNumberFormat.prefix'],
      ['a NUL in a schedule type', 'put', '/api/schedules/:schedule', { type: `monthly${NUL}` }, 'type'],
      ['a lone surrogate in a schedule end date', 'put', '/api/schedules/:schedule', { endDate: `2099-12-31${HIGH}` }, 'endDate'],
      ['a NUL in an e-mail message', 'post', '/api/invoices/:invoice/send-email', { recipientEmail: 'anna@jansen.nl', customMessage: NUL, locale: 'nl' }, 'customMessage'],
    ]; // prettier-ignore

    it.each(cases)('refuses %s', async (_name, method, path, body, field) => {
      const url = path
        .replace(':invoice', invoice.id)
        .replace(':company', company.id)
        .replace(':schedule', schedule.id);
      const before = await snapshot();
      const response = await call(method, url).send(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields).toEqual(
        expect.arrayContaining([{ field, message: expect.stringMatching(/cannot be stored/) }]),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('reads JSON escapes written by hand like any other', async () => {
      for (const escape of ['\\u0000', '\\ud800', '\\udc00', '\\uDBFF']) {
        const text = `{"company":{"name":"Acme ${escape}"}}`;
        const response = await sendText('post', '/api/companies', text);
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual([
          { field: 'company.name', message: expect.stringMatching(/cannot be stored/) },
        ]);
      }
    });

    it('answers a raw NUL byte in a string as malformed JSON', async () => {
      const response = await sendText('post', '/api/companies', `{"company":{"name":"A${NUL}"}}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('MALFORMED_JSON');
    });

    it('names at most 20 fields however many are bad', async () => {
      const response = await call('post', '/api/invoices/bulk').send({
        invoices: Array.from({ length: 50 }, () => sampleInvoice({ notes: NUL })),
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveLength(20);
    });

    it.each([
      ['the company search', '/api/companies/autosuggest?query=Bak%00', 'query'],
      ['the invoice list status', '/api/invoices?status=saved%00', 'status'],
      ['the schedule list', '/api/schedules?activeOnly=%00', 'activeOnly'],
    ])('refuses a NUL in the query of %s with 400', async (_name, url, field) => {
      const response = await call('get', url);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    });

    it.each([
      ['an invoice', 'get', '/api/invoices/%00', true],
      ['a company', 'put', '/api/companies/Acme%00', true],
      ['a schedule', 'get', '/api/schedules/x%00', true],
      ['a public invoice status', 'get', '/api/invoice-status/%00', false],
    ] as const)(
      'answers a NUL in the path of %s like a missing one',
      async (_name, method, url, signedIn) => {
        const response = await call(method, url, signedIn).send({ company: { name: 'Acme' } });
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('NOT_FOUND');
      },
    );
  });

  describe('a logo file name cannot smuggle them in', () => {
    const multipart = (disposition: string, content: Buffer): Buffer =>
      Buffer.concat([
        Buffer.from(
          `--edge\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n--edge--\r\n'),
      ]);

    const upload = async (disposition: string) => {
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      return call('post', '/api/logo/upload')
        .set('Content-Type', 'multipart/form-data; boundary=edge')
        .send(multipart(disposition, png));
    };

    it.each([
      ['a percent-encoded NUL', "filename*=UTF-8''lo%00go.png"],
      ['the bytes of a lone surrogate', "filename*=UTF-8''lo%ED%A0%80go.png"],
    ])('stores the name without %s', async (_name, disposition) => {
      const response = await upload(disposition);
      expect(response.status).toBe(201);
      expect(response.body.logo.filename).toMatch(/^lo.*go\.png$/);
      expect(isStorableText(response.body.logo.filename)).toBe(true);
    });

    it('refuses a raw NUL byte in the part header as a broken form', async () => {
      const response = await upload('filename="lo\u0000go.png"');
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual([expect.objectContaining({ field: 'file' })]);
    });
  });

  describe('well-formed surrogate pairs are ordinary text', () => {
    it('saves and reads back an emoji in an invoice, a company and the settings', async () => {
      const notes = 'Bedankt 😀 — tot ziens 👋🏽';
      const description = '🍞 Brood';
      await call('put', `/api/invoices/${invoice.id}`)
        .send({ invoice: sampleInvoice({ notes }) })
        .expect(200);
      const storedInvoice = await call('get', `/api/invoices/${invoice.id}`).expect(200);
      expect(storedInvoice.body.notes).toBe(notes);

      const created = await call('post', '/api/invoices').send({
        invoice: sampleInvoice({
          items: [{ ...(sampleInvoice().items as object[])[0], description }],
        }),
      });
      expect(created.status).toBe(201);
      const readBack = await call('get', `/api/invoices/${created.body.id}`).expect(200);
      expect(readBack.body.items[0].description).toBe(description);

      const savedCompany = await call('post', '/api/companies').send({
        company: { name: 'Bakkerij 🥐' },
      });
      expect(savedCompany.status).toBe(201);
      const storedCompany = await call('get', `/api/companies/${savedCompany.body.id}`).expect(200);
      expect(storedCompany.body.name).toBe('Bakkerij 🥐');
      const found = await call(
        'get',
        `/api/companies/autosuggest?query=${encodeURIComponent('🥐')}`,
      ).expect(200);
      expect(found.body.companies.map((row: { name: string }) => row.name)).toEqual([
        'Bakkerij 🥐',
      ]);

      await call('patch', '/api/user/settings')
        .send({ settings: { defaultNotes: '😀' } })
        .expect(200);
      const settings = await call('get', '/api/user/settings').expect(200);
      expect(settings.body.settings.defaultNotes).toBe('😀');
    });
  });
});
