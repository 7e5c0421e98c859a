import { useId } from 'react';
import {
  PADDING_OPTIONS,
  PREFIX_MAX_LENGTH,
  SEPARATOR_OPTIONS,
  nextInvoiceNumber,
  normalisePrefix,
  validateInvoiceNumberFormat,
  type Invoice,
  type InvoiceNumberFormat,
  type InvoiceNumberPadding,
  type InvoiceNumberSeparator,
} from '@app/contracts/invoice';
import { useAppDispatch } from '../../../store';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { settingsActions } from '../../settings/settingsSlice';
import { EditableSection } from './EditableSection';
import './invoice-header.css';

function NumberFormatEditor({ invoiceDate }: { invoiceDate: string }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const settings = useSettings();
  const format = settings.invoiceNumberFormat;
  const change = (patch: Partial<InvoiceNumberFormat>) =>
    dispatch(settingsActions.numberFormatChanged({ ...format, ...patch }));
  const { invoiceNumber: example } = nextInvoiceNumber({
    format,
    latestInvoiceNumber: settings.latestInvoiceNumber,
    invoiceStartNumber: settings.invoiceStartNumber,
    invoiceDate,
  });
  const errors = validateInvoiceNumberFormat(format);
  return (
    <fieldset className="number-format" data-testid="number-format">
      <legend>{t('numberFormat.title')}</legend>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-prefix`}>
          {t('numberFormat.prefix')}
        </label>
        <input
          id={`${id}-prefix`}
          className="app-field__input"
          data-testid="number-format-prefix"
          value={format.prefix}
          maxLength={PREFIX_MAX_LENGTH}
          onChange={(event) => change({ prefix: normalisePrefix(event.target.value) })}
        />
      </div>
      <div className="app-field app-field--inline">
        <input
          id={`${id}-year`}
          type="checkbox"
          checked={format.includeYear}
          onChange={(event) => change({ includeYear: event.target.checked })}
        />
        <label htmlFor={`${id}-year`}>{t('numberFormat.includeYear')}</label>
      </div>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-yearFormat`}>
          {t('numberFormat.yearFormat')}
        </label>
        <select
          id={`${id}-yearFormat`}
          className="app-field__input"
          disabled={!format.includeYear}
          value={format.yearFormat}
          onChange={(event) =>
            change({ yearFormat: event.target.value === 'short' ? 'short' : 'full' })
          }
        >
          <option value="full">{t('numberFormat.yearFull')}</option>
          <option value="short">{t('numberFormat.yearShort')}</option>
        </select>
      </div>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-separator`}>
          {t('numberFormat.separator')}
        </label>
        <select
          id={`${id}-separator`}
          className="app-field__input"
          value={format.separator}
          onChange={(event) => change({ separator: event.target.value as InvoiceNumberSeparator })}
        >
          {SEPARATOR_OPTIONS.map((separator) => (
            <option key={separator} value={separator}>
              {separator === '' ? t('numberFormat.noSeparator') : separator}
            </option>
          ))}
        </select>
      </div>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-padding`}>
          {t('numberFormat.padding')}
        </label>
        <select
          id={`${id}-padding`}
          className="app-field__input"
          value={format.numberPadding}
          onChange={(event) =>
            change({ numberPadding: Number(event.target.value) as InvoiceNumberPadding })
          }
        >
          {PADDING_OPTIONS.map((padding) => (
            <option key={padding} value={padding}>
              {t('numberFormat.digits', { count: padding })}
            </option>
          ))}
        </select>
      </div>
      <p className="number-format__example" aria-live="polite">
        {t('numberFormat.example')}: <strong data-testid="number-format-example">{example}</strong>
      </p>
      {errors.map((error) => (
        <p key={error} className="app-field__error" role="alert">
          {t(error)}
        </p>
      ))}
    </fieldset>
  );
}

/** Title and number; the number's section opens the number-format editor (spec §2). */
export function InvoiceHeader({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const numberShown =
    invoice.invoiceNumber === '' ? t('header.numberOnSave') : invoice.invoiceNumber;
  return (
    <div className="invoice-header">
      <h2 className="invoice-header__title">{t('header.title')}</h2>
      <EditableSection
        section="invoiceNumber"
        label={t('header.number')}
        readOnly={readOnly}
        summary={
          <span
            className={`invoice-header__number ${invoice.invoiceNumber === '' ? 'is-placeholder' : ''}`}
            data-testid="invoice-number"
          >
            {numberShown}
          </span>
        }
      >
        <NumberFormatEditor invoiceDate={invoice.date} />
      </EditableSection>
    </div>
  );
}
