import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { SCHEDULE_TYPES } from '@app/contracts/invoice';
import { useEditorTranslation } from '../../invoices/hooks';
import { isScheduleFormValid, scheduleFormErrors, type ScheduleFormValues } from '../schedule-form';
import { SchedulePreview } from './SchedulePreview';

export type ScheduleFormProps = {
  readonly initial: ScheduleFormValues;
  /** The stored schedule's last invoice date, for the preview of the next ones. */
  readonly lastGeneratedDate?: string;
  /** The invoice has a schedule (stored or kept locally) that delete removes. */
  readonly canDelete: boolean;
  readonly busy: 'saving' | 'deleting' | null;
  /** A short line above the buttons, e.g. the save or delete failure. */
  readonly message: ReactNode;
  readonly onSave: (values: ScheduleFormValues) => void;
  readonly onDelete: () => void;
  readonly onCancel: () => void;
  /** The first field, which gets focus when the form appears (also after loading). */
  readonly firstFieldRef: RefObject<HTMLSelectElement | null>;
};

/** Ids that name the field's hint and error for `aria-describedby`, only when they show. */
const describedBy = (...ids: Array<string | null>): string | undefined =>
  ids.filter((id): id is string => id !== null).join(' ') || undefined;

/**
 * The schedule modal's fields (spec §3 Schedule, §5): type, day of the month, start date, an
 * optional end date on or after the start, active. An invalid field is red with its message and
 * save is disabled; Enter in a field saves.
 */
/** A field's message, linked to it by id (aria-describedby) and announced when it appears. */
function FieldError({
  id,
  testId,
  message,
}: {
  id: string;
  testId: string;
  message: string | null;
}) {
  return message === null ? null : (
    <p id={id} className="app-field__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}

export function ScheduleForm({
  initial,
  lastGeneratedDate,
  canDelete,
  busy,
  message,
  onSave,
  onDelete,
  onCancel,
  firstFieldRef,
}: ScheduleFormProps) {
  const { t } = useEditorTranslation();
  const id = useId();
  const endRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(initial);
  useEffect(() => firstFieldRef.current?.focus(), [firstFieldRef]);
  const errors = scheduleFormErrors(values);
  const valid = isScheduleFormValid(values);
  const set = <K extends keyof ScheduleFormValues>(key: K, value: ScheduleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const ids = {
    type: `${id}-type`,
    day: `${id}-day`,
    dayHint: `${id}-day-hint`,
    dayError: `${id}-day-error`,
    start: `${id}-start`,
    startError: `${id}-start-error`,
    end: `${id}-end`,
    endError: `${id}-end-error`,
    active: `${id}-active`,
    activeHint: `${id}-active-hint`,
  };

  return (
    <form
      className="schedule-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && busy === null) onSave(values);
      }}
    >
      <div className="schedule-form__grid">
        <div className="app-field">
          <label htmlFor={ids.type} className="app-field__label">
            {t('schedule.type')}
          </label>
          <select
            ref={firstFieldRef}
            id={ids.type}
            className="app-field__input"
            value={values.type}
            data-testid="schedule-type"
            onChange={(event) => set('type', event.target.value as ScheduleFormValues['type'])}
          >
            {SCHEDULE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`schedule.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="app-field">
          <label htmlFor={ids.day} className="app-field__label">
            {t('schedule.dayOfMonth')}
          </label>
          <input
            id={ids.day}
            className="app-field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            step={1}
            value={values.day}
            aria-invalid={errors.day === null ? undefined : true}
            aria-describedby={describedBy(ids.dayHint, errors.day === null ? null : ids.dayError)}
            data-testid="schedule-day"
            onChange={(event) => set('day', event.target.value)}
          />
          <p id={ids.dayHint} className="schedule-form__hint">
            {t('schedule.dayHint')}
          </p>
          <FieldError
            id={ids.dayError}
            testId="schedule-day-error"
            message={errors.day === null ? null : t(errors.day)}
          />
        </div>
        <div className="app-field">
          <label htmlFor={ids.start} className="app-field__label">
            {t('schedule.startDate')}
          </label>
          <input
            id={ids.start}
            className="app-field__input"
            type="date"
            required
            value={values.startDate}
            aria-invalid={errors.startDate === null ? undefined : true}
            aria-describedby={describedBy(errors.startDate === null ? null : ids.startError)}
            data-testid="schedule-start"
            onChange={(event) => set('startDate', event.target.value)}
          />
          <FieldError
            id={ids.startError}
            testId="schedule-start-error"
            message={errors.startDate === null ? null : t(errors.startDate)}
          />
        </div>
        <div className="app-field">
          <label htmlFor={ids.end} className="app-field__label">
            {t('schedule.endDate')}
          </label>
          <div className="schedule-form__end">
            <input
              ref={endRef}
              id={ids.end}
              className="app-field__input"
              type="date"
              min={values.startDate || undefined}
              value={values.endDate}
              aria-invalid={errors.endDate === null ? undefined : true}
              aria-describedby={describedBy(errors.endDate === null ? null : ids.endError)}
              data-testid="schedule-end"
              onChange={(event) => set('endDate', event.target.value)}
            />
            {values.endDate === '' ? null : (
              <button
                type="button"
                className="app-button app-button--secondary schedule-form__clear"
                data-testid="schedule-end-clear"
                onClick={() => {
                  set('endDate', '');
                  // The button goes with the date: focus stays on the field it cleared.
                  endRef.current?.focus();
                }}
              >
                {t('schedule.clearEndDate')}
              </button>
            )}
          </div>
          <FieldError
            id={ids.endError}
            testId="schedule-end-error"
            message={errors.endDate === null ? null : t(errors.endDate)}
          />
        </div>
      </div>
      <div className="schedule-form__active">
        <input
          id={ids.active}
          type="checkbox"
          checked={values.active}
          aria-describedby={ids.activeHint}
          data-testid="schedule-active"
          onChange={(event) => set('active', event.target.checked)}
        />
        <label htmlFor={ids.active}>{t('schedule.active')}</label>
        <p id={ids.activeHint} className="schedule-form__hint">
          {t('schedule.activeHint')}
        </p>
      </div>
      <SchedulePreview values={values} lastGeneratedDate={lastGeneratedDate} />
      {message}
      <div className="app-dialog__actions schedule-form__actions">
        {canDelete ? (
          <button
            type="button"
            className="app-button app-button--secondary app-button--danger-text schedule-form__delete"
            data-testid="schedule-delete"
            disabled={busy !== null}
            onClick={onDelete}
          >
            {busy === 'deleting' ? t('schedule.deleting') : t('schedule.delete')}
          </button>
        ) : null}
        <button
          type="button"
          className="app-button app-button--secondary"
          data-testid="schedule-cancel"
          onClick={onCancel}
        >
          {t('schedule.cancel')}
        </button>
        <button
          type="submit"
          className="app-button"
          data-testid="schedule-save"
          disabled={!valid || busy !== null}
        >
          {busy === 'saving' ? t('schedule.saving') : t('schedule.save')}
        </button>
      </div>
    </form>
  );
}
