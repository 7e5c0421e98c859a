import { useMemo, useState } from 'react';
import { storedDateOf } from '@app/contracts/invoice';
import {
  lastCompleteQuarter,
  vatReturnPeriodKey,
  type VatReturnPeriod,
} from '@app/contracts/vat-return';
import { Spinner, useLanguage } from '@app/platform';
import { useEditorTranslation } from '../invoices/hooks';
import { VatPeriodPicker } from '../vat-figures/VatPeriodPicker';
import { useGetAccountantExportSummaryQuery } from './accountantExportApi';
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
  // The export's period is the VAT return's; it starts on the last quarter that ended, the one
  // being closed (in the seller's zone: contracts' storedDateOf).
  const today = useMemo(() => storedDateOf(new Date()), []);
  const [period, setPeriod] = useState<VatReturnPeriod>(() => lastCompleteQuarter(today));
  const periodKey = vatReturnPeriodKey(period);
  const summary = useGetAccountantExportSummaryQuery({ period: periodKey });
  const { state, start, cancel } = useAccountantDownload();
  const size = useSize();
  const downloading = state.phase === 'downloading';
  const documents = summary.data?.documents ?? 0;

  return (
    <section className="accountant-export" aria-labelledby="accountant-export-heading">
      <h2 id="accountant-export-heading">{t('accountantExport.heading')}</h2>
      <p>{t('accountantExport.intro')}</p>
      <VatPeriodPicker
        period={period}
        thisYear={Number(today.slice(0, 4))}
        onChange={setPeriod}
        disabled={downloading}
      />

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
          onClick={() => void start(periodKey, language)}
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
