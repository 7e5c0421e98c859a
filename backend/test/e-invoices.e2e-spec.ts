import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  itWithPeppolFixtures,
  schemaFindings,
} from '../../contracts/src/documents/testing/ubl-schema.js';
import { ruleFindings } from '../../contracts/src/documents/testing/ubl-rules.js';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/** What the e-invoice needs beyond the sample: valid numbers on both sides. */
const READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};

let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let smtp: TestSmtpServer;
let app: NestExpressApplication;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ownDatabase = await createOwnDatabase('e_invoices');
  smtp = await startTestSmtpServer();
  app = await createTestApp({
    env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url, MAIL_FROM: 'inv@invoicing.example' },
  });
  owner = await createTestUser(app, 'e-invoicer');
  stranger = await createTestUser(app, 'e-stranger');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await ownDatabase.drop();
});

const getUbl = (user: TestUser | null, id: string, query = '') => {
  const call = request(app.getHttpServer()).get(`/api/invoices/${id}/ubl${query}`);
  return user === null ? call : call.set(...user.auth);
};

describe('GET /api/invoices/{id}/ubl', () => {
  it("answers the stored invoice as valid Peppol UBL with the server's totals", async () => {
    const invoice = await createInvoice(app, owner, READY);
    const response = await getUbl(owner, invoice.id).expect(200);

    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    // Named in the owner's invoice language (Dutch by default): factuur_….xml.
    expect(response.headers['content-disposition']).toContain(
      `filename="factuur_${invoice.invoiceNumber}.xml"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const xml = response.text;
    expect(ruleFindings(xml)).toEqual([]);
    expect(xml).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);
    // 2 x 85.00 at 21 % and 3 x 2.50 at 9 %: 177.50 + 35.70 + 0.68, recomputed by the server.
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">213.88</cbc:PayableAmount>');
    expect(invoice.total).toBe(21388);
  });

  itWithPeppolFixtures('answers a document valid against the UBL 2.1 schema', async () => {
    const invoice = await createInvoice(app, owner, READY);
    const response = await getUbl(owner, invoice.id).expect(200);
    expect(schemaFindings(response.text)).toEqual([]);
  });

  it('writes its texts in the language asked for, and refuses an unknown one', async () => {
    const invoice = await createInvoice(app, owner, {
      ...READY,
      items: [
        {
          id: 'line-000000000000009',
          description: 'Kit',
          quantity: '1',
          price: '10,00',
          vatRate: '0',
        },
      ],
    });
    const dutch = await getUbl(owner, invoice.id, '?language=nl').expect(200);
    expect(dutch.text).toContain(
      '<cbc:TaxExemptionReason>Vrijgesteld van btw</cbc:TaxExemptionReason>',
    );
    const english = await getUbl(owner, invoice.id, '?language=en').expect(200);
    expect(english.text).toContain(
      '<cbc:TaxExemptionReason>Exempt from VAT</cbc:TaxExemptionReason>',
    );

    const bad = await getUbl(owner, invoice.id, '?language=fr').expect(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'language', message: 'must be en or nl' }],
    });
  });

  it('names what an invoice lacks with 409 EINVOICE_NOT_READY', async () => {
    const invoice = await createInvoice(app, owner);
    const response = await getUbl(owner, invoice.id).expect(409);
    expect(response.body).toMatchObject({
      code: 'EINVOICE_NOT_READY',
      fields: [
        {
          field: 'recipient.vatNumber',
          message:
            "The customer's VAT or chamber-of-commerce number (their Peppol address) is missing",
        },
      ],
    });
  });

  it("answers 404 for another user's invoice and 401 signed out", async () => {
    const invoice = await createInvoice(app, owner, READY);
    const foreign = await getUbl(stranger, invoice.id).expect(404);
    expect(foreign.text).not.toContain(invoice.invoiceNumber);
    await getUbl(null, invoice.id).expect(401);
  });
});

describe('the e-invoice attached to the e-mail', () => {
  it('goes along with the PDF when asked for, the same file the API answers', async () => {
    const invoice = await createInvoice(app, owner, READY);
    const api = await getUbl(owner, invoice.id, '?language=en').expect(200);
    const queued = await sendEmail(app, owner, invoice.id, { attachUbl: true });
    const [record] = await settled(app, owner, invoice.id);
    expect(record?.status).toBe('sent');

    const mail = smtp.delivered.find((item) => item.parsed.messageId?.includes(queued.id));
    const attachments = mail?.parsed.attachments ?? [];
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`invoice_${invoice.invoiceNumber}.pdf`, 'application/pdf'],
      [`invoice_${invoice.invoiceNumber}.xml`, 'application/xml'],
    ]);
    // Sending changes only the status, which the e-invoice does not carry.
    expect(attachments[1]?.content.toString('utf8')).toBe(api.text);
  });

  it('is refused at once, nothing queued, when the invoice cannot be an e-invoice', async () => {
    const invoice = await createInvoice(app, owner);
    const response = await request(app.getHttpServer())
      .post(`/api/invoices/${invoice.id}/send-email`)
      .set(...owner.auth)
      .send({ recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'en', attachUbl: true })
      .expect(409);
    expect(response.body.code).toBe('EINVOICE_NOT_READY');
    const history = await request(app.getHttpServer())
      .get(`/api/invoices/${invoice.id}/emails`)
      .set(...owner.auth)
      .expect(200);
    expect(history.body.emails).toEqual([]);
  });

  it('is left out unless asked for', async () => {
    const invoice = await createInvoice(app, owner, READY);
    const queued = await sendEmail(app, owner, invoice.id);
    await settled(app, owner, invoice.id);
    const mail = smtp.delivered.find((item) => item.parsed.messageId?.includes(queued.id));
    expect(mail?.parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  });
});
