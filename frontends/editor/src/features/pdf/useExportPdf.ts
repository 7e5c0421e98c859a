import { useCallback, useEffect, useState } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { useNotify } from '../notices/useNotify';
import { selectSavedInvoices, useAppSelector, useAppStore } from '../../store';
import { creditedAmountsOf } from '../credit-notes/credit-notes';
import { invoicesApi } from '../invoices/invoicesApi';
import { useEditorTranslation, useSettings } from '../invoices/hooks';
import { forgetPdfLogo, keepPdfLogo, pdfLogo } from './pdf-logo';

/** Offers bytes as a file download. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);
}

/** Offers a Blob as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
 * Export PDF in the invoice language. A failure says so (spec §8's text) in an error notice,
 * which screen readers read at once, instead of the browser's alert box. Signed in, exporting
 * a saved invoice issues it: the server archives its copy (docs/archive.md). That call never
 * stands in the download's way; one that fails (offline, not yet synced) is made again at the
 * next export, and the server keeps the first copy whichever call stores it.
 */
export function useExportPdf(): {
  exportPdf: (invoice: Invoice) => Promise<void>;
  exporting: boolean;
} {
  const { t } = useEditorTranslation();
  const { invoiceLanguage: language, logo, country } = useSettings();
  // Signed out, the logo route would refuse: the logo is a signed-in feature (spec §5).
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const logoId = signedIn ? (logo?.id ?? null) : null;
  const store = useAppStore();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const [issueInvoice] = invoicesApi.useIssueInvoiceMutation();
  // Fetched as soon as the logo is known, not at the export: the network may be gone by then.
  useEffect(() => {
    if (logoId === null) forgetPdfLogo();
    else keepPdfLogo(logoId).catch(() => undefined);
  }, [logoId]);
  const exportPdf = useCallback(
    async (invoice: Invoice) => {
      setExporting(true);
      try {
        const [{ renderPdf }, pdfLogoInput] = await Promise.all([
          import(/* webpackChunkName: "invoice-pdf" */ './render-pdf'),
          pdfLogo(logoId),
        ]);
        const credits = creditedAmountsOf(invoice, selectSavedInvoices(store.getState()));
        const { bytes, fileName } = await renderPdf(
          invoice,
          language,
          pdfLogoInput,
          country,
          credits,
        );
        downloadFile(bytes, fileName, 'application/pdf');
        if (signedIn && invoice.status !== 'concept' && invoice.id !== undefined) {
          issueInvoice({ id: invoice.id, language }).catch(() => undefined);
        }
      } catch (error) {
        console.error('PDF export failed', error);
        notify({ tone: 'error', text: t('pdf.failed'), testId: 'pdf-failed' });
      } finally {
        setExporting(false);
      }
    },
    [language, logoId, country, store, notify, t, signedIn, issueInvoice],
  );
  return { exportPdf, exporting };
}
