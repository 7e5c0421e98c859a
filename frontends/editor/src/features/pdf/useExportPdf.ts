import { useCallback, useState } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { useEditorTranslation, useSettings } from '../invoices/hooks';

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

/** Export PDF in the invoice language; a failure shows the spec's alert (§8). */
export function useExportPdf(): {
  exportPdf: (invoice: Invoice) => Promise<void>;
  exporting: boolean;
} {
  const { t } = useEditorTranslation();
  const language = useSettings().invoiceLanguage;
  const [exporting, setExporting] = useState(false);
  const exportPdf = useCallback(
    async (invoice: Invoice) => {
      setExporting(true);
      try {
        const { renderPdf } = await import(/* webpackChunkName: "invoice-pdf" */ './render-pdf');
        const { bytes, fileName } = await renderPdf(invoice, language);
        downloadFile(bytes, fileName, 'application/pdf');
      } catch (error) {
        console.error('PDF export failed', error);
        window.alert(t('pdf.failed'));
      } finally {
        setExporting(false);
      }
    },
    [language, t],
  );
  return { exportPdf, exporting };
}
