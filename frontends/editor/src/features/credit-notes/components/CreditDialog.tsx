import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  computeLineAmount,
  creditNoteFrom,
  formatDecimalText,
  uncreditedOf,
  type CreditChoice,
  type CreditError,
  type Invoice,
} from '@app/contracts/invoice';
import { Modal } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import {
  useEditorTranslation,
  useFormatters,
  useSavedInvoices,
  useSettings,
} from '../../invoices/hooks';
import { today as todayDate } from '../../invoices/today';
import { creditNoteCreated } from '../credit-commands';
import { creditNotesOf } from '../credit-notes';
import './credit-notes.css';

type Mode = 'lines' | 'amount';

/** Errors that only make sense once the user asked to credit (not while typing). */
const ON_SUBMIT_ONLY: readonly CreditError[] = ['credit.nothingChosen'];

const choiceOf = (mode: Mode, quantities: readonly string[], amount: string): CreditChoice =>
  mode === 'amount'
    ? { kind: 'amount', amount }
    : {
        kind: 'lines',
        lines: quantities.flatMap((quantity, index) =>
          quantity.trim() === '' ? [] : [{ index, quantity }],
        ),
      };

/**
 * "Credit part" (issue 31): some lines and quantities, or an amount including VAT. What is left
 * is shown per line and in total; contracts' creditNoteFrom, the rule the server checks again,
 * refuses what would credit more than is left, with its message, before anything is stored.
 */
export function CreditDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice & { id: string };
  onClose: () => void;
}) {
  const { t } = useEditorTranslation();
  const { money, language } = useFormatters();
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const invoices = useSavedInvoices();
  const id = useId();
  const notes = useMemo(() => creditNotesOf(invoices, invoice.id), [invoices, invoice.id]);
  const left = useMemo(() => uncreditedOf(invoice, notes), [invoice, notes]);
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<string[]>(() => invoice.items.map(() => ''));
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const choice = choiceOf(mode, quantities, amount);
  const preview = creditNoteFrom(invoice, choice, settings, todayDate(), notes);
  const typed =
    mode === 'amount' ? amount.trim() !== '' : choice.kind === 'lines' && choice.lines.length > 0;
  const error: CreditError | null = preview.ok
    ? null
    : submitted || (typed && !ON_SUBMIT_ONLY.includes(preview.error))
      ? preview.error
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!preview.ok) return;
    const refused = dispatch(
      creditNoteCreated({ originalId: invoice.id, choice, today: todayDate() }),
    );
    if (refused === null) onClose();
  };

  const quantityText = (value: string) => formatDecimalText(value, language);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('creditNote.partTitle', { number: invoice.invoiceNumber })}
      size="lg"
      testId="credit-dialog"
    >
      <form className="credit-dialog" onSubmit={submit} noValidate>
        <p className="credit-dialog__left" data-testid="credit-left">
          {t('creditNote.left', { amount: money(left.total) })}
        </p>
        <fieldset className="credit-dialog__modes">
          <legend>{t('creditNote.how')}</legend>
          {(['lines', 'amount'] as const).map((option) => (
            <label key={option} className="credit-dialog__mode">
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                data-testid={`credit-mode-${option}`}
                onChange={() => {
                  setMode(option);
                  setSubmitted(false);
                }}
              />
              {t(`creditNote.mode.${option}`)}
            </label>
          ))}
        </fieldset>
        {mode === 'lines' ? (
          <div className="credit-dialog__scroll">
            <table className="credit-dialog__lines">
              <caption className="app-visually-hidden">{t('creditNote.linesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('items.description')}</th>
                  <th scope="col">{t('items.amount')}</th>
                  <th scope="col">{t('creditNote.quantityLeft')}</th>
                  <th scope="col">{t('creditNote.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {invoice.items.map((item, index) => {
                  const leftQuantity = left.lines[index]?.quantity ?? '0';
                  const description =
                    item.description || t('creditNote.lineNumber', { number: index + 1 });
                  return (
                    <tr key={item.id} data-testid="credit-line">
                      <th scope="row">{description}</th>
                      <td>{money(computeLineAmount(item))}</td>
                      <td data-testid="credit-line-left">
                        {t('creditNote.quantityLeftValue', {
                          quantity: quantityText(leftQuantity),
                        })}
                      </td>
                      <td>
                        <input
                          className="app-field__input credit-dialog__quantity"
                          inputMode="decimal"
                          aria-label={t('creditNote.quantityOf', { description })}
                          placeholder="0"
                          data-testid="credit-line-quantity"
                          value={quantities[index] ?? ''}
                          onChange={(event) => {
                            const next = [...quantities];
                            next[index] = event.target.value;
                            setQuantities(next);
                          }}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <div className="app-field">
            <label className="app-field__label" htmlFor={`${id}-amount`}>
              {t('creditNote.amount')}
            </label>
            <input
              id={`${id}-amount`}
              className="app-field__input credit-dialog__amount"
              inputMode="decimal"
              data-testid="credit-amount"
              aria-describedby={`${id}-amount-hint`}
              aria-invalid={error !== null}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <span id={`${id}-amount-hint`} className="credit-dialog__hint">
              {t('creditNote.amountHint')}
            </span>
          </div>
        )}
        <p className="credit-dialog__total" aria-live="polite" data-testid="credit-total">
          {preview.ok
            ? t('creditNote.willCredit', { amount: money(preview.creditNote.total ?? 0) })
            : null}
        </p>
        {error === null ? null : (
          <p className="app-field__error" role="alert" data-testid="credit-error">
            {t(error)}
          </p>
        )}
        <div className="app-dialog__actions">
          <button type="button" className="app-button app-button--secondary" onClick={onClose}>
            {t('creditNote.cancel')}
          </button>
          <button type="submit" className="app-button" data-testid="credit-submit">
            {t('creditNote.make')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
