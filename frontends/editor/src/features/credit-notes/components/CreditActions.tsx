import { useState } from 'react';
import { type Invoice } from '@app/contracts/invoice';
import { ConfirmDialog } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { useEditorTranslation, useFormatters, useSavedInvoices } from '../../invoices/hooks';
import { today as todayDate } from '../../invoices/today';
import { creditNoteCreated } from '../credit-commands';
import { creditInfoOf } from '../credit-notes';
import { CreditDialog } from './CreditDialog';

/**
 * "Credit" (everything left, after a confirmation that names the amount) and "Credit part" (the
 * dialog) on a saved, sent or paid invoice with something left to credit (issue 31).
 */
export function CreditActions({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  const dispatch = useAppDispatch();
  const invoices = useSavedInvoices();
  const [open, setOpen] = useState<'full' | 'part' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const info = creditInfoOf(invoice, invoices);
  const id = invoice.id;
  if (id === undefined || !info.canCredit) return null;
  return (
    <>
      <button
        type="button"
        className="app-button app-button--secondary"
        data-testid="action-credit"
        onClick={() => {
          setRefusal(null);
          setOpen('full');
        }}
      >
        {t('creditNote.credit')}
      </button>
      <button
        type="button"
        className="app-button app-button--secondary"
        data-testid="action-credit-part"
        onClick={() => setOpen('part')}
      >
        {t('creditNote.creditPart')}
      </button>
      {refusal === null ? null : (
        <p className="app-field__error" role="alert" data-testid="credit-refused">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={open === 'full'}
        title={t('creditNote.fullTitle', { number: invoice.invoiceNumber })}
        confirmLabel={t('creditNote.make')}
        testId="credit-full-dialog"
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          setOpen(null);
          const error = dispatch(
            creditNoteCreated({ originalId: id, choice: { kind: 'full' }, today: todayDate() }),
          );
          if (error !== null) setRefusal(t(error));
        }}
      >
        {t('creditNote.fullText', { amount: money(info.left) })}
      </ConfirmDialog>
      {open === 'part' ? (
        <CreditDialog invoice={{ ...invoice, id }} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
