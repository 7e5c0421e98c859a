import { useId, useMemo, useState } from 'react';
import { Spinner, useLanguage } from '@app/platform';
import { useEditorTranslation } from '../invoices/hooks';
import { useGetAccountantExportSummaryQuery } from './accountantExportApi';
import { defaultPeriod, MONTHS, periodText, QUARTERS, yearsUpTo } from './export-periods';
import { useAccountantDownload, type DownloadState } from './useAccountantDownload';
import './accountant-export.css';

/** Whole percent of the estimate, kept below 100 until the last byte is in (it is an estimate). */
const percentOf = (received: number, estimate: number): number =>
  estimate <= 0 ? 0 : Math.min(99, Math.floor((received / estimate) * 100));

function useSize(): (bytes: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-US', {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
    return (bytes: number) => format.format(bytes / 1_000_000);
  }, [language]);
}

function Progress({
  state,
  estimate,
  onCancel,
}: {
  readonly state: Extract<DownloadState, { phase: 'downloading' }>;
  readonly estimate: number;
  readonly onCancel: () => void;
}) {
  const { t } = useEditorTranslation();
  const size = useSize();
  const percent = percentOf(state.received, estimate);
  const label = t('accountantExport.progress', {
    received: size(state.received),
    total: size(estimate),
  });
  return (
    <div className="accountant-export__progress" data-testid="accountant-export-progress">
      <progress
        max={100}
        value={percent}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={label}
        aria-label={t('accountantExport.progressLabel')}
      />
      <p>{label}</p>
      <button type="button" className="app-button app-button--secondary" onClick={onCancel}>
        {t('accountantExport.cancel')}
      </button>
    </div>
  );
}

/**
 * Route `/reports/export`: the ZIP for the accountant (docs/exports.md). The user picks a
 * quarter or a month, sees how many documents it holds, and downloads it with a progress bar
 * (bytes received of the server's estimate) and a way to cancel.
 */
export function AccountantExport() {
  const { t } = useEditorTranslation();
  const language = useLanguage();
  const ids = { period: useId(), year: useId() };
  const initial = useMemo(() => defaultPeriod(), []);
  const [year, setYear] = useState(initial.year);
  const [part, setPart] = useState(initial.part);
  const period = periodText(year, part);
  const summary = useGetAccountantExportSummaryQuery({ period });
  const { state, start, cancel } = useAccountantDownload();
  const size = useSize();
  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    return (month: string) => format.format(new Date(Date.UTC(2000, Number(month) - 1, 1)));
  }, [language]);
  const downloading = state.phase === 'downloading';
  const documents = summary.data?.documents ?? 0;

  return (
    <section className="accountant-export" aria-labelledby="accountant-export-heading">
      <h2 id="accountant-export-heading">{t('accountantExport.heading')}</h2>
      <p>{t('accountantExport.intro')}</p>
      <div className="accountant-export__period">
        <div className="app-field">
          <label htmlFor={ids.period} className="app-field__label">
            {t('accountantExport.period')}
          </label>
          <select
            id={ids.period}
            className="app-field__input"
            value={part}
            disabled={downloading}
            data-testid="accountant-export-period"
            onChange={(event) => setPart(event.target.value)}
          >
            <optgroup label={t('accountantExport.quarters')}>
              {QUARTERS.map((quarter, index) => (
                <option key={quarter} value={quarter}>
                  {t('accountantExport.quarter', { number: index + 1 })}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('accountantExport.months')}>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="app-field">
          <label htmlFor={ids.year} className="app-field__label">
            {t('accountantExport.year')}
          </label>
          <select
            id={ids.year}
            className="app-field__input"
            value={year}
            disabled={downloading}
            data-testid="accountant-export-year"
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {yearsUpTo(Math.max(initial.year, new Date().getFullYear())).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div aria-live="polite" data-testid="accountant-export-summary">
        {summary.isFetching ? (
          <Spinner delayMs={200} />
        ) : summary.isError ? (
          <p role="alert">
            {t('accountantExport.summaryFailed')}{' '}
            <button
              type="button"
              className="app-button app-button--secondary app-button--small"
              onClick={() => void summary.refetch()}
            >
              {t('accountantExport.retry')}
            </button>
          </p>
        ) : documents === 0 ? (
          <p>{t('accountantExport.empty')}</p>
        ) : (
          <p>{t('accountantExport.documents', { count: documents })}</p>
        )}
      </div>

      {downloading ? (
        <Progress state={state} estimate={summary.data?.bytes ?? 0} onCancel={cancel} />
      ) : (
        <button
          type="button"
          className="app-button"
          data-testid="accountant-export-start"
          disabled={summary.isFetching || summary.isError || documents === 0}
          onClick={() => void start(period, language)}
        >
          {t('accountantExport.start')}
        </button>
      )}

      <div aria-live="polite" data-testid="accountant-export-status">
        {state.phase === 'done' && (
          <p>{t('accountantExport.done', { size: size(state.received) })}</p>
        )}
        {state.phase === 'cancelled' && <p>{t('accountantExport.cancelled')}</p>}
        {state.phase === 'failed' && <p role="alert">{t('accountantExport.failed')}</p>}
      </div>
    </section>
  );
}
