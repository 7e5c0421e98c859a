import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { TestUser } from './users.js';

/** An e-mail record as `GET /api/invoices/{id}/emails` answers it. */
export type EmailRecord = {
  id: string;
  recipient_email: string;
  status: string;
  scheduled_at: string;
  sent_at: string | null;
  error: string | null;
};

/** The user sends the invoice by e-mail (202); resolves to the planned record. */
export async function sendEmail(
  app: INestApplication,
  user: TestUser,
  invoiceId: string,
  body: Record<string, unknown> = {},
): Promise<EmailRecord> {
  const response = await request(app.getHttpServer())
    .post(`/api/invoices/${invoiceId}/send-email`)
    .set(...user.auth)
    .send({ recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'en', ...body });
  if (response.status !== 202) {
    throw new Error(`send-email answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return (response.body as { email: EmailRecord }).email;
}

/** The invoice's e-mail history, oldest first. */
export async function emails(
  app: INestApplication,
  user: TestUser,
  invoiceId: string,
): Promise<EmailRecord[]> {
  const response = await request(app.getHttpServer())
    .get(`/api/invoices/${invoiceId}/emails`)
    .set(...user.auth);
  if (response.status !== 200) throw new Error(`emails answered ${response.status}`);
  return (response.body as { emails: EmailRecord[] }).emails;
}

/** Waits until none of the invoice's e-mails is still planned (each sent or failed). */
export async function settled(
  app: INestApplication,
  user: TestUser,
  invoiceId: string,
  timeoutMs = 15_000,
): Promise<EmailRecord[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await emails(app, user, invoiceId);
    if (list.length > 0 && list.every((email) => email.status !== 'planned')) return list;
    if (Date.now() > deadline) throw new Error(`Still planned: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
