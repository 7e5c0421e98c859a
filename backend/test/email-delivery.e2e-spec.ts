import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { simpleParser, type AddressObject } from 'mailparser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EmailRecoveryService } from '../src/email-queue/email-recovery.service.js';
import { SendEmailHandler } from '../src/email-queue/jobs/send-email/send-email.handler.js';
import { emails, sendEmail, settled } from './support/emails.js';
import { createInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const MAIL_FROM = 'Invoicing <invoices@invoicing.example>';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}

const firstAddress = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

// The recovery sweeps of this file's apps read every e-mail record: a database of its own keeps
// other files' records out of their reach (and theirs out of this file's).
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('email_delivery');
});
afterAll(async () => {
  await ownDatabase.drop();
});
const appOn = (env: Record<string, string>) =>
  createTestApp({ env: { DATABASE_URL: ownDatabase.url, ...env } });

describe('e-mailing an invoice over SMTP', () => {
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ rejectRecipient: (to) => to.startsWith('nobody@') });
    app = await appOn({ SMTP_URL: smtp.url, MAIL_FROM });
    user = await createTestUser(app, 'sender');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('answers 202 with a planned record, delivers it once and marks the invoice sent', async () => {
    const invoice = await createInvoice(app, user);
    expect(invoice.status).toBe('saved');
    const message = 'Thanks for the order! <script>alert(1)</script> & more';
    const queued = await sendEmail(app, user, invoice.id, { customMessage: message });
    expect(queued).toEqual({
      id: expect.any(String),
      recipient_email: 'anna@jansen.nl',
      status: 'planned',
      scheduled_at: expect.stringMatching(ISO),
      sent_at: null,
      error: null,
      may_have_been_delivered_twice: false,
    });

    const [record] = await settled(app, user, invoice.id);
    expect(record).toEqual({
      ...queued,
      status: 'sent',
      sent_at: expect.stringMatching(ISO),
    });
    expect(Date.parse(record!.sent_at!)).toBeGreaterThanOrEqual(Date.parse(queued.scheduled_at));

    const mails = smtp.delivered.filter((mail) => mail.parsed.messageId?.includes(queued.id));
    expect(mails).toHaveLength(1);
    const { parsed, raw } = mails[0]!;
    expect(parsed.messageId).toBe(`<email-${queued.id}@invoicing.example>`);
    expect(firstAddress(parsed.from)).toBe('invoices@invoicing.example');
    expect(firstAddress(parsed.to)).toBe('anna@jansen.nl');
    expect(firstAddress(parsed.replyTo)).toBe(user.email);
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.subject).toContain(invoice.invoiceNumber);
    expect(parsed.text).toContain(invoice.invoiceNumber);
    expect(parsed.text).toContain('213.88');
    expect(parsed.text).toContain(message);
    expect(parsed.html).toContain(invoice.invoiceNumber);
    // The user's text is escaped in the HTML part, never markup.
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('&lt;script&gt;');

    expect(parsed.attachments).toHaveLength(1);
    const [pdf] = parsed.attachments;
    expect(pdf!.filename).toBe(`invoice_${invoice.invoiceNumber}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf!.content);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('213.88');
    // Nothing of the message leaks into headers a recipient's client would trust.
    expect(raw.toString('latin1')).not.toMatch(/^Bcc:/im);

    const stored = await request(app.getHttpServer())
      .get(`/api/invoices/${invoice.id}`)
      .set(...user.auth)
      .expect(200);
    expect(stored.body.status).toBe('sent');
    const [row] = await app
      .get(DataSource)
      .query('SELECT message_id, attempts, claim_token FROM invoice_emails WHERE id = $1', [
        queued.id,
      ]);
    expect(row).toEqual({
      message_id: `<email-${queued.id}@invoicing.example>`,
      attempts: 1,
      claim_token: null,
    });
  });

  it("sends the dialog's message over an invoice whose own message is still the placeholder", async () => {
    // A new invoice of the editor, sent before its copy of the typed message reached the server.
    const invoice = await createInvoice(app, user, { isPlaceholder: { emailMessage: true } });
    const message = 'Hello Anna, the invoice for this month.';
    const queued = await sendEmail(app, user, invoice.id, { customMessage: message });
    await settled(app, user, invoice.id);
    const mail = smtp.delivered.find((delivered) =>
      delivered.parsed.messageId?.includes(queued.id),
    );
    expect(mail?.parsed.text).toContain(message);
    expect(mail?.parsed.html).toContain(message);
  });

  it('sends again as a new record, oldest first in the history', async () => {
    const invoice = await createInvoice(app, user);
    const first = await sendEmail(app, user, invoice.id, { locale: 'nl' });
    await settled(app, user, invoice.id);
    const second = await sendEmail(app, user, invoice.id, { recipientEmail: ' piet@jansen.nl ' });
    const history = await settled(app, user, invoice.id);
    expect(history.map((email) => [email.id, email.recipient_email, email.status])).toEqual([
      [first.id, 'anna@jansen.nl', 'sent'],
      [second.id, 'piet@jansen.nl', 'sent'],
    ]);
    const dutch = smtp.delivered.find((mail) => mail.parsed.messageId?.includes(first.id));
    expect(dutch?.parsed.subject).toContain('Factuur');
  });

  it('ends failed with the server’s answer after 3 tries when the mailbox is refused (550)', async () => {
    const invoice = await createInvoice(app, user);
    const before = smtp.recipientCommands();
    const queued = await sendEmail(app, user, invoice.id, { recipientEmail: 'nobody@jansen.nl' });
    const [record] = await settled(app, user, invoice.id);
    expect(record).toMatchObject({ id: queued.id, status: 'failed', sent_at: null });
    expect(record!.error).toContain('550');
    expect(smtp.recipientCommands() - before).toBe(3);
    const [row] = await app
      .get(DataSource)
      .query('SELECT attempts FROM invoice_emails WHERE id = $1', [queued.id]);
    expect(row.attempts).toBe(3);
    const stored = await request(app.getHttpServer())
      .get(`/api/invoices/${invoice.id}`)
      .set(...user.auth);
    expect(stored.body.status).toBe('saved');
  });

  it('refuses an invoice that is not saved (409) and stores nothing', async () => {
    const invoice = await createInvoice(app, user);
    // The API never stores a concept; an older row or a future import might.
    await app
      .get(DataSource)
      .query(`UPDATE invoices SET status = 'concept' WHERE id = $1`, [invoice.id]);
    const response = await request(app.getHttpServer())
      .post(`/api/invoices/${invoice.id}/send-email`)
      .set(...user.auth)
      .send({ recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'en' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a saved invoice can be sent',
    });
    expect(await emails(app, user, invoice.id)).toEqual([]);
  });

  it('answers 404 for an invoice of another user and stores nothing', async () => {
    const invoice = await createInvoice(app, user);
    const other = await createTestUser(app, 'other');
    const response = await request(app.getHttpServer())
      .post(`/api/invoices/${invoice.id}/send-email`)
      .set(...other.auth)
      .send({ recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'en' });
    expect(response.status).toBe(404);
    expect(await emails(app, user, invoice.id)).toEqual([]);
  });
});

/**
 * The lease of the claim tests: far longer than any test may run (the 30 s timeout), so a record
 * made `0` seconds old cannot outlive it before the test looks, however loaded the machine; a
 * record made `EXPIRED` seconds old is past it from the start. Ages are set in the database,
 * the clock the claim and the sweep read, so nothing waits for time to pass.
 */
const LEASE_SECONDS = 600;
const EXPIRED = 2 * LEASE_SECONDS;

describe('the claim: a record is sent by one worker, once', () => {
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let user: TestUser;
  let database: DataSource;
  const context = { queue: 'email', jobId: 'test', attempt: 1, attempts: 3 };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await appOn({
      SMTP_URL: smtp.url,
      MAIL_FROM,
      EMAIL_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
      // Sweeps only when the test says so.
      EMAIL_RECOVERY_INTERVAL_SECONDS: '9999999',
    });
    user = await createTestUser(app, 'claims');
    database = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const deliveriesOf = (id: string) =>
    smtp.delivered.filter((mail) => mail.parsed.messageId?.includes(id)).length;

  /** A record as a lost job leaves it: stored, never queued, last touched `ageSeconds` ago. */
  async function orphan(status: 'planned' | 'sending', ageSeconds: number) {
    const invoice = await createInvoice(app, user);
    const [row] = await database.query(
      `INSERT INTO invoice_emails (user_id, invoice_id, recipient_email, custom_message, locale,
                                   status, attempts, claim_token, claimed_at, updated_at)
       VALUES ($1, $2, 'anna@jansen.nl', '', 'en', $3::varchar, $4, $5::uuid,
               CASE WHEN $3::varchar = 'sending' THEN now() - make_interval(secs => $6) END,
               now() - make_interval(secs => $6))
       RETURNING id`,
      [
        user.id,
        invoice.id,
        status,
        status === 'sending' ? 1 : 0,
        status === 'sending' ? '00000000-0000-4000-8000-000000000000' : null,
        ageSeconds,
      ],
    );
    return { invoiceId: invoice.id, id: row.id as string };
  }

  it('never sends a sent record again, whatever job runs for it', async () => {
    const invoice = await createInvoice(app, user);
    const queued = await sendEmail(app, user, invoice.id);
    await settled(app, user, invoice.id);
    const handler = app.get(SendEmailHandler);
    // A retry, a stalled job taken over, a recovery job, another instance: all the same job.
    await Promise.all([1, 2, 3].map(() => handler.handle({ emailId: queued.id }, context)));
    expect(deliveriesOf(queued.id)).toBe(1);
  });

  it('leaves a live claim alone and takes over one past its lease', async () => {
    const live = await orphan('sending', 0);
    await app.get(SendEmailHandler).handle({ emailId: live.id }, context);
    expect(deliveriesOf(live.id)).toBe(0);
    const [row] = await database.query('SELECT status FROM invoice_emails WHERE id = $1', [
      live.id,
    ]);
    expect(row.status).toBe('sending');

    const dead = await orphan('sending', EXPIRED);
    await app.get(SendEmailHandler).handle({ emailId: dead.id }, context);
    expect(deliveriesOf(dead.id)).toBe(1);
    expect((await emails(app, user, dead.invoiceId))[0]).toMatchObject({ status: 'sent' });
  });

  it('lets only one of many simultaneous jobs send', async () => {
    const record = await orphan('planned', 0);
    const handler = app.get(SendEmailHandler);
    await Promise.all(
      Array.from({ length: 8 }, () => handler.handle({ emailId: record.id }, context)),
    );
    expect(deliveriesOf(record.id)).toBe(1);
  });

  it('recovers records whose job was lost, and those of a dead worker, with the sweep', async () => {
    const lost = await orphan('planned', EXPIRED);
    const abandoned = await orphan('sending', EXPIRED);
    const fresh = await orphan('planned', 0);
    await app.get(EmailRecoveryService).sweepOnce();
    await settled(app, user, lost.invoiceId);
    await settled(app, user, abandoned.invoiceId);
    expect(deliveriesOf(lost.id)).toBe(1);
    expect(deliveriesOf(abandoned.id)).toBe(1);
    // Too recent to be lost: its job may simply be waiting.
    expect(deliveriesOf(fresh.id)).toBe(0);
  });

  it('fails a record nobody finishes after five tries instead of retrying forever', async () => {
    const record = await orphan('sending', EXPIRED);
    await database.query('UPDATE invoice_emails SET attempts = 5 WHERE id = $1', [record.id]);
    await app.get(EmailRecoveryService).sweepOnce();
    const [row] = await database.query('SELECT status, error FROM invoice_emails WHERE id = $1', [
      record.id,
    ]);
    expect(row).toEqual({ status: 'failed', error: 'Gave up after 5 tries' });
    expect(deliveriesOf(record.id)).toBe(0);
  });
});

describe('e-mailing an invoice without SMTP_URL', () => {
  let app: NestExpressApplication;
  let user: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'email-outbox-'));
    app = await appOn({ DATA_DIR: dataDir, MAIL_FROM });
    user = await createTestUser(app, 'outbox');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a parseable .eml to $DATA_DIR/outbox and marks it sent', async () => {
    const invoice = await createInvoice(app, user);
    const queued = await sendEmail(app, user, invoice.id);
    const [record] = await settled(app, user, invoice.id);
    expect(record?.status).toBe('sent');
    const outbox = path.join(dataDir, 'outbox');
    expect(await readdir(outbox)).toEqual([`email-${queued.id}.eml`]);
    const parsed = await simpleParser(await readFile(path.join(outbox, `email-${queued.id}.eml`)));
    expect(parsed.messageId).toBe(`<email-${queued.id}@invoicing.example>`);
    expect(firstAddress(parsed.replyTo)).toBe(user.email);
    expect(parsed.subject).toContain(invoice.invoiceNumber);
    expect(parsed.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('e-mailing an invoice when the mail server is down', () => {
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    // A port that was just free: nothing listens, so every connection is refused.
    const probe = await startTestSmtpServer();
    await probe.close();
    app = await appOn({ SMTP_URL: probe.url, MAIL_FROM });
    user = await createTestUser(app, 'down');
  });
  afterAll(async () => {
    await app.close();
  });

  it('retries with back-off and keeps the e-mail planned until the server is back', async () => {
    const invoice = await createInvoice(app, user);
    const queued = await sendEmail(app, user, invoice.id);
    const failing = async () => (await emails(app, user, invoice.id))[0]!;
    const deadline = Date.now() + 15_000;
    while ((await failing()).error === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Past the queue's three tries (1 s and 3 s apart): a server that is down is no reason to
    // give the e-mail up, so it waits for the recovery sweep, try after try, with the reason.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const record = await failing();
    expect(record).toMatchObject({ id: queued.id, status: 'planned', sent_at: null });
    expect(record.error).toMatch(/ECONNREFUSED/);
    // A refused connection does not use up the record's tries (at most one is in flight now).
    const [row] = await app
      .get(DataSource)
      .query('SELECT attempts FROM invoice_emails WHERE id = $1', [queued.id]);
    expect(row.attempts).toBeLessThanOrEqual(1);
  }, 30_000);
});
