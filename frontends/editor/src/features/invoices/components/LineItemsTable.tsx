import {
  canonicalisePrice,
  canonicaliseQuantity,
  computeLineAmount,
  formatDecimalText,
  formatPriceText,
  numberPlaceholders,
  vatRateOptionsFor,
  type LineItem,
} from '@app/contracts/invoice';
import { Icon, NumberInput, useAppDispatch } from '@app/platform';
import { editorActions } from '../editor-commands';
import { LIVE_AMOUNT_DEBOUNCE_MS } from '../persistence';
import { useEditorTranslation, useFormatters, useSettings } from '../hooks';

function LineItemRow({
  item,
  index,
  readOnly,
  canRemove,
}: {
  item: LineItem;
  index: number;
  readOnly: boolean;
  canRemove: boolean;
}) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const { language, money } = useFormatters();
  const country = useSettings().country;
  const options = vatRateOptionsFor(country, item.vatRate);
  const placeholders = numberPlaceholders(language);
  const row = index + 1;
  const change = (field: 'description' | 'quantity' | 'price' | 'vatRate', value: string) =>
    dispatch(editorActions.itemChanged({ id: item.id, field, value }));
  const clearPlaceholder = (field: 'description' | 'quantity' | 'price') => {
    if (item.isPlaceholder?.[field]) {
      dispatch(editorActions.itemPlaceholderCleared({ id: item.id, field }));
    }
  };

  return (
    <tr className="line-items__row" data-testid="line-item">
      <td className="line-items__quantity">
        <span className="editor-label line-items__label" aria-hidden="true">
          {t('items.quantity')}
        </span>
        <NumberInput
          className="app-field__input"
          aria-label={t('items.quantityOfRow', { row })}
          data-testid="item-quantity"
          disabled={readOnly}
          display={formatDecimalText(item.quantity, language)}
          placeholder={placeholders.quantity}
          placeholderShown={item.isPlaceholder?.quantity === true}
          liveCommitMs={LIVE_AMOUNT_DEBOUNCE_MS}
          onFocus={() => clearPlaceholder('quantity')}
          onCommit={(typed) => change('quantity', canonicaliseQuantity(typed, language))}
        />
      </td>
      <td className="line-items__description">
        <span className="editor-label line-items__label" aria-hidden="true">
          {t('items.description')}
        </span>
        <input
          className="app-field__input"
          aria-label={t('items.descriptionOfRow', { row })}
          data-testid="item-description"
          disabled={readOnly}
          value={item.isPlaceholder?.description ? '' : item.description}
          placeholder={t('items.descriptionPlaceholder')}
          onFocus={() => clearPlaceholder('description')}
          onChange={(event) => change('description', event.target.value)}
        />
      </td>
      <td className="line-items__price">
        <span className="editor-label line-items__label" aria-hidden="true">
          {t('items.price')}
        </span>
        <NumberInput
          className="app-field__input"
          aria-label={t('items.priceOfRow', { row })}
          data-testid="item-price"
          disabled={readOnly}
          display={formatPriceText(item.price, language)}
          placeholder={placeholders.price}
          placeholderShown={item.isPlaceholder?.price === true}
          liveCommitMs={LIVE_AMOUNT_DEBOUNCE_MS}
          onFocus={() => clearPlaceholder('price')}
          onCommit={(typed) => change('price', canonicalisePrice(typed, language))}
        />
      </td>
      <td className="line-items__vat">
        <span className="editor-label line-items__label" aria-hidden="true">
          {t('items.vat')}
        </span>
        <select
          className="app-field__input"
          aria-label={t('items.vatOfRow', { row })}
          data-testid="item-vat"
          disabled={readOnly}
          value={item.vatRate}
          onChange={(event) => change('vatRate', event.target.value)}
        >
          {options.map((rate) => (
            <option key={rate} value={rate}>
              {rate === '0' ? t('vat.taxExempt') : `${formatDecimalText(rate, language)}%`}
            </option>
          ))}
        </select>
      </td>
      <td className="line-items__amount">
        <span className="editor-label line-items__label" aria-hidden="true">
          {t('items.amount')}
        </span>
        <span data-testid="item-amount">{money(computeLineAmount(item))}</span>
      </td>
      <td className="line-items__actions">
        {readOnly ? null : (
          <>
            <button
              type="button"
              className="editor-icon-button"
              aria-label={t('items.duplicateRow', { row })}
              title={t('items.duplicate')}
              onClick={() => dispatch(editorActions.itemDuplicated(item.id))}
            >
              <Icon name="copy" />
            </button>
            <button
              type="button"
              className="editor-icon-button"
              aria-label={t('items.removeRow', { row })}
              title={t('items.remove')}
              disabled={!canRemove}
              onClick={() => dispatch(editorActions.itemRemoved(item.id))}
            >
              <Icon name="trash" />
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

export function LineItemsTable({ items, readOnly }: { items: LineItem[]; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="line-items">
      <div className="line-items__scroll">
        <table className="line-items__table">
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
              <th scope="col">
                <span className="app-visually-hidden">{t('items.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <LineItemRow
                key={item.id}
                item={item}
                index={index}
                readOnly={readOnly}
                canRemove={items.length > 1}
              />
            ))}
          </tbody>
        </table>
      </div>
      {readOnly ? null : (
        <button
          type="button"
          className="editor-link-button"
          data-testid="add-item"
          onClick={() => dispatch(editorActions.itemAdded())}
        >
          + {t('items.add')}
        </button>
      )}
    </div>
  );
}
