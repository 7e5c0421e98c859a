import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A delivery as the receiver got it, with what its verification found. */
export type ReceivedWebhook = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body: `{ type, timestamp, data }`. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** The signature verified with the endpoint's secret (and the timestamp is recent). */
  verified: boolean;
  at: number;
  /** The status this receiver answered. */
  answered: number;
};

/** Five minutes, the tolerance the Standard Webhooks reference libraries use. */
const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/**
 * Verifies a delivery exactly as the Standard Webhooks specification tells a receiver to,
 * written from the specification with node:crypto (not with the sender's code): the key is the
 * base64 after `whsec_`; the signed content is `${webhook-id}.${webhook-timestamp}.${body}`;
 * `webhook-signature` is a space-separated list of `v1,<base64>`, any of which may match
 * (compared in constant time); the timestamp must be within the tolerance of now.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') {
    return false;
  }
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) {
    return false;
  }
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || signature === undefined) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export type WebhookReceiver = {
  url: (path?: string) => string;
  port: number;
  received: ReceivedWebhook[];
  /** The secret each path's deliveries are verified with (set after creating the endpoint). */
  secrets: Map<string, string>;
  /** What each path answers next: a queue of statuses, then 204 once empty. */
  answers: Map<string, number[]>;
  /** Resolves once `count` deliveries matching `where` arrived. */
  waitFor(
    where: (delivery: ReceivedWebhook) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
};

/** A receiver on loopback that records and verifies every delivery it gets. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const secrets = new Map<string, string>();
  const answers = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?')[0]!;
      const secret = secrets.get(path);
      const answered = answers.get(path)?.shift() ?? 204;
      let payload = { type: '', timestamp: '', data: {} };
      try {
        payload = JSON.parse(body) as typeof payload;
      } catch {
        // recorded as it came
      }
      received.push({
        path,
        headers: request.headers,
        body,
        payload,
        verified: secret !== undefined && verifyStandardWebhook(secret, request.headers, body),
        at: Date.now(),
        answered,
      });
      response.statusCode = answered;
      response.end(answered >= 400 ? `Receiver says ${answered}` : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    secrets,
    answers,
    async waitFor(where, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(where);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `Got ${found.length} of ${count} deliveries; all: ${JSON.stringify(
              received.map((delivery) => [delivery.path, delivery.payload.type]),
            )}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
