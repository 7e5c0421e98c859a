import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';

/** What one delivery returns: the Message-ID header and the mail server's answer. */
export type MailReceipt = { messageId: string; response: string };

/** Delivers one composed message; throws when the server (or the disk) refuses it. */
export type MailTransport = {
  readonly kind: 'smtp' | 'outbox';
  send(message: SendMailOptions): Promise<MailReceipt>;
  close(): void;
};

/** Injects the MailTransport chosen from SMTP_URL. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * SMTP timeouts: no phase may hang on a silent server, so a try ends in an error the queue
 * retries, never in a `sending` record held forever by a live worker.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** SMTP_URL set: nodemailer over SMTP, one connection per message. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP_URL unset: each message is written whole to `<outbox>/<record id>.eml` (a temporary name
 * first, so a reader never sees half a file) and logged by its file name, never its content or addresses.
 */
export function outboxTransport(outboxDir: string, logger = new Logger('Outbox')): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transporter.sendMail(message);
      const bytes = info.message as Buffer;
      // The Message-ID is <email-{uuid}@domain>: the uuid names the file.
      const name = /^<([\w-]+)@/.exec(info.messageId)?.[1] ?? `message-${Date.now()}`;
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${name}.eml`);
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      logger.log(`Wrote ${path.basename(file)} (${bytes.length} bytes)`);
      return { messageId: info.messageId, response: `written to ${file}` };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : outboxTransport(path.join(config.dataDir, 'outbox'));
}
