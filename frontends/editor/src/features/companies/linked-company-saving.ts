import { companyFromRecipient, type CompanyInput, type Invoice } from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { addAppListener, selectEditor, selectSavedInvoice, type RootState } from '../../store';
import { invoiceEdited } from '../invoices/editor-actions';
import { invoiceEditActions } from '../invoices/invoice-edits';
import { companiesApi } from './companiesApi';

/** Spec §9: a linked company is updated after a 500 ms pause in the recipient's edits. */
export const COMPANY_SAVE_DEBOUNCE_MS = 500;

const invoiceOf = (state: RootState, id: string | null): Invoice | undefined =>
  id === null ? selectEditor(state).draft : selectSavedInvoice(state, id);

/**
 * Saves the edits of a linked company's recipient fields to that company (spec §7), once the
 * edits of an invoice pause. What is saved is the recipient as the last edit left it, so saving
 * or leaving the invoice meanwhile loses nothing; an edit that unlinks the company (its name
 * cleared) drops the pending save. Failures are logged only (spec §8).
 */
export function linkedCompanySaving() {
  // The latest edit per invoice ('draft' for the working draft): an older one's timer gives way.
  const latest = new Map<string, number>();
  let sequence = 0;
  return addAppListener({
    actionCreator: invoiceEdited,
    effect: async ({ payload }, api) => {
      if (!invoiceEditActions.recipientChanged.match(payload.edit)) return;
      const key = payload.id ?? 'draft';
      const mine = (sequence += 1);
      latest.set(key, mine);
      const invoice = invoiceOf(api.getState(), payload.id);
      const companyId = invoice?.companyId;
      const company: CompanyInput | null =
        invoice === undefined ? null : companyFromRecipient(invoice.recipient);

      await api.delay(COMPANY_SAVE_DEBOUNCE_MS);
      if (latest.get(key) !== mine) return;
      latest.delete(key);
      if (companyId === undefined || company === null) return;
      if (selectAuthStatus(api.getState()) !== 'signedIn') return;
      try {
        await api
          .dispatch(
            companiesApi.endpoints.updateCompany.initiate({
              id: companyId,
              saveCompanyBodyDto: { company },
            }),
          )
          .unwrap();
      } catch (error) {
        console.error('Failed to update the company', error);
      }
    },
  });
}
