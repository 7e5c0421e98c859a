import type { IncomingMessage, ServerResponse } from 'node:http';

export const handlingErrorsDocs = 'https://docs.mollie.com/overview/handling-errors';

/** The titles Mollie's error bodies carry for each status (its "Handling errors" page). */
const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

const bodyLimit = 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > bodyLimit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A request body as fields: JSON (what the official client sends to /v2) or a form
 * (what it sends to /oauth2/tokens). Undefined when the body is neither or is malformed.
 */
export function parseFields(
  request: IncomingMessage,
  text: string,
): Record<string, unknown> | undefined {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type === 'application/json' || (type === '' && text === '')) {
    if (text.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/hal+json',
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

/** Mollie's error body: `status`, `title`, `detail`, maybe `field`, and a documentation link. */
export function sendMollieError(
  response: ServerResponse,
  status: number,
  detail: string,
  field?: string,
): void {
  sendJson(response, status, {
    status,
    title: titles[status] ?? 'Error',
    detail,
    ...(field === undefined ? {} : { field }),
    _links: { documentation: { href: handlingErrorsDocs, type: 'text/html' } },
  });
}

/** An OAuth 2.0 token endpoint error (RFC 6749 §5.2), as Mollie's /oauth2/tokens answers. */
export function sendOAuthError(
  response: ServerResponse,
  status: number,
  error: string,
  description: string,
): void {
  const headers = status === 401 ? { 'www-authenticate': 'Basic realm="Mollie"' } : {};
  const text = JSON.stringify({ error, error_description: description });
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  // 303: the browser follows a form's POST with a GET, as after Mollie's consent and checkout.
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** HTTP Basic credentials (RFC 7617); both parts are form-decoded as RFC 6749 §2.3.1 asks. */
export function basicCredentials(
  request: IncomingMessage,
): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match === null) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

/** A page in the stand-in's plain style, for the consent screen and the checkout. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Mollie stand-in</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; }
  button { padding: .6rem 1.2rem; margin-right: .5rem; border-radius: .4rem; border: 1px solid #888; cursor: pointer; }
  label { display: block; margin: .75rem 0 .25rem; } select { padding: .4rem; }
  .note { color: #555; font-size: .875rem; } .error { color: #b00020; }
</style></head>
<body>
${body}
<p class="note">A local stand-in for Mollie, for tests. No money moves.</p>
</body></html>`;
}
