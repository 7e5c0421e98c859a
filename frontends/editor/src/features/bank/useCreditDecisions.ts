import { useCallback } from 'react';
import { useEditorTranslation } from '../invoices/hooks';
import { useNotify } from '../notices/useNotify';
import { decisionErrorKey } from './bank-errors';
import { useConfirmBankCreditMutation, useDismissBankCreditMutation } from './bankApi';

/** Confirm and dismiss, each telling the user how it went; the lists refresh by their tags. */
export function useCreditDecisions() {
  const { t } = useEditorTranslation();
  const notify = useNotify();
  const [confirmCredit, confirming] = useConfirmBankCreditMutation();
  const [dismissCredit, dismissing] = useDismissBankCreditMutation();

  const confirm = useCallback(
    async (id: string, invoiceId: string, invoiceNumber: string) => {
      const result = await confirmCredit({ id, confirmBankCreditDto: { invoiceId } });
      notify(
        'error' in result
          ? { tone: 'error', text: t(decisionErrorKey(result.error)) }
          : { tone: 'success', text: t('bank.confirmedPayment', { number: invoiceNumber }) },
      );
    },
    [confirmCredit, notify, t],
  );

  const dismiss = useCallback(
    async (id: string) => {
      const result = await dismissCredit({ id });
      notify(
        'error' in result
          ? { tone: 'error', text: t(decisionErrorKey(result.error)) }
          : { tone: 'success', text: t('bank.dismissed') },
      );
    },
    [dismissCredit, notify, t],
  );

  return { confirm, dismiss, busy: confirming.isLoading || dismissing.isLoading };
}
