import { useCallback, useState } from 'react';
import type { InvoicePdfOptions } from '@app/contracts/documents';
import type { Invoice } from '@app/contracts/invoice';
import type { Logo } from '@app/contracts/settings';
import { selectAuthStatus, useAppSelector } from '@app/platform';
import { useEditorTranslation, useSettings } from '../invoices/hooks';
import { fetchLogoFile } from '../logo/logo-file';

/** Offers bytes as a file download. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The PNG rendition of the signed-in user's logo for the PDF (pdf-lib embeds PNG and JPEG only,
 * the server draws every upload as a PNG). A logo that cannot be fetched (offline, removed in
 * another tab) is left out: the invoice matters more than its decoration.
 */
async function pdfLogo(logo: Logo | null): Promise<InvoicePdfOptions['logo']> {
  if (logo === null) return undefined;
  try {
    const blob = await fetchLogoFile(logo.id, 'png');
    return { bytes: new Uint8Array(await blob.arrayBuffer()), type: 'png' };
  } catch (error) {
    console.warn('The PDF is exported without the logo', error);
    return undefined;
  }
}

/** Export PDF in the invoice language; a failure shows the spec's alert (§8). */
export function useExportPdf(): {
  exportPdf: (invoice: Invoice) => Promise<void>;
  exporting: boolean;
} {
  const { t } = useEditorTranslation();
  const { invoiceLanguage: language, logo } = useSettings();
  // Signed out, the logo route would refuse: the logo is a signed-in feature (spec §5).
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const accountLogo = signedIn ? logo : null;
  const [exporting, setExporting] = useState(false);
  const exportPdf = useCallback(
    async (invoice: Invoice) => {
      setExporting(true);
      try {
        const [{ renderPdf }, pdfLogoInput] = await Promise.all([
          import(/* webpackChunkName: "invoice-pdf" */ './render-pdf'),
          pdfLogo(accountLogo),
        ]);
        const { bytes, fileName } = await renderPdf(invoice, language, pdfLogoInput);
        downloadFile(bytes, fileName, 'application/pdf');
      } catch (error) {
        console.error('PDF export failed', error);
        window.alert(t('pdf.failed'));
      } finally {
        setExporting(false);
      }
    },
    [accountLogo, language, t],
  );
  return { exportPdf, exporting };
}
