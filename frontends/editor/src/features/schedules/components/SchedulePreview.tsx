import { useId, useState } from 'react';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { today as todayIn } from '../../invoices/today';
import { PREVIEW_DATES, upcomingDatesOf, type ScheduleFormValues } from '../schedule-form';

export type SchedulePreviewProps = {
  readonly values: ScheduleFormValues;
  /** The stored schedule's last invoice: the next one comes after it, as on the server. */
  readonly lastGeneratedDate?: string;
};

/**
 * The next three invoice dates of the choices made, in the interface language's date format,
 * following every change; read out politely as they change. Nothing while a field is invalid
 * (its own message says why); a line instead when an inactive or ended schedule makes none.
 */
export function SchedulePreview({ values, lastGeneratedDate }: SchedulePreviewProps) {
  const { t } = useEditorTranslation();
  const { date } = useFormatters();
  const labelId = useId();
  // Today as the modal opened: the dates do not move under the user at midnight.
  const [today] = useState(todayIn);
  const dates = upcomingDatesOf(values, today, lastGeneratedDate);
  return (
    <div
      className="schedule-preview"
      aria-live="polite"
      aria-atomic="true"
      data-testid="schedule-preview"
    >
      {dates === null ? null : dates.length === 0 ? (
        <p className="schedule-preview__none" data-testid="schedule-preview-none">
          {t(values.active ? 'schedule.preview.ended' : 'schedule.preview.inactive')}
        </p>
      ) : (
        <>
          <p id={labelId} className="schedule-preview__label">
            {t('schedule.preview.label')}
          </p>
          <ol className="schedule-preview__dates" aria-labelledby={labelId}>
            {dates.map((next) => (
              <li key={next} data-testid="schedule-preview-date" data-date={next}>
                {date(next)}
              </li>
            ))}
          </ol>
          {dates.length < PREVIEW_DATES ? (
            <p className="schedule-preview__none">{t('schedule.preview.thenEnds')}</p>
          ) : null}
        </>
      )}
    </div>
  );
}
