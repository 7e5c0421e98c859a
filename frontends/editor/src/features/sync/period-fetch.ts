import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { mergeCloudPart } from '@app/contracts/invoice';
import { selectSavedInvoices, selectSettings, type RootState } from '../../store';
import { cloudMerged } from '../invoices/editor-actions';
import { fetchInvoices } from './cloud-requests';

/**
 * Spec §4 "Overview and period": the period's invoices fetched from the cloud and merged into
 * this browser's list (the overview filters that list). Rejects when the fetch failed; the list
 * then stays as this browser has it.
 */
export const periodFetched =
  (period: string): ThunkAction<Promise<void>, RootState, undefined, UnknownAction> =>
  async (dispatch, getState) => {
    const cloud = await fetchInvoices(dispatch, selectSettings(getState()), period);
    dispatch(cloudMerged(mergeCloudPart(cloud, selectSavedInvoices(getState()))));
  };
