// Crediting in the browser (issue 31): the credit note is made with contracts' creditNoteFrom
// (the rule the server checks again), numbered in the settings' credit-note series, and stored
// like any saved invoice. Signed in, the cloud sync sends it as a create with documentType and
// creditedInvoice (POST /api/invoices, its Idempotency-Key from the queue); signed out or
// offline it waits in this browser like every other invoice.
import {
  creditNoteFrom,
  generateId,
  nextInvoiceNumber,
  type CreditChoice,
  type CreditError,
} from '@app/contracts/invoice';
import { numberSeriesOf } from '@app/contracts/settings';
import {
  selectSavedInvoice,
  selectSavedInvoices,
  selectSettings,
  type AppThunk,
} from '../../store';
import { invoiceSaved } from '../invoices/editor-actions';
import { editorSlice } from '../invoices/editorSlice';
import { creditNotesOf } from './credit-notes';

/**
 * Makes the credit note of the saved invoice `originalId` for `choice`, dated `today`, and
 * opens it in the editor. Answers the rule's error (nothing stored) or null.
 */
export const creditNoteCreated =
  ({
    originalId,
    choice,
    today,
  }: {
    originalId: string;
    choice: CreditChoice;
    today: string;
  }): AppThunk<CreditError | null> =>
  (dispatch, getState) => {
    const root = getState();
    const original = selectSavedInvoice(root, originalId);
    if (original === undefined) return 'credit.notCreditable';
    const settings = selectSettings(root);
    const notes = creditNotesOf(selectSavedInvoices(root), originalId);
    const result = creditNoteFrom({ ...original, id: originalId }, choice, settings, today, notes);
    if (!result.ok) return result.error;
    const series = numberSeriesOf(settings, 'credit_note');
    const { invoiceNumber, sequence } = nextInvoiceNumber({
      format: series.format,
      latestInvoiceNumber: series.latest,
      invoiceStartNumber: series.start,
      invoiceDate: result.creditNote.date,
    });
    const id = generateId();
    dispatch(
      invoiceSaved({
        saved: {
          // Nothing is owed on a credit note: the server stores it 'credited' whatever is sent.
          invoice: { ...result.creditNote, id, invoiceNumber, paymentStatus: 'credited' },
          settings: { ...settings, latestCreditNoteNumber: sequence },
          numbered: true,
        },
        nextDraft: null,
      }),
    );
    dispatch(editorSlice.actions.invoiceOpened(id));
    return null;
  };
