import { BELGIAN_LISTING_CODES, type ReturnCountry } from '@app/contracts/vat-return';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { useShareNumber } from './DocumentShares';
import type { VatReturnListingLineDto } from './vatFiguresApi';

/**
 * The intra-community listing: the Dutch opgaaf ICP or the Belgian listing, one line per
 * customer VAT number and kind, credit notes netted, with the documents' numbers behind it.
 */
export function ListingTable({
  country,
  listing,
}: {
  country: ReturnCountry;
  listing: readonly VatReturnListingLineDto[];
}) {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  const numberOf = useShareNumber();
  const title =
    country === 'NL' ? t('vatFigures.listing.titleNl') : t('vatFigures.listing.titleBe');
  return (
    <section className="vat-section" aria-labelledby="vat-listing-title">
      <h3 id="vat-listing-title">{title}</h3>
      {listing.length === 0 ? (
        <p data-testid="vat-listing-empty">{t('vatFigures.listing.empty')}</p>
      ) : (
        <div className="vat-scroll" role="region" aria-labelledby="vat-listing-title" tabIndex={0}>
          <table className="vat-listing" data-testid="vat-listing-table">
            <thead>
              <tr>
                <th scope="col">{t('vatFigures.listing.vatNumber')}</th>
                <th scope="col">{t('vatFigures.listing.country')}</th>
                <th scope="col">{t('vatFigures.listing.kind')}</th>
                <th scope="col" className="vat-amount">
                  {t('vatFigures.listing.amount')}
                </th>
                <th scope="col">{t('vatFigures.listing.documents')}</th>
              </tr>
            </thead>
            <tbody>
              {listing.map((line) => (
                <tr key={`${line.vatNumber}|${line.kind}`}>
                  <td>{line.vatNumber || t('vatFigures.listing.noVatNumber')}</td>
                  <td>{line.country}</td>
                  <td>
                    {t(`vatFigures.listing.${line.kind}`)}
                    {country === 'BE' && ` (${BELGIAN_LISTING_CODES[line.kind]})`}
                  </td>
                  <td className="vat-amount">{money(line.base)}</td>
                  <td>{line.documents.map(numberOf).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
