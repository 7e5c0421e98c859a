import { fetchAuthorized } from '@app/platform';

/** `png`: the server's PNG rendition, which the PDF renderer can embed (pdf-lib: PNG and JPEG). */
export type LogoVariant = 'original' | 'png';

/** Raised when the logo file could not be fetched; `status` is null when no answer arrived. */
export class LogoFileError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The logo could not be fetched' : `The logo answered ${status}`);
    this.name = 'LogoFileError';
  }
}

function logoFilePath(id: string, variant: LogoVariant): string {
  const query = variant === 'png' ? '?variant=png' : '';
  return `/api/logo/${encodeURIComponent(id)}${query}`;
}

/**
 * One of the signed-in user's logo files. The route needs the Bearer token, which an `<img>`
 * cannot send, so the file is fetched here, through the API's token handling, and shown from a
 * `blob:` URL.
 */
export async function fetchLogoFile(
  id: string,
  variant: LogoVariant = 'original',
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchAuthorized(logoFilePath(id, variant), { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new LogoFileError(null);
  }
  if (!response.ok) throw new LogoFileError(response.status);
  return response.blob();
}
