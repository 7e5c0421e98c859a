import { useEffect, useRef, useState } from 'react';
import {
  PERIOD_PRESETS,
  addDays,
  formatPickerDate,
  isDateInRange,
  isRangeComplete,
  pickRangeDate,
  presetLabelKey,
  presetRange,
  weekdayOrder,
  type DateRange,
  type Language,
  type RangeSelection,
} from '@app/contracts/invoice';
import { intlLocales } from '@app/contracts/routing';
import { useEditorTranslation } from '../invoices/hooks';

type Month = { year: number; month: number };

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = ({ year, month }: Month) => `${year}-${pad(month)}-01`;
const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const monthOf = (date: string): Month => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/** The days of a month in weeks, null for the blanks before the first day. */
function monthGrid(month: Month, language: Language): Array<Array<string | null>> {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const length = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const order = weekdayOrder(language);
  const blanks = order.indexOf(first.getUTCDay());
  const cells: Array<string | null> = Array.from({ length: blanks }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(monthStart(month), day));
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

function MonthCalendar({
  month,
  language,
  selection,
  onPick,
}: {
  month: Month;
  language: Language;
  selection: RangeSelection;
  onPick: (date: string) => void;
}) {
  const locale = intlLocales[language];
  const title = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day n of that week has getUTCDay() === n.
  const dayNames = weekdayOrder(language).map((day) =>
    weekday.format(new Date(Date.UTC(2023, 0, 1 + day))),
  );
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
        {monthGrid(month, language).map((week, index) => (
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
                    {Number(date.slice(8, 10))}
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

/** Presets, two months side by side, previous/next and apply (spec §2 "Period picker"). */
export function RangePopover({ today, language, initial, onApply, onClose }: RangePopoverProps) {
  const { t } = useEditorTranslation();
  const [selection, setSelection] = useState<RangeSelection>(
    initial === null ? { start: null, end: null } : initial,
  );
  const [left, setLeft] = useState<Month>(() => shiftMonth(monthOf(initial?.start ?? today), 0));
  const right = shiftMonth(left, 1);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('button')?.focus();
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
                setLeft(monthOf(range.start));
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
              key={monthStart(month)}
              month={month}
              language={language}
              selection={selection}
              onPick={(date) => setSelection(pickRangeDate(selection, date))}
            />
          ))}
        </div>
        <div className="editor-dialog__actions">
          <button
            type="button"
            className="editor-button editor-button--secondary"
            onClick={onClose}
          >
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className="editor-button"
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
