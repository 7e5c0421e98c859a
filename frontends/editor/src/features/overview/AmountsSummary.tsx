import { formatAmountMonth, formatAxisMoney, type PeriodAmounts } from '@app/contracts/invoice';
import { BarChart } from '@app/platform/charts';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { usePeriodAmounts } from './overview-data';
import './amounts-summary.css';

const FIGURES = ['invoiced', 'paid', 'outstanding', 'overdue'] as const;

/**
 * Issue 29: the period's invoiced, paid, outstanding and overdue amounts at a glance, and a
 * small chart per month of paid against outstanding with the same figures in a table. Nothing
 * for the planned view (nothing is issued there yet).
 */
export function AmountsSummary({ period }: { period: string }) {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  const load = usePeriodAmounts(period);
  if (load.state === 'none') return null;
  const amounts = load.state === 'ready' || load.state === 'failed' ? load.amounts : null;
  return (
    <section
      className="amounts"
      aria-labelledby="amounts-title"
      aria-busy={load.state === 'loading'}
      data-testid="amounts"
      data-state={load.state}
    >
      <h3 id="amounts-title" className="amounts__title">
        {t('amounts.title')}
      </h3>
      {load.state === 'failed' ? (
        <p className="amounts__failed" role="status" data-testid="amounts-failed">
          {t('amounts.failed')}
        </p>
      ) : null}
      <dl className="amounts__figures">
        {FIGURES.map((figure) => (
          <div key={figure} className={`amounts__figure amounts__figure--${figure}`}>
            <dt>{t(`amounts.${figure}`)}</dt>
            <dd data-testid={`amount-${figure}`}>
              {amounts === null ? '–' : money(amounts[figure])}
            </dd>
          </div>
        ))}
      </dl>
      {load.state === 'loading' ? (
        <p className="amounts__loading" role="status">
          {t('amounts.loading')}
        </p>
      ) : null}
      {/* Bars of nothing say nothing: a newcomer sees the zeros, not an empty chart. */}
      {amounts !== null && amounts.months.some((month) => month.invoiced > 0) ? (
        <MonthlyChart amounts={amounts} />
      ) : null}
    </section>
  );
}

function MonthlyChart({ amounts }: { amounts: PeriodAmounts }) {
  const { t } = useEditorTranslation();
  const { language, money } = useFormatters();
  const months = amounts.months;
  const first = months[0]?.month ?? '';
  const last = months.at(-1)?.month ?? '';
  return (
    <BarChart
      label={t('amounts.chartLabel', {
        from: formatAmountMonth(first, language, 'long'),
        to: formatAmountMonth(last, language, 'long'),
      })}
      categories={months.map((month) => formatAmountMonth(month.month, language, 'axis'))}
      tableCategories={months.map((month) => formatAmountMonth(month.month, language, 'long'))}
      series={[
        { name: t('amounts.paid'), tone: 'paid', values: months.map((month) => month.paid) },
        {
          name: t('amounts.outstanding'),
          tone: 'outstanding',
          values: months.map((month) => month.outstanding),
        },
      ]}
      stacked
      formatValue={money}
      formatAxisValue={(cents) => formatAxisMoney(cents, language)}
      categoryHeader={t('amounts.month')}
      tableToggle={t('amounts.showTable')}
      testId="amounts-chart"
    />
  );
}
