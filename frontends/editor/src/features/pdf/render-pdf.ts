import type { Invoice, Language } from '@app/contracts/invoice';
import {
  invoicePdfFileName,
  renderInvoicePdf,
  type InvoicePdfOptions,
} from '@app/contracts/documents';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

type Fonts = { regular: Uint8Array; bold: Uint8Array };

let fonts: Promise<Fonts> | null = null;

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The fonts are fetched once per page and the same arrays reused, so the renderer's font cache
 * parses them only once. A failed fetch is forgotten, so the next export tries again.
 */
function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all([fetchFont(regularFontUrl), fetchFont(boldFontUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}

/**
 * This module is its own chunk: pdf-lib and fontkit load only when the user exports. `logo` is
 * the server's PNG rendition of the user's logo, drawn top left; without it the document is the
 * same as ever. `country` is the settings' country, as the server renders with it (a Belgian
 * credit note's legal sentence), so the export and the e-mailed PDF are the same document;
 * `credits` the invoice's credit notes' totals (what a partly credited invoice still asks for).
 */
export async function renderPdf(
  invoice: Invoice,
  language: Language,
  logo?: InvoicePdfOptions['logo'],
  country?: string,
  credits?: InvoicePdfOptions['credits'],
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const bytes = await renderInvoicePdf(invoice, {
    language,
    fonts: await loadFonts(),
    logo,
    ...(country === undefined ? {} : { country }),
    ...(credits === undefined ? {} : { credits }),
  });
  return { bytes, fileName: invoicePdfFileName(invoice, language) };
}
