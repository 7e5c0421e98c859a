import type http from 'node:http';

/** An answer of the stand-in: JSON unless `html` is given. */
export type Answer = { status: number; body?: unknown; html?: string };

export type Request = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The address the client reached the stand-in at, for links (verification pages). */
  origin: string;
  /** Aborted when the client goes away before it has the answer (a killed instance). */
  signal?: AbortSignal;
};

/** Recommand's handler failure: `{success: false, errors: {root: [...]}}`. */
export const failure = (status: number, ...messages: string[]): Answer => ({
  status,
  body: { success: false, errors: { root: messages } },
});

/** Recommand's validation failure (HTTP 400): field-keyed, and no `success` at all. */
export const invalidInput = (field: string, message: string): Answer => ({
  status: 400,
  body: {
    errors: { [field]: [`${field}: ${message}`] },
    invalidInputDetails: [{ path: field, message }],
  },
});

export const ok = (payload: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { success: true, ...payload },
});

/** A body larger than this is refused unread: ten invoices' worth of attachments. */
const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** The JSON object sent, `{}` for none; null when it is not a JSON object or too large. */
export async function readJson(
  request: http.IncomingMessage,
): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function send(response: http.ServerResponse, answer: Answer): void {
  if (answer.html !== undefined) {
    response.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(answer.html);
    return;
  }
  response.writeHead(answer.status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(answer.body ?? {}));
}

/** Whether the request carries `Basic base64(key:secret)` for the one team the stand-in has. */
export function authorised(request: http.IncomingMessage, key: string, secret: string): boolean {
  const expected = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
  return request.headers.authorization === expected;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
