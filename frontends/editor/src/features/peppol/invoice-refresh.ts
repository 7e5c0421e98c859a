import { mergeCloudPart } from '@app/contracts/invoice';
import { selectSavedInvoices, selectSettings, type AppStore } from '../../store';
import { cloudMerged } from '../invoices/editor-actions';
import { invoicesApi } from '../invoices/invoicesApi';
import { fromApiInvoice } from '../sync/cloud-invoices';

/**
 * Reads the invoice back from the server and merges it into this browser's list, as a period
 * fetch does: after a Peppol send the server's `peppolStatus` (and anything else it changed)
 * shows at once on the overview. A failure leaves the list as it is until the next fetch.
 */
export async function refreshInvoiceFromServer(store: AppStore, id: string): Promise<void> {
  try {
    const stored = await store
      .dispatch(
        invoicesApi.endpoints.getInvoice.initiate({ id }, { subscribe: false, forceRefetch: true }),
      )
      .unwrap();
    const invoice = fromApiInvoice(stored, selectSettings(store.getState()));
    if (invoice === null) return;
    store.dispatch(cloudMerged(mergeCloudPart([invoice], selectSavedInvoices(store.getState()))));
  } catch (error) {
    console.warn('Could not read the invoice back after sending it over Peppol', error);
  }
}
