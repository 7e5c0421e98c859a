import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normaliseInvoiceNumberFormat, type InvoiceNumberFormat } from '@app/contracts/invoice';
import { followCountryChange, type Logo, type Settings } from '@app/contracts/settings';
import { vatRegimesFor } from '@app/contracts/vat';
import {
  backupRestored,
  firstVisit,
  hydrated,
  invoiceSaved,
  localDataCleared,
} from '../invoices/editor-actions';
import { initialSettings } from '../invoices/editor-state';

/** The user's settings as this browser keeps them; saving updates them (contracts saveInvoice). */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    settingsChanged(
      state,
      action: PayloadAction<
        Partial<
          Pick<
            Settings,
            | 'country'
            | 'invoiceLanguage'
            | 'language'
            | 'reminders'
            | 'vatRegime'
            | 'paymentReferenceKind'
          >
        >
      >,
    ) {
      const before: Settings = { ...state };
      Object.assign(state, action.payload);
      // The server's rule: a move takes the new country's payment reference unless one was chosen.
      state.paymentReferenceKind = followCountryChange(before, { ...state }).paymentReferenceKind;
      // A small-business scheme is the country's: a country without one means standard VAT.
      if (!vatRegimesFor(state.country).includes(state.vatRegime)) state.vatRegime = 'standard';
    },
    numberFormatChanged(state, action: PayloadAction<InvoiceNumberFormat>) {
      state.invoiceNumberFormat = normaliseInvoiceNumberFormat(action.payload);
    },
    /** The credit notes' own series (issue 31): its format and where its counter starts. */
    creditNoteNumberFormatChanged(state, action: PayloadAction<InvoiceNumberFormat>) {
      state.creditNoteNumberFormat = normaliseInvoiceNumberFormat(action.payload);
    },
    creditNoteStartNumberChanged(state, action: PayloadAction<number>) {
      state.creditNoteStartNumber = action.payload;
    },
    /**
     * The From block or the payment methods were edited (contracts' `rememberedDefaults`): the
     * user's change, saved like any other (cloud-sync.ts).
     */
    defaultsRemembered(
      state,
      action: PayloadAction<Pick<Settings, 'defaultCompany' | 'paymentMethods'>>,
    ) {
      state.defaultCompany = action.payload.defaultCompany;
      state.paymentMethods = action.payload.paymentMethods;
    },
    /** The settings as merged with the account's (cloud-sync.ts); never sent back as a change. */
    cloudSettingsApplied(_state, action: PayloadAction<Settings>) {
      return action.payload;
    },
    /** The server stored a new logo, or removed it (null). */
    logoChanged(state, action: PayloadAction<Logo | null>) {
      state.logo = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (_state, action) => action.payload.settings)
      .addCase(localDataCleared, (_state, action) => action.payload.settings)
      .addCase(firstVisit, (state, action) => {
        state.language = action.payload;
        state.invoiceLanguage = action.payload;
      })
      .addCase(invoiceSaved, (_state, action) => action.payload.saved.settings)
      .addCase(backupRestored, (state, { payload }) => ({
        ...(payload.settings ?? state),
        ...payload.latest,
      }));
  },
});

export const settingsActions = settingsSlice.actions;
