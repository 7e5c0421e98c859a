import { useEffect, useRef, useState } from 'react';
import {
  PERIOD_PRESETS,
  calendarMonthTitle,
  calendarWeeks,
  dayOfMonth,
  formatPickerDate,
  isDateInRange,
  isRangeComplete,
  pickRangeDate,
  presetLabelKey,
  presetRange,
  shiftMonth,
  weekdayNames,
  type DateRange,
  type Language,
  type RangeSelection,
} from '@app/contracts/invoice';
import { useEditorTranslation } from '../invoices/hooks';
import { useKeepInViewport } from './useKeepInViewport';
import './range-popover.css';

function MonthCalendar({
  month,
  language,
  selection,
  onPick,
}: {
  /** The month's first day. */
  month: string;
  language: Language;
  selection: RangeSelection;
  onPick: (date: string) => void;
}) {
  const title = calendarMonthTitle(month, language);
  const dayNames = weekdayNames(language);
  const range: DateRange | null =
    selection.start === null
      ? null
      : { start: selection.start, end: selection.end ?? selection.start };
  return (
    <table className="range-calendar">
      <caption>{title}</caption>
      <thead>
        <tr>
          {dayNames.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(month, language).map((week, index) => (
          <tr key={index}>
            {week.map((date, cell) => (
              <td key={date ?? `blank-${cell}`}>
                {date === null ? null : (
                  <button
                    type="button"
                    className={`range-calendar__day ${range !== null && isDateInRange(date, range) ? 'is-selected' : ''}`}
                    aria-pressed={range !== null && isDateInRange(date, range)}
                    aria-label={
                      formatPickerDate(date, language).ok
                        ? (formatPickerDate(date, language) as { text: string }).text
                        : date
                    }
                    onClick={() => onPick(date)}
                  >
                    {dayOfMonth(date)}
                  </button>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type RangePopoverProps = {
  readonly today: string;
  readonly language: Language;
  readonly initial: DateRange | null;
  readonly onApply: (range: DateRange) => void;
  readonly onClose: () => void;
};

/**
 * Presets, two months side by side, previous/next and apply (spec §2 "Period picker"). On a phone
 * (range-popover.css) the presets wrap above one month at a time, which the arrows page through:
 * two months side by side do not fit 390 px, and stacked they would not fit the screen's height.
 */
export function RangePopover({ today, language, initial, onApply, onClose }: RangePopoverProps) {
  const { t } = useEditorTranslation();
  const [selection, setSelection] = useState<RangeSelection>(
    initial === null ? { start: null, end: null } : initial,
  );
  const [left, setLeft] = useState<string>(() => shiftMonth(initial?.start ?? today, 0));
  const right = shiftMonth(left, 1);
  const rootRef = useRef<HTMLDivElement>(null);
  useKeepInViewport(rootRef);
  useEffect(() => {
    // useKeepInViewport has scrolled the whole popover into view; focus must not undo that.
    rootRef.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, []);
  const text = (date: string | null) => {
    if (date === null) return '…';
    const result = formatPickerDate(date, language);
    return result.ok ? result.text : t(result.errorKey);
  };
  return (
    <div
      ref={rootRef}
      className="range-popover"
      role="dialog"
      aria-label={t('period.customTitle')}
      data-testid="range-popover"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <ul className="range-popover__presets">
        {PERIOD_PRESETS.map((preset) => (
          <li key={preset}>
            <button
              type="button"
              className="editor-link-button"
              onClick={() => {
                const range = presetRange(preset, today);
                setSelection(range);
                setLeft(shiftMonth(range.start, 0));
              }}
            >
              {t(presetLabelKey(preset))}
            </button>
          </li>
        ))}
      </ul>
      <div className="range-popover__calendars">
        <div className="range-popover__nav">
          <button
            type="button"
            className="editor-icon-button"
            aria-label={t('period.showPrevious')}
            onClick={() => setLeft(shiftMonth(left, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-live="polite" data-testid="range-selection">
            {text(selection.start)} – {text(selection.end)}
          </span>
          <button
            type="button"
            className="editor-icon-button"
            aria-label={t('period.showNext')}
            onClick={() => setLeft(shiftMonth(left, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="range-popover__months">
          {[left, right].map((month) => (
            <MonthCalendar
              key={month}
              month={month}
              language={language}
              selection={selection}
              onPick={(date) => setSelection(pickRangeDate(selection, date))}
            />
          ))}
        </div>
        <div className="app-dialog__actions">
          <button type="button" className="app-button app-button--secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className="app-button"
            data-testid="range-apply"
            disabled={!isRangeComplete(selection)}
            onClick={() => {
              if (isRangeComplete(selection))
                onApply({ start: selection.start, end: selection.end });
            }}
          >
            {t('period.apply')}
          </button>
        </div>
      </div>
    </div>
  );
}
