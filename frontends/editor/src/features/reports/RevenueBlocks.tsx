import { formatAmountMonth, formatAxisMoney } from '@app/contracts/invoice';
import { BarChart } from '@app/platform/charts';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { TableScroll } from './TableScroll';
import type { RevenueFiguresDto } from './reportsApi';

type Props = { year: number; revenue: RevenueFiguresDto };

/** No document of the year at all: nothing to chart (a year that nets to 0 still has rows). */
const isEmpty = (revenue: RevenueFiguresDto): boolean =>
  revenue.customers.length === 0 && revenue.other.customers === 0;

/** The year's revenue, excluding VAT, per month: a chart and the same twelve figures in a table. */
export function MonthRevenueBlock({ year, revenue }: Props) {
  const { t } = useEditorTranslation();
  const { language, money } = useFormatters();
  const label = t('reports.overview.monthChart', { year });
  return (
    <section className="reports-block" aria-labelledby="reports-months-title">
      <h3 id="reports-months-title">{t('reports.overview.monthsTitle')}</h3>
      <p className="reports-block__figure">
        {t('reports.overview.revenue', { year })}{' '}
        <strong data-testid="reports-revenue-total">{money(revenue.total)}</strong>
      </p>
      {isEmpty(revenue) ? (
        <p className="reports-block__empty" data-testid="reports-empty">
          {t('reports.overview.empty', { year })}
        </p>
      ) : (
        <>
          <BarChart
            label={label}
            categories={revenue.months.map((m) => formatAmountMonth(m.month, language, 'axis'))}
            tableCategories={revenue.months.map((m) =>
              formatAmountMonth(m.month, language, 'long'),
            )}
            series={[
              {
                name: t('reports.overview.net'),
                tone: 'accent',
                values: revenue.months.map((m) => m.net),
              },
            ]}
            formatValue={money}
            formatAxisValue={(cents) => formatAxisMoney(cents, language)}
            categoryHeader={t('reports.overview.month')}
            tableToggle={t('reports.overview.showTable')}
            testId="reports-month-chart"
          />
          <TableScroll label={label}>
            <table data-testid="reports-month-table">
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.overview.month')}</th>
                  <th scope="col">{t('reports.overview.net')}</th>
                </tr>
              </thead>
              <tbody>
                {revenue.months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{formatAmountMonth(m.month, language, 'long')}</th>
                    <td>{money(m.net)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('reports.overview.total')}</th>
                  <td>{money(revenue.total)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}

/**
 * The year's revenue per customer, highest first, the rest as "other": a table whose rows carry
 * a bar as wide as the customer's share of the highest (a picture only: the amount is the cell).
 */
export function CustomerRevenueBlock({ year, revenue }: Props) {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  if (isEmpty(revenue)) return null;
  const rows = [
    ...revenue.customers.map((c) => ({
      key: c.key,
      name: c.name || t('reports.overview.noName'),
      net: c.net,
      documents: c.documents,
    })),
    ...(revenue.other.customers > 0
      ? [
          {
            key: 'other',
            name: t('reports.overview.other', { count: revenue.other.customers }),
            net: revenue.other.net,
            documents: null,
          },
        ]
      : []),
  ];
  const highest = Math.max(...rows.map((row) => row.net), 1);
  return (
    <section className="reports-block" aria-labelledby="reports-customers-title">
      <h3 id="reports-customers-title">{t('reports.overview.customersTitle')}</h3>
      <TableScroll label={t('reports.overview.customerChart', { year })}>
        <table className="reports-customers" data-testid="reports-customer-table">
          <caption>{t('reports.overview.customerChart', { year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.overview.customer')}</th>
              <th scope="col">{t('reports.overview.net')}</th>
              <th scope="col">{t('reports.overview.documents')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <span className="reports-customers__name">{row.name}</span>
                  <span
                    className="reports-customers__bar"
                    aria-hidden="true"
                    style={{ width: `${Math.max((row.net / highest) * 100, 0)}%` }}
                  />
                </th>
                <td>{money(row.net)}</td>
                <td>{row.documents ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
