import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A message the server answered 250 for: what a mail server counts as accepted. */
export type DeliveredMail = { raw: Buffer; parsed: ParsedMail; session: string };

export type TestSmtpServer = {
  url: string;
  port: number;
  delivered: DeliveredMail[];
  /** DATA commands received in all, accepted or not (each try of a sender counts). */
  dataCommands: () => number;
  /** RCPT TO commands received in all (refused ones too). */
  recipientCommands: () => number;
  /** Resolves when the first message is being held (see holdMessages). */
  held: Promise<void>;
  /** Answers every held message (250) whose connection is still open; holds no more after. */
  releaseHeld(): void;
  close(): Promise<void>;
};

export type TestSmtpOptions = {
  /** Recipients answered 550 at RCPT TO, as a mailbox that does not exist. */
  rejectRecipient?: (address: string) => boolean;
  /**
   * Leaves every DATA unanswered from the first message on, until releaseHeld() (the senders
   * wait for their 250); a connection that closes meanwhile loses its message, as with any
   * mail server.
   */
  holdMessages?: boolean;
  /** Milliseconds before each 250, like a busy server: keeps a queue of messages waiting. */
  answerDelayMs?: number;
};

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A real SMTP server (the `smtp-server` package) on loopback that keeps what it accepts. */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const delivered: DeliveredMail[] = [];
  let dataCommands = 0;
  let recipientCommands = 0;
  let holding = options.holdMessages === true;
  const waiting: (() => void)[] = [];
  let heldNow: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  const closed = new Set<string>();

  const accept = async (raw: Buffer, session: SMTPServerSession) => {
    delivered.push({ raw, parsed: await simpleParser(raw), session: session.id });
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientCommands += 1;
      if (options.rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      dataCommands += 1;
      void readAll(stream).then(async (raw) => {
        if (holding) {
          waiting.push(() => {
            if (closed.has(session.id)) return;
            void accept(raw, session).then(() => callback());
          });
          heldNow();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs ?? 0));
        if (closed.has(session.id)) return;
        await accept(raw, session);
        callback();
      }, callback);
    },
    onClose(session) {
      closed.add(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    delivered,
    dataCommands: () => dataCommands,
    recipientCommands: () => recipientCommands,
    held,
    releaseHeld: () => {
      holding = false;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * How many accepted messages each e-mail record got, by the record id in their Message-ID
 * (`<email-{id}@…>`, the same on every try); messages without one count under 'unknown'.
 */
export function deliveriesPerRecord(smtp: TestSmtpServer): Record<string, number> {
  const deliveries: Record<string, number> = {};
  for (const mail of smtp.delivered) {
    const id = /^<email-([\w-]+)@/.exec(mail.parsed.messageId ?? '')?.[1] ?? 'unknown';
    deliveries[id] = (deliveries[id] ?? 0) + 1;
  }
  return deliveries;
}
