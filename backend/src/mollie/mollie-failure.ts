import { MollieOAuthError } from './mollie-oauth.client.js';

/**
 * What went wrong talking to Mollie, for the log: the OAuth error, Mollie's HTTP status or the
 * network error's code, never a token, code or response body.
 */
export function mollieFailure(error: unknown): string {
  if (error instanceof MollieOAuthError) return error.message;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode === 'number') return `Mollie API answered ${statusCode}`;
  const name = error instanceof Error ? error.name : 'unknown error';
  return typeof code === 'string' ? `${name} ${code}` : name;
}
