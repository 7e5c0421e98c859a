// The one sync after sign-in (spec §4 "Saving and sync"): the account's settings, the queue,
// what this browser wrote signed out, then the merge of both lists; docs/cloud-sync.md.
import { mergeInvoices } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { selectSavedInvoices, selectSettings, selectSync } from '../../store';
import { cloudMerged, invoiceSynced } from '../invoices/editor-actions';
import { settingsSlice } from '../settings/settingsSlice';
import { fromApiSettings } from './cloud-invoices';
import { BULK_SIZE, fetchInvoices, fetchSettings, uploadInvoices } from './cloud-requests';
import { INVOICES_ENDPOINT, SETTINGS_ENDPOINT, invoicesWaiting, subjectOf } from './offline-queue';
import type { QueueSender } from './queue-sender';
import { now, type SyncContext } from './sync-context';
import { syncActions } from './syncSlice';

/** Returns the sync: calling it while one runs joins that one (never two at once). */
export function createSignInSync(
  { dispatch, state, userId, stopped }: SyncContext,
  queue: QueueSender,
): () => Promise<void> {
  let syncing: Promise<void> | null = null;

  /** Spec §4: the account's settings apply, with the larger latest invoice number. */
  const applyCloudSettings = async () => {
    const logoBefore = selectSettings(state()).logo;
    const result = await fetchSettings(dispatch);
    if (!result.ok) {
      // Spec §8: a failed settings fetch is logged only.
      if (!stopped()) console.warn('Could not fetch the settings', result.error);
      return;
    }
    const local = selectSettings(state());
    const cloud = fromApiSettings(result.data.settings);
    dispatch(syncActions.settingsVersionKnown(result.data.version));
    const latestInvoiceNumber = Math.max(local.latestInvoiceNumber, cloud.latestInvoiceNumber);
    // An account that never stored settings takes this browser's (written before signing in).
    // A logo uploaded or removed while the settings were on their way is newer than theirs.
    const logo = local.logo !== logoBefore ? local.logo : cloud.logo;
    const merged: Settings =
      result.data.savedAt === null
        ? { ...local, logo, latestInvoiceNumber }
        : { ...cloud, logo, latestInvoiceNumber };
    dispatch(settingsSlice.actions.cloudSettingsApplied(merged));
    if (result.data.savedAt === null || latestInvoiceNumber > cloud.latestInvoiceNumber) {
      queue.queueChange({ type: 'update', endpoint: SETTINGS_ENDPOINT, data: merged });
    }
  };

  /** Invoices this browser has that never reached the server (written signed out). */
  const uploadLocalOnly = async () => {
    const waiting = invoicesWaiting(selectSync(state()).queue);
    const local = selectSavedInvoices(state()).filter(
      (invoice) => invoice.synced !== true && !waiting.has(invoice.id ?? ''),
    );
    for (let start = 0; start < local.length; start += BULK_SIZE) {
      const chunk = local.slice(start, start + BULK_SIZE);
      const result = await uploadInvoices(dispatch, chunk);
      if (!result.ok) throw result.error;
      for (const stored of result.data.created) {
        dispatch(
          invoiceSynced({
            id: stored.id,
            invoiceNumber: stored.invoiceNumber,
            synced: true,
            version: stored.version,
          }),
        );
      }
      // What the server did not take goes through the queue: without its number when another
      // invoice of the account has it (the server gives the next one), and anything refused
      // three times is dropped with a note.
      for (const failed of result.data.errors) {
        const invoice = chunk[failed.index];
        if (invoice === undefined) continue;
        const data =
          failed.code === 'INVOICE_NUMBER_TAKEN' ? { ...invoice, invoiceNumber: '' } : invoice;
        queue.queueChange({ type: 'create', endpoint: INVOICES_ENDPOINT, data });
      }
    }
  };

  /** The cloud's list merged with this browser's. */
  const mergeWithCloud = async () => {
    const cloud = await fetchInvoices(dispatch, selectSettings(state()));
    if (userId() === null) return;
    // An invoice whose create still waits is not in the cloud yet, whatever its number says
    // (the server renumbers it when another invoice has that number): it is kept as it is.
    const creating = new Set(
      selectSync(state())
        .queue.filter((item) => item.type === 'create')
        .map(subjectOf),
    );
    const local = selectSavedInvoices(state());
    const waiting = local.filter((invoice) => creating.has(invoice.id ?? ''));
    const rest = local.filter((invoice) => !creating.has(invoice.id ?? ''));
    dispatch(cloudMerged([...mergeInvoices(cloud, rest), ...waiting]));
    dispatch(syncActions.cloudStatusChanged({ status: 'idle', error: null, at: now() }));
  };

  return () => {
    syncing ??= (async () => {
      dispatch(syncActions.cloudStatusChanged({ status: 'syncing' }));
      try {
        await applyCloudSettings();
        await queue.sendQueue();
        await uploadLocalOnly();
        await queue.sendQueue();
        await mergeWithCloud();
      } catch (error) {
        if (stopped()) return;
        console.warn('Failed to sync with cloud', error);
        dispatch(syncActions.cloudStatusChanged({ status: 'error', error: 'SYNC_ERROR' }));
      }
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  };
}
