import { useEditorTranslation } from '../invoices/hooks';
import { PaidList, ReviewList, UnmatchedList } from './CreditLists';
import { StatementUpload } from './StatementUpload';
import './bank.css';

/**
 * `/reports/bank`: upload a camt.053 bank statement; sure matches pay their invoices on the
 * booking date, the unsure wait here for the user to confirm, the unmatched are listed
 * (docs/bank-reconciliation.md).
 */
export function BankReconciliation() {
  const { t } = useEditorTranslation();
  return (
    <div className="bank-page" data-testid="bank-reconciliation">
      <p className="bank-intro">{t('bank.intro')}</p>
      <StatementUpload />
      <ReviewList />
      <UnmatchedList />
      <PaidList state="paid" />
      <PaidList state="confirmed" />
    </div>
  );
}
