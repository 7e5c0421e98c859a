import { useId, useState } from 'react';
import {
  PAYMENT_TERM_OPTIONS,
  cleanPaymentDaysInput,
  isPastDate,
  isValidStoredDate,
  paymentDaysToTerms,
  paymentTermLabel,
  type Invoice,
} from '@app/contracts/invoice';
import { Icon } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { today } from '../../invoices/today';
import { EditableSection } from './EditableSection';
import './dates-section.css';

function useTermText(): (terms: string) => string {
  const { t } = useEditorTranslation();
  return (terms) => {
    const label = paymentTermLabel(terms);
    if ('text' in label) return label.text;
    return 'values' in label ? t(label.key, label.values) : t(label.key);
  };
}

/** Invoice date, payment terms and the due date computed from them (spec §2, §4 "Due date"). */
export function DatesSection({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const { date } = useFormatters();
  const termText = useTermText();
  const id = useId();
  const isOption = (PAYMENT_TERM_OPTIONS as readonly string[]).includes(invoice.paymentTerms);
  const [customDays, setCustomDays] = useState(() =>
    isOption ? '' : cleanPaymentDaysInput(invoice.paymentTerms),
  );
  const past = isPastDate(invoice.date, today());

  const warning = past ? (
    <p className="dates__warning" role="status" data-testid="past-date-warning">
      <Icon name="warning" />
      {t('dates.pastWarning')}
    </p>
  ) : null;

  return (
    <section className="dates" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="app-visually-hidden">
        {t('dates.title')}
      </h2>
      <EditableSection
        section="paymentTerms"
        label={t('dates.title')}
        readOnly={readOnly}
        popover
        summary={
          <span className="dates__summary">
            <span>
              {t('dates.date')}: <span data-testid="invoice-date">{date(invoice.date)}</span>
            </span>
            <span>
              {t('dates.terms')}:{' '}
              <span data-testid="payment-terms">{termText(invoice.paymentTerms)}</span>
            </span>
            <span>
              {t('dates.dueDate')}: <span data-testid="due-date">{date(invoice.dueDate)}</span>
            </span>
          </span>
        }
      >
        <div className="app-field">
          <label className="app-field__label" htmlFor={`${id}-date`}>
            {t('dates.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="app-field__input"
            data-testid="date-input"
            value={invoice.date}
            onChange={(event) => {
              if (isValidStoredDate(event.target.value)) {
                dispatch(editorActions.dateChanged(event.target.value));
              }
            }}
          />
        </div>
        <fieldset className="dates__terms">
          <legend className="app-field__label">{t('dates.terms')}</legend>
          {PAYMENT_TERM_OPTIONS.map((option) => (
            <label key={option} className="dates__option">
              <input
                type="radio"
                name={`${id}-terms`}
                checked={invoice.paymentTerms === option}
                onChange={() => {
                  setCustomDays('');
                  dispatch(editorActions.termsChanged(option));
                }}
              />
              {termText(option)}
            </label>
          ))}
          <div className="app-field">
            <label className="app-field__label" htmlFor={`${id}-days`}>
              {t('dates.customDays')}
            </label>
            <input
              id={`${id}-days`}
              className="app-field__input"
              inputMode="numeric"
              data-testid="custom-days"
              value={customDays}
              onChange={(event) => {
                const cleaned = cleanPaymentDaysInput(event.target.value);
                setCustomDays(cleaned);
                if (cleaned !== '')
                  dispatch(editorActions.termsChanged(paymentDaysToTerms(cleaned)));
              }}
            />
          </div>
        </fieldset>
        <p>
          {t('dates.dueDate')}: {date(invoice.dueDate)}
        </p>
      </EditableSection>
      {warning}
    </section>
  );
}
