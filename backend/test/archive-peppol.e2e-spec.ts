import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PeppolEndpoint } from '../src/peppol/peppol-endpoint.js';
import { PeppolProvider } from '../src/peppol/provider/peppol-provider.js';
import type { StandInControls } from '../src/peppol/recommand/stand-in/recommand-stand-in.js';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The archive over the Peppol path (docs/archive.md): the UBL the access point received is
 * kept byte for byte with a PDF of the same invoice, and a later e-mail adds no second copy.
 */
const READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};
const STUDIO = {
  company: 'Studio Vos',
  address: 'Keizersgracht 1',
  postalCode: '1015 AA',
  city: 'Amsterdam',
  vatNumber: 'NL004495445B01',
  kvkNumber: '12345678',
};

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('archiving what is sent over Peppol', () => {
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let standIn: StandInControls;
  let owner: TestUser;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    ownDatabase = await createOwnDatabase('archive_peppol');
    smtp = await startTestSmtpServer();
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url } });
    standIn = (app.get(PeppolEndpoint).standIn as { controls: StandInControls }).controls;
    owner = await createTestUser(app, 'archive-peppol');
    await api()
      .patch('/api/user/settings')
      .set(...owner.auth)
      .send({ settings: { defaultCompany: STUDIO, country: 'NL' } })
      .expect(200);
    await api()
      .post('/api/peppol/registration')
      .set(...owner.auth)
      .expect(201);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await ownDatabase?.drop();
  });

  it('keeps the UBL the access point got and the invoice’s PDF, once', async () => {
    const invoice = await createInvoice(app, owner, READY);
    await api()
      .post(`/api/invoices/${invoice.id}/peppol-deliveries`)
      .set(...owner.auth)
      .expect(202);
    const deadline = Date.now() + 15_000;
    while (standIn.sendCount(invoice.invoiceNumber) === 0 || !(await listed()).length) {
      if (Date.now() > deadline) throw new Error('Not sent over Peppol within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sent = standIn.sends().find((send) => send.documentNumber === invoice.invoiceNumber)!;
    // The document as the access point stored it.
    const { xml } = (await app.get(PeppolProvider).document(sent.documentId))!;
    const [copy] = await listed();
    expect(copy).toMatchObject({
      invoiceId: invoice.id,
      issuedBy: 'peppol',
      sellerCountry: 'NL',
      ublSha256: sha256(xml!),
      ublMissingReason: null,
    });
    const pdf = await api()
      .get(`/api/archive/${copy.id}/pdf`)
      .set(...owner.auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(sha256(pdf.body as Buffer)).toBe(copy.pdfSha256);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // E-mailed afterwards: the customer gets the PDF, the archive keeps the first issue.
    await sendEmail(app, owner, invoice.id);
    await settled(app, owner, invoice.id);
    expect(await listed()).toEqual([copy]);
  });

  async function listed(): Promise<{ id: string; pdfSha256: string }[]> {
    const { body } = await api()
      .get('/api/archive')
      .set(...owner.auth)
      .expect(200);
    return body.documents;
  }
});
