// The app's outbox (it runs without SMTP_URL): `<DATA_DIR>/outbox/email-<record id>.eml`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

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
