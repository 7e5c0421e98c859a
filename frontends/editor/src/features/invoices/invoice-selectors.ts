// Selectors that read the editor and invoices slices together.
import type { Invoice } from '@app/contracts/invoice';
import { selectEditor, selectSavedInvoice, type RootState } from '../../store';

/** The saved invoice in the editor, or null when it shows the working draft. */
export const selectOpenSavedInvoice = (root: RootState): Invoice | null => {
  const { currentId } = selectEditor(root);
  return (currentId === null ? undefined : selectSavedInvoice(root, currentId)) ?? null;
};

/** The invoice shown in the editor. */
export const selectCurrentInvoice = (root: RootState): Invoice =>
  selectOpenSavedInvoice(root) ?? selectEditor(root).draft;
