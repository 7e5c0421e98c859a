import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { useShareNumber } from './DocumentShares';
import type { VatReturnNotReportedDto } from './vatFiguresApi';

/** Amounts that go on no box of the return, with why (exempt, a small-business scheme, a rate the form lacks). */
export function NotReportedTable({ amounts }: { amounts: readonly VatReturnNotReportedDto[] }) {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  const numberOf = useShareNumber();
  if (amounts.length === 0) return null;
  return (
    <section className="vat-section" aria-labelledby="vat-not-reported-title">
      <h3 id="vat-not-reported-title">{t('vatFigures.notReported.title')}</h3>
      <p>{t('vatFigures.notReported.intro')}</p>
      <div
        className="vat-scroll"
        role="region"
        aria-labelledby="vat-not-reported-title"
        tabIndex={0}
      >
        <table className="vat-not-reported" data-testid="vat-not-reported-table">
          <thead>
            <tr>
              <th scope="col">{t('vatFigures.notReported.reason')}</th>
              <th scope="col" className="vat-amount">
                {t('vatFigures.columns.base')}
              </th>
              <th scope="col" className="vat-amount">
                {t('vatFigures.columns.vat')}
              </th>
              <th scope="col">{t('vatFigures.listing.documents')}</th>
            </tr>
          </thead>
          <tbody>
            {amounts.map((amount) => (
              <tr key={amount.reason} data-testid={`vat-not-reported-${amount.reason}`}>
                <th scope="row">{t(`vatFigures.notReported.reasons.${amount.reason}`)}</th>
                <td className="vat-amount">{money(amount.base)}</td>
                <td className="vat-amount">{money(amount.vat)}</td>
                <td>{amount.documents.map(numberOf).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
