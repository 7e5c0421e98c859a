import {
  canonicalisePrice,
  canonicaliseQuantity,
  computeLineAmount,
  formatDecimalText,
  formatPriceText,
  numberPlaceholders,
  type Language,
  type LineItem,
} from '@app/contracts/invoice';
import { EXEMPTION_REASONS, lineVatCategory, type ExemptionReason } from '@app/contracts/vat';
import { Icon, NumberInput } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import {
  useEditorTranslation,
  useFormatters,
  useSettings,
  useVatScheme,
} from '../../invoices/hooks';
import { LIVE_AMOUNT_DEBOUNCE_MS } from '../../invoices/persistence';
import { EXEMPT_CHOICE, vatChoiceOf, vatChoices, type VatChoice } from '../../invoices/vat-lines';
import { LockableSelect } from './LockableSelect';
import './line-items-table.css';

type TextField = 'description' | 'quantity' | 'price';
type NumberField = 'quantity' | 'price';

/** How each number cell shows, reads and names its value: quantities as decimals, prices as money. */
const numberFields = {
  quantity: {
    cellClass: 'line-items__quantity',
    label: 'items.quantity',
    labelOfRow: 'items.quantityOfRow',
    testId: 'item-quantity',
    display: formatDecimalText,
    canonicalise: canonicaliseQuantity,
  },
  price: {
    cellClass: 'line-items__price',
    label: 'items.price',
    labelOfRow: 'items.priceOfRow',
    testId: 'item-price',
    display: formatPriceText,
    canonicalise: canonicalisePrice,
  },
} as const;

/** The column name shown above a cell on narrow screens, where the table header is hidden. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="editor-label line-items__label" aria-hidden="true">
      {children}
    </span>
  );
}

function NumberCell({
  field,
  item,
  row,
  readOnly,
  language,
  onFocus,
  onCommit,
}: {
  field: NumberField;
  item: LineItem;
  row: number;
  readOnly: boolean;
  language: Language;
  onFocus: () => void;
  onCommit: (value: string) => void;
}) {
  const { t } = useEditorTranslation();
  const { cellClass, label, labelOfRow, testId, display, canonicalise } = numberFields[field];
  return (
    <td className={cellClass}>
      <CellLabel>{t(label)}</CellLabel>
      <NumberInput
        className="app-field__input"
        aria-label={t(labelOfRow, { row })}
        data-testid={testId}
        readOnly={readOnly}
        display={display(item[field], language)}
        placeholder={numberPlaceholders(language)[field]}
        placeholderShown={item.isPlaceholder?.[field] === true}
        liveCommitMs={LIVE_AMOUNT_DEBOUNCE_MS}
        onFocus={readOnly ? undefined : onFocus}
        onCommit={(typed) => onCommit(canonicalise(typed, language))}
      />
    </td>
  );
}

/**
 * The line's VAT: one select for the rate or the 0 % category, and for an exempt line why it is
 * exempt. Under a small-business scheme no line charges VAT, so there is nothing to pick.
 */
function VatCell({ item, row, readOnly }: { item: LineItem; row: number; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const { language } = useFormatters();
  const country = useSettings().country;
  const scheme = useVatScheme();
  const label = (choice: VatChoice): string =>
    choice.kind === 'rate'
      ? `${formatDecimalText(choice.rate, language)}%`
      : t(`vat.category.${choice.value === EXEMPT_CHOICE ? 'exempt' : choice.value}`);

  if (scheme !== null) {
    return (
      <td className="line-items__vat">
        <CellLabel>{t('items.vat')}</CellLabel>
        <span className="line-items__no-vat" data-testid="item-vat-scheme">
          {t(`vat.scheme.${scheme}`)}
        </span>
      </td>
    );
  }
  return (
    <td className="line-items__vat">
      <CellLabel>{t('items.vat')}</CellLabel>
      <LockableSelect
        ariaLabel={t('items.vatOfRow', { row })}
        testId="item-vat"
        readOnly={readOnly}
        value={vatChoiceOf(item)}
        options={vatChoices(country, item).map((choice) => ({
          value: choice.value,
          label: label(choice),
        }))}
        onChange={(choice) => dispatch(editorActions.itemVatChosen({ id: item.id, choice }))}
      />
      {lineVatCategory(item) === 'exempt' ? (
        <label className="line-items__reason">
          <span className="line-items__reason-label">{t('items.exemptionReason')}</span>
          <LockableSelect
            ariaLabel={t('items.exemptionReasonOfRow', { row })}
            testId="item-vat-reason"
            readOnly={readOnly}
            value={item.vatExemptionReason ?? 'other'}
            options={EXEMPTION_REASONS.map((reason) => ({
              value: reason,
              label: t(`vat.reason.${reason}`),
            }))}
            onChange={(reason) =>
              dispatch(
                editorActions.itemExemptionReasonChanged({
                  id: item.id,
                  reason: reason as ExemptionReason,
                }),
              )
            }
          />
        </label>
      ) : null}
    </td>
  );
}

export function LineItemRow({
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
  const row = index + 1;
  const change = (field: TextField, value: string) =>
    dispatch(editorActions.itemChanged({ id: item.id, field, value }));
  const clearPlaceholder = (field: TextField) => {
    if (item.isPlaceholder?.[field]) {
      dispatch(editorActions.itemPlaceholderCleared({ id: item.id, field }));
    }
  };
  const numberCell = (field: NumberField) => (
    <NumberCell
      field={field}
      item={item}
      row={row}
      readOnly={readOnly}
      language={language}
      onFocus={() => clearPlaceholder(field)}
      onCommit={(value) => change(field, value)}
    />
  );

  return (
    <tr className="line-items__row" data-testid="line-item">
      {numberCell('quantity')}
      <td className="line-items__description">
        <CellLabel>{t('items.description')}</CellLabel>
        <input
          className="app-field__input"
          aria-label={t('items.descriptionOfRow', { row })}
          data-testid="item-description"
          readOnly={readOnly}
          value={item.isPlaceholder?.description ? '' : item.description}
          placeholder={t('items.descriptionPlaceholder')}
          onFocus={readOnly ? undefined : () => clearPlaceholder('description')}
          onChange={(event) => change('description', event.target.value)}
        />
      </td>
      {numberCell('price')}
      <VatCell item={item} row={row} readOnly={readOnly} />
      <td className="line-items__amount">
        <CellLabel>{t('items.amount')}</CellLabel>
        <span className="line-items__amount-value" data-testid="item-amount">
          {money(computeLineAmount(item))}
        </span>
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
