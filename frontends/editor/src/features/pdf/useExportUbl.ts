import { useCallback, useState } from 'react';
import type { UblBlocker } from '@app/contracts/documents';
import type { Invoice } from '@app/contracts/invoice';
import { useNotify } from '../notices/useNotify';
import { useEditorTranslation, useSettings } from '../invoices/hooks';
import { downloadFile } from './useExportPdf';

/**
 * Export e-invoice (UBL): the Peppol BIS 3.0 document, rendered in the browser like the PDF so it
 * works without an account. What keeps the invoice from being a valid e-invoice is named
 * (`blockers`, for `UblBlockersDialog`) instead of producing a file the customer's software
 * would refuse; a failure is an error notice.
 */
export function useExportUbl(): {
  exportUbl: (invoice: Invoice) => Promise<void>;
  exportingUbl: boolean;
  /** What the last export found missing, until the user closes the dialog; else null. */
  blockers: UblBlocker[] | null;
  dismissBlockers: () => void;
} {
  const { t } = useEditorTranslation();
  const { invoiceLanguage: language, country } = useSettings();
  const notify = useNotify();
  const [exportingUbl, setExporting] = useState(false);
  const [blockers, setBlockers] = useState<UblBlocker[] | null>(null);
  const exportUbl = useCallback(
    async (invoice: Invoice) => {
      setExporting(true);
      try {
        const { invoiceUblFileName, renderInvoiceUbl, ublBlockers } = await import(
          /* webpackChunkName: "invoice-documents" */ '@app/contracts/documents'
        );
        const missing = ublBlockers(invoice, country);
        if (missing.length > 0) {
          setBlockers(missing);
          return;
        }
        const xml = renderInvoiceUbl(invoice, { language, country });
        const fileName = invoiceUblFileName(invoice, language);
        downloadFile(new TextEncoder().encode(xml), fileName, 'application/xml');
      } catch (error) {
        console.error('E-invoice export failed', error);
        notify({ tone: 'error', text: t('ubl.failed'), testId: 'ubl-failed' });
      } finally {
        setExporting(false);
      }
    },
    [country, language, notify, t],
  );
  const dismissBlockers = useCallback(() => setBlockers(null), []);
  return { exportUbl, exportingUbl, blockers, dismissBlockers };
}
