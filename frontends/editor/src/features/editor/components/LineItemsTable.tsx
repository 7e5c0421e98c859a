import { useId } from 'react';
import type { LineItem } from '@app/contracts/invoice';
import { Icon } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation } from '../../invoices/hooks';
import { LineItemRow } from './LineItemRow';
import './line-items-table.css';

export function LineItemsTable({ items, readOnly }: { items: LineItem[]; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const lockedId = useId();
  return (
    <div className="line-items">
      {/* Said once beside the lines, not only in the summary panel, which can be collapsed. */}
      {readOnly ? (
        <p className="line-items__locked" id={lockedId} data-testid="items-locked">
          <Icon name="lock" />
          {t('items.locked')}
        </p>
      ) : null}
      <div className="line-items__scroll">
        <table className="line-items__table" aria-describedby={readOnly ? lockedId : undefined}>
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
