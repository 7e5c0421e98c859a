import { useEditorTranslation } from '../../invoices/hooks';
import type { ReceivedDocumentDetailDto } from '../receivedApi';

type View = ReceivedDocumentDetailDto['view'];

const percentText = (percent: string | null): string => (percent === null ? '' : `${percent} %`);

/** Lines, allowances and charges, the VAT breakdown and the totals. */
export function ReceivedTables({ view, money }: { view: View; money: (cents: string) => string }) {
  const { t } = useEditorTranslation();
  const { totals } = view;
  const totalRows: [string, string | null][] = [
    ['received.totals.lines', totals.lineExtensionCents],
    ['received.totals.allowances', totals.allowanceTotalCents],
    ['received.totals.charges', totals.chargeTotalCents],
    ['received.totals.net', totals.taxExclusiveCents],
    ['received.totals.vat', totals.vatCents],
    ['received.totals.total', totals.taxInclusiveCents],
    ['received.totals.prepaid', totals.prepaidCents],
    ['received.totals.rounding', totals.roundingCents],
    ['received.totals.payable', totals.payableCents],
  ];
  return (
    <>
      <section className="received-section" aria-labelledby="received-lines">
        <h2 id="received-lines">{t('received.lines')}</h2>
        <div className="received-table-wrap">
          <table className="received-table">
            <thead>
              <tr>
                <th scope="col">{t('received.description')}</th>
                <th scope="col">{t('received.quantity')}</th>
                <th scope="col">{t('received.unitPrice')}</th>
                <th scope="col">{t('received.vat')}</th>
                <th scope="col">{t('received.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line) => (
                <tr key={line.id} data-testid="received-line">
                  <td>
                    {line.name}
                    {line.description !== null && (
                      <span className="received-table__more">{line.description}</span>
                    )}
                  </td>
                  <td>
                    {line.quantity}
                    {line.unitCode !== null && line.unitCode !== 'C62' && ` ${line.unitCode}`}
                  </td>
                  <td>{line.unitPrice ?? ''}</td>
                  <td>
                    {line.vat === null ? '' : `${line.vat.code} ${percentText(line.vat.percent)}`}
                  </td>
                  <td>{money(line.lineAmountCents)}</td>
                </tr>
              ))}
              {view.allowancesCharges.map((item, index) => (
                <tr key={`ac-${index}`}>
                  <td colSpan={4}>
                    {t(item.charge ? 'received.charge' : 'received.allowance')}
                    {item.reason !== null && `: ${item.reason}`}
                  </td>
                  <td>
                    {money(
                      item.charge ? item.amountCents : `-${item.amountCents}`.replace('--', ''),
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="received-section" aria-labelledby="received-vat">
        <h2 id="received-vat">{t('received.vatBreakdown')}</h2>
        <div className="received-table-wrap">
          <table className="received-table">
            <thead>
              <tr>
                <th scope="col">{t('received.vatRate')}</th>
                <th scope="col">{t('received.taxable')}</th>
                <th scope="col">{t('received.vat')}</th>
              </tr>
            </thead>
            <tbody>
              {view.vatBreakdown.map((group, index) => (
                <tr key={index}>
                  <td>
                    {group.category.code} {percentText(group.category.percent)}
                    {group.exemptionReason !== null && (
                      <span className="received-table__more">{group.exemptionReason}</span>
                    )}
                  </td>
                  <td>{money(group.taxableCents)}</td>
                  <td>{money(group.vatCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <dl className="received-totals" data-testid="received-totals">
        {totalRows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([key, cents]) => (
            <div key={key} className="received-totals__row">
              <dt>{t(key)}</dt>
              <dd>{money(cents)}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
