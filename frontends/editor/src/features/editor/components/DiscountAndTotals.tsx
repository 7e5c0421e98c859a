import { useId } from 'react';
import {
  DISCOUNT_TYPES,
  canonicaliseDiscountValue,
  computeTotals,
  discountCapOf,
  formatDecimalText,
  formatDiscountValue,
  numberPlaceholders,
  type DiscountType,
  type Invoice,
} from '@app/contracts/invoice';
import { NumberInput } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { LIVE_AMOUNT_DEBOUNCE_MS } from '../../invoices/persistence';
import { documentCents, isCreditNote } from '../../credit-notes/credit-notes';
import { LockableSelect } from './LockableSelect';
import './discount-and-totals.css';

export function DiscountControl({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const { language, money } = useFormatters();
  const id = useId();
  const { type, value } = invoice.discount;
  const cap = discountCapOf(computeTotals(invoice).subtotal, invoice.discount);
  const placeholderShown = invoice.isPlaceholder.discount === true || value === '0';
  const change = (nextType: DiscountType, nextValue: string) =>
    dispatch(editorActions.discountChanged({ type: nextType, value: nextValue }));
  return (
    <div className="discount" data-testid="discount">
      <label htmlFor={`${id}-type`} className="editor-label">
        {t('discount.label')}
      </label>
      <LockableSelect
        id={`${id}-type`}
        className="app-field__input discount__type"
        testId="discount-type"
        readOnly={readOnly}
        value={type}
        options={DISCOUNT_TYPES.map((option) => ({
          value: option,
          label: t(`discount.types.${option}`),
        }))}
        onChange={(next) => change(next as DiscountType, type === 'none' ? '0' : value)}
      />
      {type === 'none' ? null : (
        // One unit: the percent sign never wraps away from its field on a narrow screen.
        <span className="discount__field">
          <NumberInput
            key={type}
            className="app-field__input discount__value"
            aria-label={t('discount.value')}
            data-testid="discount-value"
            readOnly={readOnly}
            display={formatDiscountValue(invoice.discount, language)}
            placeholder={numberPlaceholders(language)[type]}
            placeholderShown={placeholderShown}
            liveCommitMs={LIVE_AMOUNT_DEBOUNCE_MS}
            onCommit={(typed) => change(type, canonicaliseDiscountValue(type, typed, language))}
          />
          {type === 'percentage' ? <span aria-hidden="true">%</span> : null}
        </span>
      )}
      {cap === null ? null : (
        <p className="discount__notice" role="status" data-testid="discount-notice">
          {cap.reason === 'percentageAbove100'
            ? t('discount.capped.percentageAbove100')
            : t('discount.capped.aboveSubtotal', { amount: money(cap.applied) })}
        </p>
      )}
    </div>
  );
}

/**
 * Subtotal, discount (only above 0), VAT per rate when several, total: all from computeTotals.
 * A credit note's read as its PDF prints them: negative, its discount positive (issue 31).
 */
export function TotalsRows({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const { money: plainMoney, language } = useFormatters();
  const money = (cents: number) => plainMoney(documentCents(invoice, cents));
  const totals = computeTotals(invoice);
  const rate = (value: string) => formatDecimalText(value, language);
  return (
    <dl className="totals" data-testid="totals">
      <div className="totals__row">
        <dt>{t('totals.subtotal')}</dt>
        <dd data-testid="total-subtotal">{money(totals.subtotal)}</dd>
      </div>
      {totals.discountAmount > 0 ? (
        <div className="totals__row">
          <dt>{t('totals.discount')}</dt>
          <dd data-testid="total-discount">
            {isCreditNote(invoice)
              ? plainMoney(totals.discountAmount)
              : `-${plainMoney(totals.discountAmount)}`}
          </dd>
        </div>
      ) : null}
      {totals.vatBreakdown.length > 1 ? (
        totals.vatBreakdown.map((line) => (
          <div className="totals__row" key={line.rate}>
            <dt>{t('totals.vatRate', { rate: rate(line.rate) })}</dt>
            <dd data-testid={`total-vat-${line.rate}`}>{money(line.vat)}</dd>
          </div>
        ))
      ) : (
        <div className="totals__row">
          <dt>
            {totals.vatBreakdown[0] === undefined
              ? t('totals.vat')
              : t('totals.vatRate', { rate: rate(totals.vatBreakdown[0].rate) })}
          </dt>
          <dd data-testid="total-vat">{money(totals.vat)}</dd>
        </div>
      )}
      <div className="totals__row totals__row--total">
        <dt>{t('totals.total')}</dt>
        <dd data-testid="total-total">{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
