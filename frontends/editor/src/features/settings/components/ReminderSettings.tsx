import { useId, useState } from 'react';
import { REMINDER_DAYS_ERROR, validateReminderDays } from '@app/contracts/settings';
import { useAppDispatch } from '../../../store';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { settingsActions } from '../settingsSlice';
import './reminder-settings.css';

/**
 * Payment reminders (issue 15): the server e-mails one reminder `daysAfterDue` days after an
 * unpaid invoice's due date unless switched off. Only signed-in users see it: reminders go out
 * from the cloud. A days value is kept only once it is valid; until then the field says why.
 */
export function ReminderSettings() {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const { reminders } = useSettings();
  // Text the user typed that is not a valid number of days yet; otherwise the stored value shows.
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const daysText = invalidText ?? String(reminders.daysAfterDue);
  const error = invalidText === null ? null : validateReminderDays(invalidText);

  return (
    <fieldset className="settings-menu__group" data-testid="settings-reminders">
      <legend className="app-field__label">{t('settings.reminders.title')}</legend>
      <div className="app-field app-field--inline">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          data-testid="settings-reminders-enabled"
          checked={reminders.enabled}
          onChange={(event) =>
            dispatch(
              settingsActions.settingsChanged({
                reminders: { ...reminders, enabled: event.target.checked },
              }),
            )
          }
        />
        <label htmlFor={`${id}-enabled`}>{t('settings.reminders.enabled')}</label>
      </div>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-days`}>
          {t('settings.reminders.days')}
        </label>
        <input
          id={`${id}-days`}
          className="app-field__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          data-testid="settings-reminders-days"
          disabled={!reminders.enabled}
          value={daysText}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-days-error`}
          onChange={(event) => {
            const text = event.target.value;
            const valid = validateReminderDays(text) === null;
            setInvalidText(valid ? null : text);
            if (valid) {
              dispatch(
                settingsActions.settingsChanged({
                  reminders: { ...reminders, daysAfterDue: Number(text) },
                }),
              );
            }
          }}
        />
        {error === null ? null : (
          <span id={`${id}-days-error`} className="app-field__error" role="alert">
            {t(REMINDER_DAYS_ERROR)}
          </span>
        )}
      </div>
    </fieldset>
  );
}
