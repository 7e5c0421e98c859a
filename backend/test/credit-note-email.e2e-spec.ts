import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { sendEmail, settled } from './support/emails.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const MAIL_FROM = 'Invoicing <invoices@invoicing.example>';
const BELGIAN_SENTENCE =
  'BTW terug te storten aan de Staat in de mate waarin ze oorspronkelijk in aftrek werd gebracht';

async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

// This file's recovery sweeps read every e-mail record: a database of its own keeps them apart.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('credit_note_email');
});
afterAll(async () => {
  await ownDatabase.drop();
});

describe('e-mailing a credit note', () => {
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp({
      env: { DATABASE_URL: ownDatabase.url, SMTP_URL: smtp.url, MAIL_FROM },
    });
    user = await createTestUser(app, 'crediting');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** A saved invoice that offers bank transfer and Mollie, so an invoice would ask for payment. */
  const invoiceOf = (changes: Record<string, unknown> = {}) =>
    createInvoice(app, user, {
      paymentMethods: {
        ...(sampleInvoice().paymentMethods as Record<string, unknown>),
        mollie: {
          enabled: true,
          apiKey: 'test_x',
          description: 'Invoice {invoiceNumber}',
          isConnected: true,
          businessName: '',
        },
      },
      ...changes,
    });

  /** A credit note of all of `original`, through the API route that makes one. */
  const creditNoteOf = async (original: {
    id: string;
  }): Promise<{ id: string; invoiceNumber: string }> => {
    const response = await request(app.getHttpServer())
      .post(`/api/invoices/${original.id}/credit-notes`)
      .set(...user.auth)
      .set('Idempotency-Key', `credit-${original.id}`)
      .send({ creditNote: { date: '2026-11-30' } });
    if (response.status !== 201) {
      throw new Error(
        `creating a credit note answered ${response.status}: ${JSON.stringify(response.body)}`,
      );
    }
    return response.body;
  };

  const deliveredFor = (emailId: string) => {
    const mail = smtp.delivered.find((delivered) => delivered.parsed.messageId?.includes(emailId));
    if (mail === undefined) throw new Error(`No mail for ${emailId}`);
    return mail.parsed;
  };

  it.each([
    {
      locale: 'nl',
      fileName: 'creditnota_{number}.pdf',
      subject: 'Creditnota {number} van Studio Vos',
      reference: 'Creditnota bij factuur {original} van 24-11-2026',
      total: '€ -213,88',
    },
    {
      locale: 'en',
      fileName: 'credit-note_{number}.pdf',
      subject: 'Credit note {number} from Studio Vos',
      reference: 'Credit note for invoice {original} of 11/24/2026',
      total: '-€213.88',
    },
  ])(
    'sends it titled as a credit note, negative amounts and no pay link ($locale)',
    async ({ locale, fileName, subject, reference, total }) => {
      const original = await invoiceOf();
      const creditNote = await creditNoteOf(original);
      const fill = (text: string) =>
        text
          .replace('{number}', creditNote.invoiceNumber)
          .replace('{original}', original.invoiceNumber);
      const queued = await sendEmail(app, user, creditNote.id, { locale });
      const [record] = await settled(app, user, creditNote.id);
      expect(record).toMatchObject({ id: queued.id, status: 'sent' });

      const mail = deliveredFor(queued.id);
      expect(mail.subject).toBe(fill(subject));
      for (const part of [mail.text ?? '', String(mail.html)]) {
        expect(part).toContain(fill(reference));
        expect(part).toContain(total);
        expect(part).not.toContain('/invoice/');
        expect(part).not.toMatch(/NL91 ?ABNA ?0417 ?1643 ?00/);
      }
      const [pdf] = mail.attachments;
      // In the e-mail's language: a Dutch customer receives creditnota_….pdf.
      expect(pdf!.filename).toBe(fill(fileName));
      const text = await pdfText(pdf!.content);
      expect(text).toContain(fill(reference));
      expect(text).toContain(total);
      expect(text).not.toMatch(/NL91 ?ABNA ?0417 ?1643 ?00/);
      expect(text).not.toContain(BELGIAN_SENTENCE);
    },
  );

  it("attaches a Belgian seller's credit note with the sentence on VAT to be repaid", async () => {
    const sender = {
      company: 'Atelier Brugge BV',
      address: 'Markt 1',
      postalCode: '8000',
      city: 'Brugge',
      vatNumber: 'BE0403019261',
      kvkNumber: '0403019261',
    };
    const original = await invoiceOf({ sender });
    const creditNote = await creditNoteOf(original);
    const queued = await sendEmail(app, user, creditNote.id, { locale: 'nl' });
    await settled(app, user, creditNote.id);
    const [pdf] = deliveredFor(queued.id).attachments;
    expect(await pdfText(pdf!.content)).toContain(BELGIAN_SENTENCE);
  });

  it('shows the admin e-mail queue that the record sends a credit note', async () => {
    const original = await invoiceOf();
    const creditNote = await creditNoteOf(original);
    const queued = await sendEmail(app, user, creditNote.id, { locale: 'en' });
    await settled(app, user, creditNote.id);
    const admin = await createTestUser(app, 'credit-operator');
    await app.get(DataSource).query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const { body } = await request(app.getHttpServer())
      .get('/api/admin/email-queue')
      .set(...admin.auth)
      .expect(200);
    const listed = (body.emails as { id: string }[]).find((email) => email.id === queued.id);
    expect(listed).toMatchObject({
      invoiceNumber: creditNote.invoiceNumber,
      documentType: 'credit_note',
    });
  });
});
