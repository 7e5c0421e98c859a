import { createEntityAdapter, createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import {
  setPaymentStatusManually,
  type Invoice,
  type ManualPaymentStatus,
} from '@app/contracts/invoice';
import {
  backupRestored,
  changeQueued,
  cloudMerged,
  companyDeleted,
  hydrated,
  invoiceDeleted,
  invoiceEdited,
  invoiceReplaced,
  invoiceSaved,
  invoiceSynced,
  localDataCleared,
  scheduleDraftChanged,
} from './editor-actions';
import { applyInvoiceEdit } from './invoice-edits';
import { settledPaymentStatus } from '../credit-notes/credit-notes';

/**
 * The saved invoices, in the order they were saved (the stored list keeps that order). Every
 * saved invoice has an id: saving gives one and loading repairs one that lacks it.
 */
export const invoicesAdapter = createEntityAdapter<Invoice, string>({
  selectId: (invoice) => invoice.id ?? '',
});

type InvoicesEntities = ReturnType<typeof invoicesAdapter.getInitialState>;

/**
 * After a credit note came or went: its original's payment status as the server settles it
 * (credit-notes.ts). The server's change, like invoiceSent: not sent back, the synced flag stays.
 */
const settleOriginal = (state: InvoicesEntities, originalId: string | undefined): void => {
  const stored = originalId === undefined ? undefined : state.entities[originalId];
  if (stored === undefined) return;
  const all = Object.values(state.entities).filter(
    (invoice): invoice is Invoice => invoice !== undefined,
  );
  stored.paymentStatus = settledPaymentStatus(stored, all);
};

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
    /**
     * The server stored the invoice's schedule and linked it (creating a schedule sets its
     * template's scheduleId there): the local copy follows, and the draft it was made from goes.
     * The server's change, like invoiceSent: not sent back, the synced flag stays.
     */
    scheduleLinked(state, action: PayloadAction<{ id: string; scheduleId: string }>) {
      const invoice = state.entities[action.payload.id];
      if (invoice === undefined) return;
      invoice.scheduleId = action.payload.scheduleId;
      delete invoice.scheduleData;
    },
    /** The server deleted the invoice's schedule, which cleared its scheduleId there. */
    scheduleUnlinked(state, action: PayloadAction<string>) {
      const invoice = state.entities[action.payload];
      if (invoice === undefined) return;
      delete invoice.scheduleId;
      delete invoice.scheduleData;
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
        // A schedule draft lives only in this browser, so the cloud's copy never has one: it is
        // kept until the server has the schedule (the invoice then names it).
        const drafts = new Map(
          Object.values((original(state) ?? state).entities).flatMap((invoice) =>
            invoice?.id === undefined || invoice.scheduleData === undefined
              ? []
              : [[invoice.id, invoice.scheduleData] as const],
          ),
        );
        invoicesAdapter.setAll(
          state,
          action.payload.map((invoice) => {
            const scheduleData = invoice.id === undefined ? undefined : drafts.get(invoice.id);
            return scheduleData === undefined ||
              invoice.scheduleData !== undefined ||
              invoice.scheduleId !== undefined
              ? invoice
              : { ...invoice, scheduleData };
          }),
        );
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
        if (!payload.saved.numbered) return;
        invoicesAdapter.setOne(state, { ...payload.saved.invoice, synced: false });
        settleOriginal(state, payload.saved.invoice.creditedInvoice?.id);
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
        if (payload.version !== undefined) invoice.version = payload.version;
      })
      .addCase(invoiceReplaced, (state, { payload }) => {
        // A schedule draft lives only in this browser: the server's copy never has one.
        const draft =
          payload.id === undefined ? undefined : state.entities[payload.id]?.scheduleData;
        invoicesAdapter.setOne(
          state,
          draft === undefined || payload.scheduleId !== undefined
            ? payload
            : { ...payload, scheduleData: draft },
        );
      })
      .addCase(invoiceDeleted, (state, action) => {
        const originalId = state.entities[action.payload]?.creditedInvoice?.id;
        invoicesAdapter.removeOne(state, action.payload);
        settleOriginal(state, originalId);
      })
      .addCase(companyDeleted, (state, { payload }) => {
        for (const invoice of Object.values(state.entities)) {
          if (invoice?.companyId === payload) delete invoice.companyId;
        }
      })
      .addCase(backupRestored, (state, { payload }) => {
        // New ids join the end of the list (the save order), newer copies replace in place.
        invoicesAdapter.upsertMany(state, payload.invoices);
      })
      .addCase(scheduleDraftChanged, (state, { payload }) => {
        const invoice = payload.id === null ? undefined : state.entities[payload.id];
        if (invoice === undefined) return;
        if (payload.draft === null) delete invoice.scheduleData;
        else invoice.scheduleData = payload.draft;
      });
  },
});

export type InvoicesState = ReturnType<typeof invoicesSlice.getInitialState>;
