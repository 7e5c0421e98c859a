import {
  canonicalVatRate,
  computeLineAmount,
  formatDecimalText,
  parseMoneyToCents,
  type Invoice,
} from '@app/contracts/invoice';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { documentCents } from '../credit-notes';
import './credit-notes.css';

/**
 * A credit note's lines as its PDF prints them: quantities positive, prices and amounts negative.
 * Its lines are what the credit took back, fixed when it was made (the credit rules checked
 * them), so they are shown, not edited.
 */
export function CreditNoteLines({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const { money, language } = useFormatters();
  const shown = (cents: number) => money(documentCents(invoice, cents));
  return (
    <div className="line-items">
      <div className="line-items__scroll">
        <table className="line-items__table credit-note-lines" data-testid="credit-note-lines">
          <caption className="app-visually-hidden">{t('items.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('items.quantity')}</th>
              <th scope="col">{t('items.description')}</th>
              <th scope="col">{t('items.price')}</th>
              <th scope="col">{t('items.vat')}</th>
              <th scope="col" className="line-items__amount">
                {t('items.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id} data-testid="credit-note-line">
                <td>{formatDecimalText(item.quantity, language)}</td>
                <td>{item.description}</td>
                <td data-testid="credit-note-line-price">{shown(parseMoneyToCents(item.price))}</td>
                <td>{formatDecimalText(canonicalVatRate(item.vatRate), language)}%</td>
                <td className="line-items__amount" data-testid="credit-note-line-amount">
                  {shown(computeLineAmount(item))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
