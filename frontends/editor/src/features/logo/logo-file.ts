import { apiBaseUrl, getAccessToken, refreshAccessToken } from '@app/platform';

/** `png`: the server's PNG rendition, which the PDF renderer can embed (pdf-lib: PNG and JPEG). */
export type LogoVariant = 'original' | 'png';

/** Raised when the logo file could not be fetched; `status` is null when no answer arrived. */
export class LogoFileError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The logo could not be fetched' : `The logo answered ${status}`);
    this.name = 'LogoFileError';
  }
}

function logoFileUrl(id: string, variant: LogoVariant): string {
  // apiBaseUrl() is the page's origin, or '/' outside a browser: never produce '//api/...'.
  const base = apiBaseUrl().replace(/\/$/, '');
  const query = variant === 'png' ? '?variant=png' : '';
  return `${base}/api/logo/${encodeURIComponent(id)}${query}`;
}

function request(url: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { headers, signal });
}

/**
 * One of the signed-in user's logo files. The route needs the Bearer token, which an `<img>`
 * cannot send, so the file is fetched here and shown from a `blob:` URL. Like the API's base
 * query, a 401 has the token refreshed once and the request retried once.
 */
export async function fetchLogoFile(
  id: string,
  variant: LogoVariant = 'original',
  signal?: AbortSignal,
): Promise<Blob> {
  const url = logoFileUrl(id, variant);
  let response: Response;
  try {
    response = await request(url, getAccessToken(), signal);
    if (response.status === 401) {
      const token = await refreshAccessToken();
      if (token !== null) response = await request(url, token, signal);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new LogoFileError(null);
  }
  if (!response.ok) throw new LogoFileError(response.status);
  return response.blob();
}
