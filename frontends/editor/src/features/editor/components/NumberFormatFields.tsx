import { useId, type ReactNode } from 'react';
import {
  PADDING_OPTIONS,
  PREFIX_MAX_LENGTH,
  SEPARATOR_OPTIONS,
  normalisePrefix,
  validateInvoiceNumberFormat,
  type InvoiceNumberFormat,
  type InvoiceNumberPadding,
  type InvoiceNumberSeparator,
} from '@app/contracts/invoice';
import { useEditorTranslation } from '../../invoices/hooks';
import './invoice-header.css';

/**
 * The fields of a number series' format (prefix, year, separator, padding) and the next number
 * it gives: the invoices' series and the credit notes' (issue 31) are edited alike.
 */
export function NumberFormatFields({
  format,
  onChange,
  example,
  title,
  testId,
  children,
}: {
  format: InvoiceNumberFormat;
  onChange: (format: InvoiceNumberFormat) => void;
  example: string;
  title: string;
  testId: string;
  /** More fields of the series (the credit notes' start number). */
  children?: ReactNode;
}) {
  const { t } = useEditorTranslation();
  const id = useId();
  const change = (patch: Partial<InvoiceNumberFormat>) => onChange({ ...format, ...patch });
  const errors = validateInvoiceNumberFormat(format);
  return (
    <fieldset className="number-format" data-testid={testId}>
      <legend>{title}</legend>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-prefix`}>
          {t('numberFormat.prefix')}
        </label>
        <input
          id={`${id}-prefix`}
          className="app-field__input"
          data-testid={`${testId}-prefix`}
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
      {children}
      <p className="number-format__example" aria-live="polite">
        {t('numberFormat.example')}: <strong data-testid={`${testId}-example`}>{example}</strong>
      </p>
      {errors.map((error) => (
        <p key={error} className="app-field__error" role="alert">
          {t(error)}
        </p>
      ))}
    </fieldset>
  );
}
