import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type BadCase = {
  name: string;
  body: unknown;
  status?: number;
  /** The field the error body must name (none for bodies that are not JSON at all). */
  field?: string;
  contentType?: string;
  /** Refused by a PUT (a whole invoice) only: a create fills it in (a minimal create). */
  putOnly?: boolean;
};

const invoiceWith = (changes: Record<string, unknown>) => ({ invoice: sampleInvoice(changes) });
const sample = sampleInvoice();
const line = (changes: Record<string, unknown>) => ({
  invoice: sampleInvoice({ items: [{ ...(sample.items as object[])[0], ...changes }] }),
});
const without = (key: string) => {
  const { [key]: _removed, ...rest } = sampleInvoice();
  return { invoice: rest };
};
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Bodies every invoice write (POST and PUT) must refuse. */
const INVOICE_BODIES: BadCase[] = [
  { name: 'no invoice at all', body: {}, field: 'invoice' },
  { name: 'the invoice as an array', body: { invoice: [] }, field: 'invoice' },
  { name: 'an unknown top-level field', body: { ...invoiceWith({}), admin: true }, field: 'admin' },
  { name: 'an unknown invoice field', body: invoiceWith({ userId: 'x' }), field: 'invoice.userId' },
  {
    name: 'an unknown sender field',
    body: invoiceWith({ sender: { ...(sample.sender as object), role: 'x' } }),
    field: 'invoice.sender.role',
  },
  { name: 'a missing date', body: without('date'), field: 'invoice.date', putOnly: true },
  { name: 'a missing recipient', body: without('recipient'), field: 'invoice.recipient' },
  { name: 'a date as a number', body: invoiceWith({ date: 20261124 }), field: 'invoice.date' },
  {
    name: 'a date that does not exist',
    body: invoiceWith({ date: '2026-02-30' }),
    field: 'invoice.date',
  },
  {
    name: 'a date in another format',
    body: invoiceWith({ dueDate: '24-11-2026' }),
    field: 'invoice.dueDate',
  },
  { name: 'an unknown status', body: invoiceWith({ status: 'archived' }), field: 'invoice.status' },
  {
    name: 'an unknown payment status',
    body: invoiceWith({ paymentStatus: 'bogus' }),
    field: 'invoice.paymentStatus',
  },
  {
    name: 'an unknown document type',
    body: invoiceWith({ documentType: 'receipt' }),
    field: 'invoice.documentType',
  },
  { name: 'another currency', body: invoiceWith({ currency: 'USD' }), field: 'invoice.currency' },
  {
    name: 'an unknown discount type',
    body: invoiceWith({ discount: { type: 'weird', value: '5' } }),
    field: 'invoice.discount.type',
  },
  {
    name: 'a negative discount',
    body: invoiceWith({ discount: { type: 'fixed', value: '-10' } }),
    field: 'invoice.discount.value',
  },
  { name: 'items that are not a list', body: invoiceWith({ items: 'x' }), field: 'invoice.items' },
  {
    name: 'too many items',
    body: invoiceWith({ items: Array(501).fill((sample.items as object[])[0]) }),
    field: 'invoice.items',
  },
  { name: 'a price as a number', body: line({ price: 12.5 }), field: 'invoice.items.0.price' },
  { name: 'a price with a point', body: line({ price: '12.50' }), field: 'invoice.items.0.price' },
  { name: 'a huge price', body: line({ price: '99999999999' }), field: 'invoice.items.0.price' },
  {
    name: 'a huge quantity',
    body: line({ quantity: '100000000' }),
    field: 'invoice.items.0.quantity',
  },
  {
    name: 'a negative quantity',
    body: line({ quantity: '-2' }),
    field: 'invoice.items.0.quantity',
  },
  { name: 'a negative VAT rate', body: line({ vatRate: '-5' }), field: 'invoice.items.0.vatRate' },
  { name: 'a VAT rate over 100', body: line({ vatRate: '101' }), field: 'invoice.items.0.vatRate' },
  {
    name: 'an unknown VAT category',
    body: line({ vatCategory: 'tax_free' }),
    field: 'invoice.items.0.vatCategory',
  },
  {
    name: 'a total beyond ten billion',
    body: invoiceWith({
      items: Array(20).fill({
        ...(sample.items as object[])[0],
        quantity: '9999999',
        price: '999999999',
      }),
    }),
    field: 'invoice.items',
  },
  { name: 'a line id with markup', body: line({ id: '<script>' }), field: 'invoice.items.0.id' },
  { name: 'a short invoice id', body: invoiceWith({ id: 'abc' }), field: 'invoice.id' },
  {
    name: 'a company id that is no uuid',
    body: invoiceWith({ companyId: "1' OR '1'='1" }),
    field: 'invoice.companyId',
  },
  {
    name: 'placeholder flags of unknown fields',
    body: invoiceWith({ isPlaceholder: { evil: true } }),
    field: 'invoice.isPlaceholder',
  },
  {
    name: 'notes over 5000 characters',
    body: invoiceWith({ notes: 'x'.repeat(5001) }),
    field: 'invoice.notes',
  },
  {
    name: 'a paidAt that is no timestamp',
    body: invoiceWith({ paymentStatus: 'paid', paidAt: 'yesterday' }),
    field: 'invoice.paidAt',
  },
  { name: 'a 1 MB string', body: invoiceWith({ notes: ONE_MEGABYTE }), status: 413 },
  { name: 'malformed JSON', body: '{"invoice": {', status: 400, contentType: 'application/json' },
  {
    name: 'a form instead of JSON',
    body: 'invoice=1',
    status: 415,
    contentType: 'application/x-www-form-urlencoded',
  },
];

const SETTINGS_BODIES: BadCase[] = [
  { name: 'no settings', body: {}, field: 'settings' },
  { name: 'an unknown field', body: { settings: { isAdmin: true } }, field: 'settings.isAdmin' },
  {
    name: 'an unknown language',
    body: { settings: { language: 'fr' } },
    field: 'settings.language',
  },
  { name: 'an unknown country', body: { settings: { country: 'US' } }, field: 'settings.country' },
  {
    name: 'a start number of 0',
    body: { settings: { invoiceStartNumber: 0 } },
    field: 'settings.invoiceStartNumber',
  },
  {
    name: 'a fractional start number',
    body: { settings: { invoiceStartNumber: 1.5 } },
    field: 'settings.invoiceStartNumber',
  },
  {
    name: 'a huge latest number',
    body: { settings: { latestInvoiceNumber: 1e12 } },
    field: 'settings.latestInvoiceNumber',
  },
  {
    name: 'a negative latest number',
    body: { settings: { latestInvoiceNumber: -1 } },
    field: 'settings.latestInvoiceNumber',
  },
  {
    name: 'a number as text',
    body: { settings: { latestInvoiceNumber: '5' } },
    field: 'settings.latestInvoiceNumber',
  },
  {
    name: 'notes over 500 characters',
    body: { settings: { defaultNotes: 'x'.repeat(501) } },
    field: 'settings.defaultNotes',
  },
  {
    name: 'a prefix over 5 characters',
    body: {
      settings: {
        invoiceNumberFormat: {
          prefix: 'TOOLONG',
          includeYear: true,
          yearFormat: 'full',
          separator: '-',
          numberPadding: 4,
        },
      },
    },
    field: 'settings.invoiceNumberFormat.prefix',
  },
  {
    name: 'an unknown separator',
    body: {
      settings: {
        invoiceNumberFormat: {
          prefix: 'INV',
          includeYear: true,
          yearFormat: 'full',
          separator: '|',
          numberPadding: 4,
        },
      },
    },
    field: 'settings.invoiceNumberFormat.separator',
  },
  {
    name: 'a padding of 3',
    body: {
      settings: {
        invoiceNumberFormat: {
          prefix: 'INV',
          includeYear: true,
          yearFormat: 'full',
          separator: '-',
          numberPadding: 3,
        },
      },
    },
    field: 'settings.invoiceNumberFormat.numberPadding',
  },
  {
    name: 'an unknown payment method',
    body: { settings: { defaultPaymentMethods: ['cash'] } },
    field: 'settings.defaultPaymentMethods',
  },
  {
    name: 'payment methods missing one',
    body: {
      settings: {
        paymentMethods: {
          bank: sample.paymentMethods && (sample.paymentMethods as { bank: object }).bank,
        },
      },
    },
    field: 'settings.paymentMethods.paypal',
  },
  { name: 'a 1 MB string', body: { settings: { defaultNotes: ONE_MEGABYTE } }, status: 413 },
  { name: 'malformed JSON', body: '{"settings": ', status: 400, contentType: 'application/json' },
];

const sendBody = (changes: Record<string, unknown>): Record<string, unknown> => ({
  recipientEmail: 'anna@jansen.nl',
  customMessage: 'Thank you.',
  locale: 'nl',
  ...changes,
});
const sendWithout = (key: string) => {
  const { [key]: _removed, ...rest } = sendBody({});
  return rest;
};

/** Bodies POST /api/invoices/{id}/send-email must refuse (spec §5 "Recipient email"). */
const SEND_EMAIL_BODIES: BadCase[] = [
  { name: 'no body at all', body: {}, field: 'recipientEmail' },
  { name: 'a missing recipient', body: sendWithout('recipientEmail'), field: 'recipientEmail' },
  { name: 'an empty recipient', body: sendBody({ recipientEmail: '' }), field: 'recipientEmail' },
  {
    name: 'a recipient of spaces',
    body: sendBody({ recipientEmail: '   ' }),
    field: 'recipientEmail',
  },
  {
    name: 'a recipient that is no address',
    body: sendBody({ recipientEmail: 'anna at jansen' }),
    field: 'recipientEmail',
  },
  {
    name: 'a recipient with a header after it',
    body: sendBody({ recipientEmail: 'anna@jansen.nl\r\nBcc: all@example.com' }),
    field: 'recipientEmail',
  },
  {
    name: 'two recipients',
    body: sendBody({ recipientEmail: 'anna@jansen.nl, piet@jansen.nl' }),
    field: 'recipientEmail',
  },
  {
    name: 'a recipient with a display name',
    body: sendBody({ recipientEmail: 'Anna <anna@jansen.nl>' }),
    field: 'recipientEmail',
  },
  {
    name: 'a local part of 65 characters',
    body: sendBody({ recipientEmail: `${'a'.repeat(65)}@jansen.nl` }),
    field: 'recipientEmail',
  },
  {
    name: 'a domain label of 64 characters',
    body: sendBody({ recipientEmail: `anna@${'d'.repeat(64)}.nl` }),
    field: 'recipientEmail',
  },
  {
    name: 'an address over 254 characters',
    body: sendBody({
      recipientEmail: `${'a'.repeat(64)}@${Array(4).fill('d'.repeat(60)).join('.')}.nl`,
    }),
    field: 'recipientEmail',
  },
  {
    name: 'a recipient as a number',
    body: sendBody({ recipientEmail: 42 }),
    field: 'recipientEmail',
  },
  {
    name: 'a list of recipients',
    body: sendBody({ recipientEmail: ['anna@jansen.nl'] }),
    field: 'recipientEmail',
  },
  { name: 'a missing message', body: sendWithout('customMessage'), field: 'customMessage' },
  { name: 'a message as a number', body: sendBody({ customMessage: 1 }), field: 'customMessage' },
  {
    name: 'a message over 5000 characters',
    body: sendBody({ customMessage: 'x'.repeat(5001) }),
    field: 'customMessage',
  },
  { name: 'a missing locale', body: sendWithout('locale'), field: 'locale' },
  { name: 'an unknown locale', body: sendBody({ locale: 'fr' }), field: 'locale' },
  { name: 'an unknown field', body: sendBody({ bcc: 'all@example.com' }), field: 'bcc' },
  { name: 'a 1 MB message', body: sendBody({ customMessage: ONE_MEGABYTE }), status: 413 },
  {
    name: 'malformed JSON',
    body: '{"recipientEmail": ',
    status: 400,
    contentType: 'application/json',
  },
  {
    name: 'a form instead of JSON',
    body: 'recipientEmail=anna@jansen.nl',
    status: 415,
    contentType: 'application/x-www-form-urlencoded',
  },
];

const LIST_QUERIES: [string, string][] = [
  ['page=0', 'page'],
  ['page=x', 'page'],
  ['limit=-1', 'limit'],
  ['limit=2.5', 'limit'],
  ['status=archived', 'status'],
  ['period=month-2026-13', 'period'],
  ['period=yesterday', 'period'],
  ['startDate=2026-02-30', 'startDate'],
  ['endDate=tomorrow', 'endDate'],
  ['filter=maybe', 'filter'],
  ['userId=someone-else', 'userId'],
];

describe('the data API refuses bad input and stores nothing', () => {
  let app: NestExpressApplication;
  let user: TestUser;
  let stored: { id: string };
  let snapshot: () => Promise<unknown>;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app);
    stored = await createInvoice(app, user);
    await request(app.getHttpServer())
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({ settings: { country: 'BE' } })
      .expect(200);
    const database = app.get(DataSource);
    snapshot = async () => ({
      invoices: await database.query(
        'SELECT id, invoice_number, document, updated_at FROM invoices WHERE user_id = $1 ORDER BY id',
        [user.id],
      ),
      settings: await database.query('SELECT * FROM user_settings WHERE user_id = $1', [user.id]),
      emails: await database.query('SELECT * FROM invoice_emails WHERE user_id = $1', [user.id]),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'post' | 'put', url: string, badCase: BadCase) => {
    const server = request(app.getHttpServer());
    const call = (method === 'post' ? server.post(url) : server.put(url)).set(...user.auth);
    return typeof badCase.body === 'string'
      ? call.set('Content-Type', badCase.contentType ?? 'application/json').send(badCase.body)
      : call.send(badCase.body as object);
  };

  const expectRefused = async (response: request.Response, badCase: BadCase) => {
    expect(response.status).toBe(badCase.status ?? 400);
    expect(response.body).toMatchObject({ statusCode: response.status, code: expect.any(String) });
    if (badCase.field !== undefined) {
      expect(response.body.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: badCase.field })]),
      );
    }
  };

  it.each(
    INVOICE_BODIES.filter((badCase) => !badCase.putOnly).map(
      (badCase) => [badCase.name, badCase] as const,
    ),
  )('POST /api/invoices refuses %s', async (_name, badCase) => {
    const before = await snapshot();
    await expectRefused(await send('post', '/api/invoices', badCase), badCase);
    expect(await snapshot()).toEqual(before);
  });

  it.each(INVOICE_BODIES.map((badCase) => [badCase.name, badCase] as const))(
    'PUT /api/invoices/{id} refuses %s',
    async (_name, badCase) => {
      const before = await snapshot();
      await expectRefused(await send('put', `/api/invoices/${stored.id}`, badCase), badCase);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(SETTINGS_BODIES.map((badCase) => [badCase.name, badCase] as const))(
    'PUT /api/user/settings refuses %s',
    async (_name, badCase) => {
      const before = await snapshot();
      await expectRefused(await send('put', '/api/user/settings', badCase), badCase);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(SEND_EMAIL_BODIES.map((badCase) => [badCase.name, badCase] as const))(
    'POST /api/invoices/{id}/send-email refuses %s',
    async (_name, badCase) => {
      const before = await snapshot();
      const url = `/api/invoices/${stored.id}/send-email`;
      await expectRefused(await send('post', url, badCase), badCase);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ['invoices that are not a list', { invoices: 'x' }, 'invoices'],
    ['an empty list', { invoices: [] }, 'invoices'],
    ['more than 100 invoices', { invoices: Array(101).fill(sampleInvoice()) }, 'invoices'],
    ['an unknown field', { invoices: [sampleInvoice()], force: true }, 'force'],
  ])('POST /api/invoices/bulk refuses %s', async (_name, body, field) => {
    const before = await snapshot();
    await expectRefused(await send('post', '/api/invoices/bulk', { name: '', body }), {
      name: '',
      body,
      field,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each(LIST_QUERIES)('GET /api/invoices refuses %s', async (query, field) => {
    const response = await request(app.getHttpServer())
      .get(`/api/invoices?${query}`)
      .set(...user.auth);
    await expectRefused(response, { name: query, body: null, field });
  });

  it.each(['short', 'has spaces in it ok', '../../etc/passwd', "x' OR 1=1 --aaaaaaaa"])(
    'answers the invoice id %p like a missing invoice',
    async (id) => {
      const response = await request(app.getHttpServer())
        .get(`/api/invoices/${encodeURIComponent(id)}`)
        .set(...user.auth);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    },
  );
});
