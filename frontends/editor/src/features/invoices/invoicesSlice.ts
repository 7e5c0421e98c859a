import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  setPaymentStatusManually,
  type Invoice,
  type ManualPaymentStatus,
} from '@app/contracts/invoice';
import {
  changeQueued,
  cloudMerged,
  hydrated,
  invoiceDeleted,
  invoiceEdited,
  invoiceSaved,
  invoiceSynced,
  localDataCleared,
} from './editor-actions';
import { applyInvoiceEdit } from './invoice-edits';

/**
 * The saved invoices, in the order they were saved (the stored list keeps that order). Every
 * saved invoice has an id: saving gives one and loading repairs one that lacks it.
 */
export const invoicesAdapter = createEntityAdapter<Invoice, string>({
  selectId: (invoice) => invoice.id ?? '',
});

export const invoicesSlice = createSlice({
  name: 'invoices',
  initialState: invoicesAdapter.getInitialState(),
  reducers: {
    paymentStatusSet(
      state,
      action: PayloadAction<{ id: string; status: ManualPaymentStatus; now: string }>,
    ) {
      const { id, status, now } = action.payload;
      const invoice = state.entities[id];
      if (invoice !== undefined)
        state.entities[id] = { ...setPaymentStatusManually(invoice, status, now), synced: false };
    },
    /**
     * The server accepted the e-mail and marked the invoice sent (spec §4). It is the server's
     * change, not an edit: the cloud sync does not send it back, and the synced flag stays.
     */
    invoiceSent(state, action: PayloadAction<string>) {
      const invoice = state.entities[action.payload];
      if (invoice !== undefined) invoice.status = 'sent';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        invoicesAdapter.setAll(state, action.payload.invoices);
      })
      .addCase(localDataCleared, (state, action) => {
        invoicesAdapter.setAll(state, action.payload.invoices);
      })
      .addCase(cloudMerged, (state, action) => {
        invoicesAdapter.setAll(state, action.payload);
      })
      .addCase(invoiceEdited, (state, { payload }) => {
        const invoice = payload.id === null ? undefined : state.entities[payload.id];
        if (invoice !== undefined) {
          applyInvoiceEdit(invoice, payload.edit);
          invoice.synced = false;
        }
      })
      .addCase(invoiceSaved, (state, { payload }) => {
        // Saving again (an invoice that had its number) changes nothing the reducers of the edits
        // did not; a numbered concept is new, so not in the cloud yet.
        if (payload.saved.numbered)
          invoicesAdapter.setOne(state, { ...payload.saved.invoice, synced: false });
      })
      .addCase(changeQueued, (state, action) => {
        const invoice = state.entities[action.payload];
        if (invoice !== undefined) invoice.synced = false;
      })
      .addCase(invoiceSynced, (state, { payload }) => {
        const invoice = state.entities[payload.id];
        if (invoice === undefined) return;
        invoice.synced = payload.synced;
        invoice.invoiceNumber = payload.invoiceNumber;
      })
      .addCase(invoiceDeleted, (state, action) => {
        invoicesAdapter.removeOne(state, action.payload);
      });
  },
});

export type InvoicesState = ReturnType<typeof invoicesSlice.getInitialState>;
