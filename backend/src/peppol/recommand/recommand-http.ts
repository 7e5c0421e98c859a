import { Logger } from '@nestjs/common';
import { PeppolProviderError } from '../provider/peppol-provider-error.js';
import { errorMessages } from './recommand-api.js';

export type RecommandConnection = { url: string; key: string; secret: string };

/** How long one call may take: a send waits for the AS4 exchange, a document may be 10 MB. */
export type RecommandTimeouts = { callMs: number; sendMs: number };

export const RECOMMAND_TIMEOUTS: RecommandTimeouts = { callMs: 10_000, sendMs: 30_000 };

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  timeoutMs: number;
};

/**
 * One call to Recommand's JSON API: Basic auth with the operator team's key, a bounded wait, and
 * the `{success, errors}` envelope turned into the payload or a PeppolProviderError. The key,
 * the secret and the payloads (invoices, webhook tokens) are never logged: only method, path
 * without its query, and status.
 */
export class RecommandHttp {
  private readonly logger = new Logger('Peppol');

  constructor(private readonly connection: () => RecommandConnection) {}

  /** The payload; a 404 is a PeppolProviderError like any other refusal. */
  async call<T>(call: Call): Promise<T> {
    const answer = await this.exchange<T>(call, false);
    if (answer === null) throw new PeppolProviderError('refused', ['Not found'], 404);
    return answer;
  }

  /** The payload, or null on 404: a company or document that is gone. */
  find<T>(call: Call): Promise<T | null> {
    return this.exchange<T>(call, true);
  }

  private async exchange<T>(call: Call, notFoundIsNull: boolean): Promise<T | null> {
    const { url, key, secret } = this.connection();
    const where = `${call.method} ${call.path.split('?')[0]}`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${url.replace(/\/+$/, '')}${call.path}`, {
        method: call.method,
        headers: {
          Authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
          Accept: 'application/json',
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(call.timeoutMs),
      });
      body = await response.json().catch(() => null);
    } catch (error) {
      this.logger.warn(`Recommand ${where} did not answer: ${describe(error)}`);
      throw new PeppolProviderError('unavailable', [describe(error)], null);
    }
    if (response.status === 404 && notFoundIsNull) return null;
    const success = (body as { success?: unknown } | null)?.success;
    if (response.ok && success === true) return body as T;
    const reasons = errorMessages(body);
    // Our key refused, rate limits and the provider's own failures pass; a 4xx is about this request.
    const passing = response.status >= 500 || response.status === 401 || response.status === 429;
    const kind = response.ok || passing ? 'unavailable' : 'refused';
    this.logger.warn(`Recommand ${where} answered ${response.status}: ${reasons.join('; ')}`);
    throw new PeppolProviderError(kind, reasons, response.status);
  }
}

/** Duck-typed: an AbortSignal's DOMException may come from another realm (vm, workers). */
function describe(error: unknown): string {
  const failure = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    cause?: { code?: unknown };
  };
  if (failure.name === 'TimeoutError') return 'timed out';
  if (typeof failure.cause?.code === 'string') return failure.cause.code;
  return typeof failure.message === 'string' ? failure.message : 'unknown error';
}
