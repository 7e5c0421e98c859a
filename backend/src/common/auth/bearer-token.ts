import type { Request } from 'express';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}
