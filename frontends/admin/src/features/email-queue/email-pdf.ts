import { fetchAuthorized } from '@app/platform';

/** How long the PDF's blob URL lives: long enough for the new tab to start reading it. */
export const PDF_URL_LIFETIME_MS = 100;

/**
 * The PDF attached to a queued e-mail. The route needs the Bearer token, which a plain link
 * cannot send, so the file is fetched here, through the API's token handling.
 */
export async function fetchEmailPdf(id: string): Promise<Blob> {
  const response = await fetchAuthorized(`/api/admin/email-queue/${encodeURIComponent(id)}/pdf`);
  if (!response.ok) throw new Error(`The e-mail PDF answered ${response.status}`);
  return response.blob();
}

/** Shows the PDF in a new tab, then frees its blob URL (spec §4 "Email queue"). */
export function openPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
}
