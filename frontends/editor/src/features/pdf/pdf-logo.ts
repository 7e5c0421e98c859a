import type { InvoicePdfOptions } from '@app/contracts/documents';
import { fetchLogoFile } from '../logo/logo-file';

type Kept = { id: string; bytes: Promise<Uint8Array> };

/**
 * The PNG rendition of the signed-in user's logo (pdf-lib embeds PNG and JPEG only, the server
 * draws every upload as a PNG), kept for the page's life once the editor knows the logo: the
 * logo route is the API's, which the service worker never caches, so an export with the network
 * gone draws it from here (docs/offline.md). A logo's file never changes under its id (a new
 * upload has a new id), so the kept copy is never stale. Only one, in memory: a reload signs the
 * page in again (offline, it is signed out and draws no logo), and nothing outlives the page.
 */
let kept: Kept | null = null;

/** Fetches the rendition of logo `id` unless it is kept already; a failure is not kept. */
export function keepPdfLogo(id: string): Promise<Uint8Array> {
  if (kept?.id === id) return kept.bytes;
  const entry: Kept = {
    id,
    bytes: fetchLogoFile(id, 'png')
      .then((blob) => blob.arrayBuffer())
      .then((buffer) => new Uint8Array(buffer)),
  };
  kept = entry;
  entry.bytes.catch(() => {
    if (kept === entry) kept = null;
  });
  return entry.bytes;
}

/** Drops the kept rendition: signed out, or the logo removed. */
export function forgetPdfLogo(): void {
  kept = null;
}

/**
 * The logo for the PDF, or none without one. A logo that cannot be had (offline before it was
 * kept, removed in another tab) is left out: the invoice matters more than its decoration.
 */
export async function pdfLogo(id: string | null): Promise<InvoicePdfOptions['logo']> {
  if (id === null) return undefined;
  try {
    return { bytes: await keepPdfLogo(id), type: 'png' };
  } catch (error) {
    console.warn('The PDF is exported without the logo', error);
    return undefined;
  }
}
