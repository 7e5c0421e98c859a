// Issue 32 on the server: what the law would reject is not issued (created, changed into it, or
// e-mailed), whoever the client is; the seller's regime and the payment reference are written on
// the invoice when it is numbered.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { isCreditorReference, isStructuredReference } from '@app/contracts/vat';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Body = Record<string, unknown> & {
  id: string;
  invoiceNumber: string;
  version: number;
  code?: string;
  message?: string;
  fields?: { field: string; message: string }[];
  paymentReference?: string;
  vatRegime?: string;
};
type Answer = { status: number; body: Body };

const BELGIAN_CUSTOMER = {
  company: 'Voorbeeld BV',
  address: 'Kerkstraat 1',
  postalCode: '9000',
  city: 'Gent',
  email: 'boekhouding@voorbeeld.be',
};

/** One line of 1000,00 under a category at 0 %. */
const lineOf = (vatCategory: string, extra: Record<string, unknown> = {}) => [
  {
    id: 'line-000000000000001',
    description: 'Consulting',
    quantity: '1',
    price: '1000,00',
    vatRate: '0',
    vatCategory,
    ...extra,
  },
];

describe('VAT as the law writes it, on the server (issue 32)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const api = () => request(app.getHttpServer());
  const create = (owner: TestUser, changes: Record<string, unknown>): Promise<Answer> =>
    api()
      .post('/api/invoices')
      .set(...owner.auth)
      .send({ invoice: sampleInvoice(changes) }) as unknown as Promise<Answer>;
  const replace = (owner: TestUser, id: string, invoice: Record<string, unknown>) =>
    api()
      .put(`/api/invoices/${id}`)
      .set(...owner.auth)
      .send({ invoice }) as unknown as Promise<Answer>;
  const settings = (owner: TestUser, changes: object) =>
    api()
      .patch('/api/user/settings')
      .set(...owner.auth)
      .send({ settings: changes })
      .expect(200);
  const fieldsOf = (answer: Answer) => (answer.body.fields ?? []).map((entry) => entry.field);

  it('refuses a reverse-charge invoice without the customer VAT number, naming the field', async () => {
    const owner = await createTestUser(app, 'vat-law-rc');
    const refused = await create(owner, {
      recipient: BELGIAN_CUSTOMER,
      items: lineOf('reverse_charge'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(refused)).toEqual(['invoice.recipient.vatNumber']);
    expect(refused.body.message).toContain("customer's VAT number");
    // Nothing was issued: no number was used.
    const counter = async () =>
      (
        (await api()
          .get('/api/user/settings')
          .set(...owner.auth)
          .expect(200)) as unknown as { body: { settings: { latestInvoiceNumber: number } } }
      ).body.settings.latestInvoiceNumber;
    expect(await counter()).toBe(0);
    const accepted = await create(owner, {
      recipient: { ...BELGIAN_CUSTOMER, vatNumber: 'BE0123456749' },
      items: lineOf('reverse_charge'),
    });
    expect(accepted.status).toBe(201);
    expect(await counter()).toBeGreaterThan(0);
  });

  it('refuses intra-EU supplies to a customer in the seller country and exports to an EU customer', async () => {
    const owner = await createTestUser(app, 'vat-law-ic');
    const domestic = await create(owner, {
      recipient: { ...BELGIAN_CUSTOMER, vatNumber: 'NL004495445B01' },
      items: lineOf('intra_eu'),
    });
    expect(domestic.status).toBe(400);
    expect(fieldsOf(domestic)).toEqual(['invoice.items.0.vatCategory']);
    const exported = await create(owner, {
      recipient: { ...BELGIAN_CUSTOMER, vatNumber: 'BE0123456749' },
      items: lineOf('export'),
    });
    expect(exported.status).toBe(400);
    expect(fieldsOf(exported)).toEqual(['invoice.items.0.vatCategory']);
    const charged = await create(owner, {
      recipient: { ...BELGIAN_CUSTOMER, vatNumber: 'BE0123456749' },
      items: lineOf('intra_eu', { vatRate: '21' }),
    });
    expect(charged.status).toBe(400);
    expect(fieldsOf(charged)).toContain('invoice.items.0.vatRate');
  });

  it('writes a KOR seller regime on new invoices, refuses VAT under it, and keeps it when the seller leaves', async () => {
    const owner = await createTestUser(app, 'vat-law-kor');
    await settings(owner, { country: 'NL', vatRegime: 'small_business' });
    const charged = await create(owner, {});
    expect(charged.status).toBe(400);
    expect(fieldsOf(charged)).toEqual(['invoice.items.0.vatRate', 'invoice.items.1.vatRate']);
    const free = await create(owner, { items: lineOf('exempt') });
    expect(free.status).toBe(201);
    expect(free.body.vatRegime).toBe('small_business');

    await settings(owner, { vatRegime: 'standard' });
    // The invoice keeps the regime it was issued under when it is changed afterwards.
    const changed = await replace(owner, free.body.id, { ...free.body, notes: 'Bedankt!' });
    expect(changed.status).toBe(200);
    expect(changed.body.vatRegime).toBe('small_business');
  });

  it('derives a Belgian seller structured reference, or an RF reference when chosen, from the number', async () => {
    const belgian = await createTestUser(app, 'vat-law-ogm');
    await settings(belgian, { country: 'BE' });
    const ogm = await createInvoice(app, belgian, {});
    expect(isStructuredReference(String(ogm.paymentReference))).toBe(true);
    expect(String(ogm.paymentReference)).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);

    const dutch = await createTestUser(app, 'vat-law-rf');
    const plain = await createInvoice(app, dutch, {});
    expect(plain.paymentReference).toBeUndefined();
    await settings(dutch, { paymentReferenceKind: 'creditor' });
    const rf = await createInvoice(app, dutch, {});
    expect(isCreditorReference(String(rf.paymentReference))).toBe(true);
  });

  it('lets an invoice stored before the rules be changed, but refuses a change that brings a problem, and e-mailing it', async () => {
    const owner = await createTestUser(app, 'vat-law-legacy');
    const stored = await create(owner, {
      recipient: { ...BELGIAN_CUSTOMER, vatNumber: 'BE0123456749' },
      items: lineOf('reverse_charge'),
    });
    expect(stored.status).toBe(201);
    // As a row written before issue 32: the customer's VAT number missing.
    await app.get(DataSource).query(
      `UPDATE invoices SET document = jsonb_set(document, '{recipient,vatNumber}', '""')
        WHERE id = $1`,
      [stored.body.id],
    );
    const legacy = (
      (await api()
        .get(`/api/invoices/${stored.body.id}`)
        .set(...owner.auth)
        .expect(200)) as unknown as Answer
    ).body;
    const notes = await replace(owner, legacy.id, { ...legacy, notes: 'Corrected notes' });
    expect(notes.status).toBe(200);
    const worse = await replace(owner, legacy.id, {
      ...notes.body,
      items: lineOf('reverse_charge', { vatRate: '21' }),
    });
    expect(worse.status).toBe(400);
    expect(fieldsOf(worse)).toEqual(['invoice.items.0.vatRate']);

    const sent = (await api()
      .post(`/api/invoices/${legacy.id}/send-email`)
      .set(...owner.auth)
      .send({
        recipientEmail: 'boekhouding@voorbeeld.be',
        customMessage: '',
        locale: 'en',
      })) as unknown as Answer;
    expect(sent.status).toBe(400);
    expect(fieldsOf(sent)).toEqual(['invoice.recipient.vatNumber']);
  });
});
