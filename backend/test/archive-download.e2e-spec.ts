import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import AdmZip from 'adm-zip';
import request from 'supertest';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Issue by download (docs/archive.md): a saved invoice whose PDF the editor exported is issued,
 * and the archive keeps its PDF and UBL from then on; the first issue wins over a later export
 * or e-mail, and another user's invoice is a 404.
 */

const E_INVOICE_READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};

type Copy = {
  id: string;
  invoiceId: string;
  issuedBy: string;
  pdfSha256: string;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('issuing a saved invoice by exporting its PDF (POST /api/invoices/{id}/issue)', () => {
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let owner: TestUser;
  let stranger: TestUser;

  const api = () => request(app.getHttpServer());
  const issue = (user: TestUser, id: string, query = '') =>
    api()
      .post(`/api/invoices/${id}/issue${query}`)
      .set(...user.auth);

  beforeAll(async () => {
    ownDatabase = await createOwnDatabase('archive_download');
    smtp = await startTestSmtpServer();
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url } });
    owner = await createTestUser(app, 'issuing');
    stranger = await createTestUser(app, 'issue-stranger');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await ownDatabase?.drop();
  });

  it('keeps the exported invoice’s PDF and UBL, and keeps them through a later export and send', async () => {
    const invoice = await createInvoice(app, owner, E_INVOICE_READY);
    const first = await issue(owner, invoice.id, '?language=nl').expect(200);
    expect(first.body).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      documentType: 'invoice',
      issuedBy: 'download',
      sellerCountry: 'NL',
      deletedAt: null,
      ublMissingReason: null,
    });
    expect(first.body.ublSha256).toMatch(/^[0-9a-f]{64}$/);

    const pdf = await api()
      .get(`/api/archive/${first.body.id}/pdf`)
      .set(...owner.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(sha256(pdf.body as Buffer)).toBe(first.body.pdfSha256);
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Exported again, and then e-mailed: the first issue stays the archive's copy.
    const again = await issue(owner, invoice.id).expect(200);
    expect(again.body).toEqual(first.body);
    await sendEmail(app, owner, invoice.id);
    await settled(app, owner, invoice.id);
    const listed = await api()
      .get('/api/archive')
      .set(...owner.auth)
      .expect(200);
    expect(listed.body.documents).toEqual([first.body]);
  });

  it('keeps each issued version: exported, then edited and e-mailed; the last one counts once', async () => {
    const invoice = await createInvoice(app, owner, { ...E_INVOICE_READY, date: '2026-08-03' });
    const exported = (await issue(owner, invoice.id).expect(200)).body as Copy;
    // The saved invoice stays editable (the spec's editor); the customer then gets another one.
    await api()
      .put(`/api/invoices/${invoice.id}`)
      .set(...owner.auth)
      .send({
        invoice: sampleInvoice({
          ...E_INVOICE_READY,
          date: '2026-08-03',
          notes: 'Corrected: the second line was wrong',
        }),
      })
      .expect(200);
    const email = await sendEmail(app, owner, invoice.id);
    await settled(app, owner, invoice.id);
    const mail = smtp.delivered.find((sent) => sent.parsed.messageId?.includes(email.id));
    const sentPdf = mail!.parsed.attachments[0]!.content;

    const copies = (
      (
        await api()
          .get('/api/archive')
          .set(...owner.auth)
          .expect(200)
      ).body.documents as Copy[]
    ).filter((copy) => copy.invoiceId === invoice.id);
    expect(copies.map((copy) => copy.issuedBy).sort()).toEqual(['download', 'email']);
    const emailed = copies.find((copy) => copy.issuedBy === 'email')!;
    expect(emailed.pdfSha256).toBe(sha256(sentPdf));
    expect(copies.find((copy) => copy.issuedBy === 'download')).toEqual(exported);
    // The same content issued again adds nothing.
    expect((await issue(owner, invoice.id).expect(200)).body).toEqual(emailed);

    // The accountant gets both files and one ledger row, the last version's.
    const zip = new AdmZip(
      (
        await api()
          .get('/api/exports/accountant?period=2026-Q3')
          .set(...owner.auth)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
    const names = zip.getEntries().map((entry) => entry.entryName);
    const number = invoice.invoiceNumber;
    expect(names).toEqual(
      expect.arrayContaining([`documents/${number}.pdf`, `documents/${number}-earlier.pdf`]),
    );
    expect(sha256(zip.getEntry(`documents/${number}.pdf`)!.getData())).toBe(emailed.pdfSha256);
    const ledger = zip.getEntry('ledger.csv')!.getData().toString('utf8');
    expect(ledger.split('\r\n').filter((line) => line.startsWith(`${number};`))).toHaveLength(1);

    // Deleted, it still counts in the VAT return, once.
    await api()
      .delete(`/api/invoices/${invoice.id}`)
      .set(...owner.auth)
      .expect(204);
    const { body: figures } = await api()
      .get('/api/vat-return?period=2026-Q3')
      .set(...owner.auth)
      .expect(200);
    // Each box it fills names it once, and all name the same copy (the last version).
    const boxes = figures.boxes as { documents: { id: string; invoiceNumber: string }[] }[];
    const perBox = boxes.map((box) =>
      box.documents.filter((share) => share.invoiceNumber === number),
    );
    expect(perBox.every((shares) => shares.length <= 1)).toBe(true);
    expect(new Set(perBox.flat().map((share) => share.id))).toEqual(new Set([emailed.id]));
  });

  it('keeps the PDF of an invoice that cannot be an e-invoice, with the reason it has no UBL', async () => {
    const invoice = await createInvoice(app, owner);
    const copy = await issue(owner, invoice.id).expect(200);
    expect(copy.body.ublSha256).toBeNull();
    expect(copy.body.ublMissingReason).toMatch(/^Not an e-invoice/);
  });

  it('answers 404 for another user’s invoice and for none, as for any missing invoice', async () => {
    const invoice = await createInvoice(app, owner);
    await issue(stranger, invoice.id).expect(404);
    await issue(owner, 'no-such-invoice').expect(404);
    const listed = await api()
      .get('/api/archive')
      .set(...stranger.auth)
      .expect(200);
    expect(listed.body.documents).toEqual([]);
  });
});
