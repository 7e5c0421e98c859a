import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The archive of issued documents (docs/archive.md), over the e-mail path: the PDF the
 * customer received is kept byte for byte at the moment of issue, once, through a re-send and
 * the invoice's deletion, for its owner only, and the database refuses to change it.
 */

type Copy = {
  id: string;
  invoiceId: string;
  documentType: string;
  invoiceNumber: string;
  issueDate: string;
  issuedBy: string;
  sellerCountry: string;
  retentionUntil: string;
  pdfSha256: string;
  ublSha256: string | null;
  ublMissingReason: string | null;
  deletedAt: string | null;
};

/** What the e-invoice needs beyond the sample: valid numbers on both sides. */
const E_INVOICE_READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const reprDigest = (hex: string) => `sha-256=:${Buffer.from(hex, 'hex').toString('base64')}:`;

/** The response body as the bytes that arrived. */
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the archive of issued documents (/api/archive)', () => {
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  /** Outside the app: what the database itself allows (TypeORM would log every refusal). */
  let db: pg.Client;
  let owner: TestUser;
  let stranger: TestUser;

  const api = () => request(app.getHttpServer());
  const list = async (user: TestUser, query = ''): Promise<Copy[]> =>
    (
      await api()
        .get(`/api/archive${query}`)
        .set(...user.auth)
        .expect(200)
    ).body.documents;
  const download = (user: TestUser, id: string, kind: 'pdf' | 'ubl') =>
    api()
      .get(`/api/archive/${id}/${kind}`)
      .set(...user.auth)
      .buffer(true)
      .parse(binary);
  const attachmentsOf = (emailId: string) => {
    const mail = smtp.delivered.find((sent) => sent.parsed.messageId?.includes(emailId));
    if (mail === undefined) throw new Error(`No mail for ${emailId}`);
    return mail.parsed.attachments;
  };

  beforeAll(async () => {
    ownDatabase = await createOwnDatabase('archive');
    smtp = await startTestSmtpServer();
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url } });
    db = new pg.Client({ connectionString: ownDatabase.url });
    await db.connect();
    owner = await createTestUser(app, 'archiving');
    stranger = await createTestUser(app, 'archive-stranger');
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await smtp?.close();
    await ownDatabase?.drop();
  });

  it('keeps the PDF that was sent, once, through a re-send and the invoice’s deletion', async () => {
    const invoice = await createInvoice(app, owner, E_INVOICE_READY);
    const first = await sendEmail(app, owner, invoice.id);
    await settled(app, owner, invoice.id);
    const sentPdf = attachmentsOf(first.id)[0]!.content;

    const [copy] = await list(owner);
    expect(copy).toMatchObject({
      invoiceId: invoice.id,
      documentType: 'invoice',
      invoiceNumber: invoice.invoiceNumber,
      issueDate: '2026-11-24',
      issuedBy: 'email',
      sellerCountry: 'NL',
      retentionUntil: '2033-12-31',
      pdfSha256: sha256(sentPdf),
      deletedAt: null,
    });
    // Not attached to this e-mail: the UBL is rendered from the same invoice.
    expect(copy!.ublSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(copy!.ublMissingReason).toBeNull();

    // A second send, now with the e-invoice attached: the customer gets it again, the archive
    // keeps the first issue.
    const second = await sendEmail(app, owner, invoice.id, { attachUbl: true });
    await settled(app, owner, invoice.id);
    expect(attachmentsOf(second.id)).toHaveLength(2);
    expect(await list(owner)).toEqual([copy]);

    await api()
      .delete(`/api/invoices/${invoice.id}`)
      .set(...owner.auth)
      .expect(204);
    await api()
      .get(`/api/invoices/${invoice.id}`)
      .set(...owner.auth)
      .expect(404);
    const [kept] = await list(owner);
    expect(kept).toEqual({ ...copy, deletedAt: expect.any(String) });

    const pdf = await download(owner, copy!.id, 'pdf').expect(200);
    expect(Buffer.compare(pdf.body as Buffer, sentPdf)).toBe(0);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['repr-digest']).toBe(reprDigest(copy!.pdfSha256));
    expect(pdf.headers['content-disposition']).toContain(`invoice_${invoice.invoiceNumber}.pdf`);
    const ubl = await download(owner, copy!.id, 'ubl').expect(200);
    expect(sha256(ubl.body as Buffer)).toBe(copy!.ublSha256);
    expect(ubl.headers['repr-digest']).toBe(reprDigest(copy!.ublSha256!));
    expect((ubl.body as Buffer).toString('utf8')).toContain(invoice.invoiceNumber);
  });

  it('keeps the PDF alone, with the reason, when the invoice could not be an e-invoice', async () => {
    // The sample names no Peppol address for its customer.
    const invoice = await createInvoice(app, owner);
    await sendEmail(app, owner, invoice.id);
    await settled(app, owner, invoice.id);
    const copy = (await list(owner)).find((listed) => listed.invoiceId === invoice.id);
    expect(copy).toMatchObject({ ublSha256: null, ublMissingReason: expect.any(String) });
    await download(owner, copy!.id, 'pdf').expect(200);
    await download(owner, copy!.id, 'ubl').expect(404);
  });

  it('keeps a credit note as a credit note', async () => {
    const original = await createInvoice(app, owner, E_INVOICE_READY);
    const { body: creditNote } = await api()
      .post(`/api/invoices/${original.id}/credit-notes`)
      .set(...owner.auth)
      .set('Idempotency-Key', `archive-credit-${original.id}`)
      .send({ creditNote: { date: '2026-11-30' } })
      .expect(201);
    await sendEmail(app, owner, creditNote.id);
    await settled(app, owner, creditNote.id);
    const copy = (await list(owner)).find((listed) => listed.invoiceId === creditNote.id);
    expect(copy).toMatchObject({
      documentType: 'credit_note',
      invoiceNumber: creditNote.invoiceNumber,
      issueDate: '2026-11-30',
      ublSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const ubl = await download(owner, copy!.id, 'ubl').expect(200);
    expect((ubl.body as Buffer).toString('utf8')).toMatch(/<(\w+:)?CreditNote\b/);
  });

  it('shows a copy to its owner only', async () => {
    const [copy] = await list(owner);
    expect(await list(stranger)).toEqual([]);
    for (const kind of ['pdf', 'ubl'] as const) {
      const answer = await download(stranger, copy!.id, kind).expect(404);
      expect(answer.headers['repr-digest']).toBeUndefined();
    }
    await download(owner, 'not-a-uuid', 'pdf').expect(404);
    await api().get('/api/archive').expect(401);
  });

  it('lists by document date, within from and to, in pages', async () => {
    for (const date of ['2026-01-15', '2026-02-15', '2026-03-15']) {
      const invoice = await createInvoice(app, owner, { date, dueDate: '2026-12-31' });
      await sendEmail(app, owner, invoice.id);
      await settled(app, owner, invoice.id);
    }
    const dates = (copies: Copy[]) => copies.map((copy) => copy.issueDate);
    expect(dates(await list(owner, '?from=2026-01-01&to=2026-02-28'))).toEqual([
      '2026-02-15',
      '2026-01-15',
    ]);
    const { body } = await api()
      .get('/api/archive?limit=2&from=2026-01-01&to=2026-03-31')
      .set(...owner.auth)
      .expect(200);
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    const next = await api()
      .get(`/api/archive?limit=2&from=2026-01-01&to=2026-03-31&cursor=${body.nextCursor}`)
      .set(...owner.auth)
      .expect(200);
    expect(dates(next.body.documents)).toEqual(['2026-01-15']);
    expect(next.body.hasMore).toBe(false);
    const bad = await api()
      .get('/api/archive?from=2026-02-30')
      .set(...owner.auth)
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses to change a copy in the database: its files, its facts, a second deletion', async () => {
    const [copy] = await list(owner, '?to=2026-12-31');
    const refused = (sql: string) =>
      expect(db.query(sql, [copy!.id])).rejects.toThrow('An archived document cannot be changed');
    await refused(`UPDATE archived_documents SET pdf = '\\x00'::bytea, pdf_sha256 =
                     encode(sha256('\\x00'::bytea), 'hex') WHERE id = $1`);
    await refused(`UPDATE archived_documents SET retention_until = '2020-01-01' WHERE id = $1`);
    await refused(`UPDATE archived_documents SET invoice_number = 'X' WHERE id = $1`);
    const deleted = (await list(owner)).find((listed) => listed.deletedAt !== null)!;
    await expect(
      db.query(`UPDATE archived_documents SET deleted_at = now() WHERE id = $1`, [deleted.id]),
    ).rejects.toThrow('An archived document cannot be changed');
    // A hash that does not fit its bytes is refused when stored.
    await expect(
      db.query(
        `INSERT INTO archived_documents (user_id, invoice_id, document_type, invoice_number,
           issue_date, issued_by, seller_country, retention_until, pdf, pdf_sha256,
           ubl_missing_reason)
         VALUES ($1, 'x', 'invoice', 'X', '2026-01-01', 'email', 'NL', '2033-12-31',
                 '\\x01'::bytea, repeat('0', 64), 'none')`,
        [owner.id],
      ),
    ).rejects.toThrow(/archived_documents_pdf_sha256_check/);
  });
});
