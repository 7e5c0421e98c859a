import { useSearchParams } from 'react-router-dom';
import {
  lastCompleteQuarter,
  parseVatReturnPeriod,
  vatReturnPeriodKey,
  type VatReturnPeriod,
} from '@app/contracts/vat-return';
import { apiErrorOf, ErrorPanel, Spinner } from '@app/platform';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { useToday } from '../invoices/today';
import { BoxesTable } from './BoxesTable';
import { ListingTable } from './ListingTable';
import { NotReportedTable } from './NotReportedTable';
import { VatPeriodPicker } from './VatPeriodPicker';
import { useGetVatReturnQuery, type VatReturnDto } from './vatFiguresApi';
import './vat-figures.css';

/** Nothing issued in the period: every figure 0 and nothing listed. */
const isEmpty = (figures: VatReturnDto): boolean =>
  figures.boxes.every((box) => box.documents.length === 0) &&
  figures.notReported.length === 0 &&
  figures.listing.length === 0;

function Figures({ figures }: { figures: VatReturnDto }) {
  const { t } = useEditorTranslation();
  return (
    <>
      {figures.obligation !== 'periodicReturn' && (
        <p className="vat-note" role="note" data-testid="vat-obligation">
          {t(`vatFigures.obligation.${figures.obligation}`)}
        </p>
      )}
      {isEmpty(figures) ? (
        <p data-testid="vat-empty">{t('vatFigures.empty')}</p>
      ) : (
        <>
          <BoxesTable country={figures.country} boxes={figures.boxes} />
          <p className="vat-hint">
            {figures.country === 'NL' ? t('vatFigures.hintNl') : t('vatFigures.hintBe')}
          </p>
          <NotReportedTable amounts={figures.notReported} />
          <ListingTable country={figures.country} listing={figures.listing} />
        </>
      )}
    </>
  );
}

/**
 * Route `/reports/vat`: the figures of the seller's VAT return for a quarter or a month (the
 * server's GET /api/vat-return, one rule table in contracts), each with the documents behind it.
 * The period is in the address (`?period=2026-Q3`), so it survives a reload and can be shared;
 * without one, the last complete quarter, the one due to be filed.
 */
export function VatFigures() {
  const { t } = useEditorTranslation();
  const { date } = useFormatters();
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const period: VatReturnPeriod =
    parseVatReturnPeriod(search.get('period') ?? '') ?? lastCompleteQuarter(today);
  const key = vatReturnPeriodKey(period);
  const { data, error, isFetching, isError, refetch } = useGetVatReturnQuery(
    { period: key },
    { refetchOnMountOrArgChange: true },
  );
  const choose = (next: VatReturnPeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('period', vatReturnPeriodKey(next));
        return params;
      },
      { replace: true },
    );
  const shown = data !== undefined && !isFetching ? data : undefined;
  const code = isError ? apiErrorOf(error).code : null;
  return (
    <section className="vat-figures" aria-labelledby="vat-figures-title" aria-busy={isFetching}>
      <h2 id="vat-figures-title">{t('vatFigures.title')}</h2>
      <p className="vat-intro">{t('vatFigures.intro')}</p>
      <VatPeriodPicker period={period} thisYear={Number(today.slice(0, 4))} onChange={choose} />
      <div aria-live="polite">
        {shown !== undefined && (
          <p className="vat-range" data-testid="vat-range">
            {t('vatFigures.range', {
              start: date(shown.period.start),
              end: date(shown.period.end),
            })}
          </p>
        )}
      </div>
      {isFetching ? (
        <Spinner delayMs={200} />
      ) : isError ? (
        code === 'VAT_RETURN_COUNTRY' ? (
          <p className="vat-note" role="alert" data-testid="vat-country">
            {t('vatFigures.errors.country')}
          </p>
        ) : (
          <ErrorPanel message={t('vatFigures.errors.load')} testId="vat-error">
            <button type="button" className="app-button" onClick={() => void refetch()}>
              {t('vatFigures.errors.retry')}
            </button>
          </ErrorPanel>
        )
      ) : shown === undefined ? null : (
        <Figures figures={shown} />
      )}
    </section>
  );
}
