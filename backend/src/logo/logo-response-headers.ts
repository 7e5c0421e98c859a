import { create as contentDisposition } from 'content-disposition';
import type { LogoFile } from './logo.service.js';

/**
 * Opened directly, a logo can do nothing: an SVG gets no scripts, no fetches, no forms, no plugins
 * and a unique origin (sandbox); inline styles stay allowed because SVGs use them for colours.
 */
export const LOGO_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Headers of a served logo. The type comes from what was stored (decided from the content at
 * upload), never guessed by the browser (nosniff). The id in the URL changes with each upload,
 * so the file can be cached for a year; `private` keeps shared caches from keeping someone's logo.
 * The filename is encoded for Content-Disposition (quoted ASCII fallback plus RFC 8187 UTF-8).
 */
export function logoResponseHeaders(file: LogoFile): Record<string, string> {
  return {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.data.length),
    'Content-Disposition': contentDisposition(file.filename, { type: 'inline' }),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': LOGO_CONTENT_SECURITY_POLICY,
    'Cache-Control': 'private, max-age=31536000, immutable',
  };
}
