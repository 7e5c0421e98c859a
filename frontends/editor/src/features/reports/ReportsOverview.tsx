import { useId, useState } from 'react';
import { storedDateOf } from '@app/contracts/invoice';
import { Spinner } from '@app/platform';
import { useEditorTranslation } from '../invoices/hooks';
import { OutstandingBlock } from './OutstandingBlock';
import { CustomerRevenueBlock, MonthRevenueBlock } from './RevenueBlocks';
import { useGetReportsQuery } from './reportsApi';
import './reports-overview.css';

/** How many years back the selector offers: the bookkeeping retention period (7 years) and more. */
const YEARS_BACK = 10;

const thisYear = (): number => Number(storedDateOf(new Date()).slice(0, 4));

function YearSelector({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  const latest = thisYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => latest - index);
  return (
    <div className="reports-overview__year">
      <label htmlFor={id}>{t('reports.overview.year')}</label>
      <select
        id={id}
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="reports-year"
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * `/reports`: a year's revenue per month and per customer, and what customers owe today with
 * its ageing, each as a chart with its figures in a table beside it. The figures are the
 * server's (contracts `yearReport`, docs/reports.md); this page only shows them.
 */
export function ReportsOverview() {
  const { t } = useEditorTranslation();
  const [year, setYear] = useState(thisYear);
  // `currentData`: never the previous year's figures under the new year's heading.
  const { currentData, isFetching, isError, refetch } = useGetReportsQuery(
    { year },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <section
      className="reports-overview"
      aria-labelledby="reports-overview-title"
      aria-busy={isFetching}
    >
      <div className="reports-overview__head">
        <h2 id="reports-overview-title">{t('reports.overview.title')}</h2>
        <YearSelector year={year} onChange={setYear} />
      </div>
      {isError && !isFetching ? (
        <div className="reports-overview__failed" role="alert" data-testid="reports-failed">
          <p>{t('reports.overview.failed')}</p>
          <button type="button" className="btn" onClick={() => void refetch()}>
            {t('reports.overview.retry')}
          </button>
        </div>
      ) : currentData === undefined ? (
        <Spinner delayMs={200} />
      ) : (
        <div className="reports-overview__blocks" data-testid="reports-figures">
          <MonthRevenueBlock year={currentData.year} revenue={currentData.revenue} />
          <CustomerRevenueBlock year={currentData.year} revenue={currentData.revenue} />
          <OutstandingBlock outstanding={currentData.outstanding} />
        </div>
      )}
    </section>
  );
}
