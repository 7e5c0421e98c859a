import { formatAxisMoney } from '@app/contracts/invoice';
import { BarChart } from '@app/platform/charts';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { TableScroll } from './TableScroll';
import type { OutstandingFiguresDto } from './reportsApi';

/**
 * What customers owe today (VAT included) and how much of it is overdue, with the ageing as a
 * chart and a table. The buckets come in order from the server and add up to the total.
 */
export function OutstandingBlock({ outstanding }: { outstanding: OutstandingFiguresDto }) {
  const { t } = useEditorTranslation();
  const { language, money, date } = useFormatters();
  const buckets = outstanding.ageing.map((figure) => t(`reports.overview.ageing.${figure.bucket}`));
  const label = t('reports.overview.ageingChart', { date: date(outstanding.asOf) });
  return (
    <section className="reports-block" aria-labelledby="reports-outstanding-title">
      <h3 id="reports-outstanding-title">{t('reports.overview.outstandingTitle')}</h3>
      <p className="reports-block__note">
        {t('reports.overview.outstandingNote', { date: date(outstanding.asOf) })}
      </p>
      <dl className="reports-block__figures">
        <div>
          <dt>{t('reports.overview.outstanding')}</dt>
          <dd data-testid="reports-outstanding-total">{money(outstanding.total)}</dd>
        </div>
        <div className="reports-block__figure--overdue">
          <dt>{t('reports.overview.overdue')}</dt>
          <dd data-testid="reports-overdue-total">{money(outstanding.overdue)}</dd>
        </div>
      </dl>
      {outstanding.count === 0 ? (
        <p className="reports-block__empty">{t('reports.overview.nothingOutstanding')}</p>
      ) : (
        <>
          <BarChart
            label={label}
            categories={buckets}
            series={[
              {
                name: t('reports.overview.amount'),
                tone: 'outstanding',
                values: outstanding.ageing.map((figure) => figure.amount),
              },
            ]}
            formatValue={money}
            formatAxisValue={(cents) => formatAxisMoney(cents, language)}
            categoryHeader={t('reports.overview.ageingHeader')}
            tableToggle={t('reports.overview.showTable')}
            testId="reports-ageing-chart"
          />
          <TableScroll label={label}>
            <table data-testid="reports-ageing-table">
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.overview.ageingHeader')}</th>
                  <th scope="col">{t('reports.overview.amount')}</th>
                  <th scope="col">{t('reports.overview.documents')}</th>
                </tr>
              </thead>
              <tbody>
                {outstanding.ageing.map((figure, index) => (
                  <tr key={figure.bucket}>
                    <th scope="row">{buckets[index]}</th>
                    <td>{money(figure.amount)}</td>
                    <td>{figure.count}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('reports.overview.total')}</th>
                  <td>{money(outstanding.total)}</td>
                  <td>{outstanding.count}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
