import { apiBaseUrl, getAccessToken, refreshAccessToken } from '@app/platform';

/** How long the PDF's blob URL lives: long enough for the new tab to start reading it. */
export const PDF_URL_LIFETIME_MS = 100;

function pdfUrl(id: string): string {
  // apiBaseUrl() is the page's origin, or '/' outside a browser: never produce '//api/...'.
  const base = apiBaseUrl().replace(/\/$/, '');
  return `${base}/api/admin/email-queue/${encodeURIComponent(id)}/pdf`;
}

function request(url: string, token: string | null): Promise<Response> {
  const headers = new Headers();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { headers });
}

/**
 * The PDF attached to a queued e-mail. The route needs the Bearer token, which a plain link
 * cannot send, so the file is fetched here; like the API's base query, a 401 has the token
 * refreshed once and the request retried once.
 */
export async function fetchEmailPdf(id: string): Promise<Blob> {
  const url = pdfUrl(id);
  let response = await request(url, getAccessToken());
  if (response.status === 401) {
    const token = await refreshAccessToken();
    if (token !== null) response = await request(url, token);
  }
  if (!response.ok) throw new Error(`The e-mail PDF answered ${response.status}`);
  return response.blob();
}

/** Shows the PDF in a new tab, then frees its blob URL (spec §4 "Email queue"). */
export function openPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
}
