import { WhatwgUrl } from '../common/url.js';

/**
 * Where sign-in may send the browser back to: only a path on our own origin. Anything else
 * (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:`) would make the
 * sign-in an open redirect, so it becomes `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  // Browsers treat a backslash like a slash and drop tabs and newlines inside URLs.
  if (value.includes('\\') || [...value].some((c) => c < ' ' || c === '\u007f')) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  try {
    const base = 'https://origin.invalid';
    const url = new WhatwgUrl(value, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
