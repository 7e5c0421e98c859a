import { useId, useState } from 'react';
import { nextInvoiceNumber } from '@app/contracts/invoice';
import { MAX_INVOICE_COUNTER } from '@app/contracts/settings';
import { Modal } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { today as todayDate } from '../../invoices/today';
import { settingsActions } from '../../settings/settingsSlice';
import { NumberFormatFields } from '../../editor/components/NumberFormatFields';

const startNumberOf = (text: string): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_INVOICE_COUNTER ? value : null;
};

/**
 * The credit notes' number series (issue 31), beside the invoices' in the settings: its format
 * and its start number. Numbers already given keep counting: a lower start never repeats one.
 */
export function CreditNoteSeriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const id = useId();
  const [start, setStart] = useState(String(settings.creditNoteStartNumber));
  const startError = startNumberOf(start) === null;
  const { invoiceNumber: example } = nextInvoiceNumber({
    format: settings.creditNoteNumberFormat,
    latestInvoiceNumber: settings.latestCreditNoteNumber,
    invoiceStartNumber: settings.creditNoteStartNumber,
    invoiceDate: todayDate(),
  });
  return (
    <Modal open onClose={onClose} title={t('creditNote.seriesTitle')} testId="credit-series-dialog">
      <NumberFormatFields
        format={settings.creditNoteNumberFormat}
        onChange={(next) => dispatch(settingsActions.creditNoteNumberFormatChanged(next))}
        example={example}
        title={t('creditNote.seriesFormat')}
        testId="credit-number-format"
      >
        <div className="app-field">
          <label className="app-field__label" htmlFor={`${id}-start`}>
            {t('creditNote.startNumber')}
          </label>
          <input
            id={`${id}-start`}
            className="app-field__input"
            inputMode="numeric"
            data-testid="credit-number-format-start"
            aria-invalid={startError}
            aria-describedby={startError ? `${id}-start-error` : undefined}
            value={start}
            onChange={(event) => {
              setStart(event.target.value);
              const value = startNumberOf(event.target.value);
              if (value !== null) dispatch(settingsActions.creditNoteStartNumberChanged(value));
            }}
          />
          {startError ? (
            <span id={`${id}-start-error`} className="app-field__error" role="alert">
              {t('creditNote.startNumberInvalid')}
            </span>
          ) : null}
        </div>
      </NumberFormatFields>
      <div className="app-dialog__actions">
        <button
          type="button"
          className="app-button"
          onClick={onClose}
          data-testid="credit-series-done"
        >
          {t('creditNote.done')}
        </button>
      </div>
    </Modal>
  );
}
