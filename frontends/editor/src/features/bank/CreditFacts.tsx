import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import type { BankCreditDto } from './bankApi';

/** What the bank says about a credit: when, who, how much, and the payer's text. */
export function CreditFacts({ credit }: { credit: BankCreditDto }) {
  const { t } = useEditorTranslation();
  const { money, date } = useFormatters();
  const remittance = [...credit.structuredReferences, ...credit.remittanceLines].join(' ');
  return (
    <dl className="bank-facts">
      <div>
        <dt>{t('bank.credit.date')}</dt>
        <dd>{date(credit.bookingDate)}</dd>
      </div>
      <div>
        <dt>{t('bank.credit.payer')}</dt>
        <dd>{credit.debtorName || t('bank.credit.unknownPayer')}</dd>
      </div>
      <div>
        <dt>{t('bank.credit.amount')}</dt>
        <dd className="bank-amount">{money(credit.amount)}</dd>
      </div>
      <div className="bank-facts__text">
        <dt>{t('bank.credit.remittance')}</dt>
        <dd>{remittance || t('bank.credit.noRemittance')}</dd>
      </div>
    </dl>
  );
}
