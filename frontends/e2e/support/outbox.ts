// The app's outbox (it runs without SMTP_URL): `<DATA_DIR>/outbox/email-<record id>.eml`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { accessTokenOf } from './accounts.js';

function outboxFile(recordId: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run through frontends/e2e/jest.config.js');
  return path.join(dataDir, 'outbox', `email-${recordId}.eml`);
}

/** Waits for the queue to write the message, then returns it as written (MIME source). */
export async function outboxMessage(recordId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await readFile(outboxFile(recordId), 'utf8');
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A message's quoted-printable parts as plain text (soft line breaks joined, `=XX` decoded). */
export const unquoted = (message: string): string =>
  message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export type EmailRecord = { status: string; recipient_email: string };

/**
 * Waits until the server has marked the invoice's one e-mail record sent (the outbox file comes
 * first), as its history shows it; resolves to that record.
 */
export async function onlyEmailSent(
  context: BrowserContext,
  page: Page,
  invoiceId: string,
): Promise<EmailRecord> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(context, page)}` };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await page.request.get(`/api/invoices/${invoiceId}/emails`, { headers });
    if (response.status() !== 200) throw new Error(`The e-mails answered ${response.status()}`);
    const { emails } = (await response.json()) as { emails: EmailRecord[] };
    if (emails.length === 1 && emails[0]?.status === 'sent') return emails[0];
    if (Date.now() > deadline) throw new Error(`Not sent: ${JSON.stringify(emails)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
