import { useCallback, useState } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { useEditorTranslation, useSettings } from '../invoices/hooks';
import { downloadFile } from './useExportPdf';

/**
 * Export e-invoice (UBL): the Peppol BIS 3.0 document, rendered in the browser like the PDF so it
 * works without an account. What keeps the invoice from being a valid e-invoice is named in one
 * message instead of producing a file the customer's software would refuse.
 */
export function useExportUbl(): {
  exportUbl: (invoice: Invoice) => Promise<void>;
  exportingUbl: boolean;
} {
  const { t } = useEditorTranslation();
  const { invoiceLanguage: language, country } = useSettings();
  const [exportingUbl, setExporting] = useState(false);
  const exportUbl = useCallback(
    async (invoice: Invoice) => {
      setExporting(true);
      try {
        const { invoiceUblFileName, renderInvoiceUbl, ublBlockers } = await import(
          /* webpackChunkName: "invoice-documents" */ '@app/contracts/documents'
        );
        const blockers = ublBlockers(invoice, country);
        if (blockers.length > 0) {
          const missing = blockers.map((blocker) => `• ${t(`ubl.blockers.${blocker}`)}`);
          window.alert([t('ubl.notReady'), ...missing].join('\n'));
          return;
        }
        const xml = renderInvoiceUbl(invoice, { language, country });
        downloadFile(new TextEncoder().encode(xml), invoiceUblFileName(invoice), 'application/xml');
      } catch (error) {
        console.error('E-invoice export failed', error);
        window.alert(t('ubl.failed'));
      } finally {
        setExporting(false);
      }
    },
    [country, language, t],
  );
  return { exportUbl, exportingUbl };
}
