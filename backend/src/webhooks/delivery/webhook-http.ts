import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress } from './safe-address.js';
import type { ResolvedAddress } from './webhook-resolver.js';

/** Longest excerpt of a receiver's answer kept with an attempt. */
export const RESPONSE_EXCERPT_LENGTH = 200;
/** Bytes of an answer read at most; the rest is never downloaded. */
const RESPONSE_READ_LIMIT = 4096;
const MAX_ERROR_LENGTH = 300;

export type WebhookPost = { url: string; headers: Record<string, string>; body: string };

export type WebhookPostRules = {
  /** Loopback addresses and plain http (development and tests only). */
  allowLocal: boolean;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
};

/**
 * What one try came to. `refused`: the address or scheme is not allowed, so trying again is
 * pointless; no connection was made.
 */
export type WebhookPostResult = {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
  refused: boolean;
};

/** Printable text, folded and cut: what a user may see of a receiver's answer or an error. */
export function excerpt(text: string, length: number): string {
  // Control characters (C0, DEL, C1) become spaces: the text is shown in a list.
  const folded = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded.length > length ? `${folded.slice(0, length - 1)}…` : folded;
}

class Refused extends Error {}

/**
 * Where to connect: every address the name resolves to must be allowed (one bad address refuses
 * the lot, so no answer order can sneak one in), and the first is the one connected to.
 */
async function checkedAddress(url: URL, rules: WebhookPostRules): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowLocal)) {
    throw new Refused(`Refused: only https addresses are allowed (${url.protocol})`);
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(hostname);
  const addresses: ResolvedAddress[] =
    literal === 0
      ? await rules.resolve(hostname)
      : [{ address: hostname, family: literal as 4 | 6 }];
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  const bad = addresses.find(({ address }) => !isAllowedAddress(address, rules.allowLocal));
  if (bad !== undefined) {
    throw new Refused(
      `Refused: ${hostname} resolves to ${bad.address}, a private, loopback, link-local or ` +
        'reserved address',
    );
  }
  return addresses[0]!;
}

/** A DNS look-up that answers only the address already checked. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

function describe(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(error);
  return excerpt(
    typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text,
    MAX_ERROR_LENGTH,
  );
}

/**
 * POSTs one delivery: resolve once, check every address, connect to the checked one with the
 * name's Host header and TLS server name, no redirects followed (a 3xx is an answer like any
 * other), a connect and a total time limit, and no more of the answer read than an excerpt needs.
 */
export async function postWebhook(
  post: WebhookPost,
  rules: WebhookPostRules,
): Promise<WebhookPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(post.url);
  let target: ResolvedAddress;
  try {
    target = await checkedAddress(url, rules);
  } catch (error) {
    return {
      statusCode: null,
      durationMs: elapsed(),
      error: describe(error),
      response: null,
      refused: error instanceof Refused,
    };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookPostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookPostResult, 'durationMs' | 'refused'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      resolve({ ...result, durationMs: elapsed(), refused: false });
    };
    const request = send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(post.body)),
        'user-agent': 'Invoicing-Webhooks/1.0',
        ...post.headers,
      },
      lookup: pinnedLookup(target),
      // A fresh connection per try: a pooled one may lead to an address checked for another name.
      agent: false,
    });
    const fail = (error: unknown) => {
      request.destroy();
      finish({ statusCode: null, error: describe(error), response: null });
    };
    const total = setTimeout(
      () => fail(new Error(`Timed out after ${rules.totalTimeoutMs} ms`)),
      rules.totalTimeoutMs,
    );
    const connect = setTimeout(
      () => fail(new Error(`Could not connect within ${rules.connectTimeoutMs} ms`)),
      rules.connectTimeoutMs,
    );
    request.on('socket', (socket) => {
      const connected = () => clearTimeout(connect);
      if (!socket.connecting) connected();
      socket.once('connect', connected);
    });
    request.on('error', fail);
    request.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const kept = excerpt(text, RESPONSE_EXCERPT_LENGTH);
        finish({
          statusCode: response.statusCode ?? null,
          error: null,
          response: kept === '' ? null : kept,
        });
        response.destroy();
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (read < RESPONSE_READ_LIMIT) chunks.push(chunk.subarray(0, RESPONSE_READ_LIMIT - read));
        read += chunk.length;
        if (read >= RESPONSE_READ_LIMIT) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(post.body);
  });
}
