import type { Language } from './types.js';

/** 0 = Sunday, 1 = Monday, as JavaScript's Date#getDay and most calendar widgets count. */
export type WeekStart = 0 | 1;

/** Dutch calendars start on Monday (ISO 8601), English (US) ones on Sunday. */
export const weekStartsOn = (locale: Language): WeekStart => (locale === 'nl' ? 1 : 0);

/** Weekday numbers (0 = Sunday) in the order a calendar header shows them. */
export const weekdayOrder = (locale: Language): number[] =>
  Array.from({ length: 7 }, (_, index) => (index + weekStartsOn(locale)) % 7);

export type RangeSelection = { start: string | null; end: string | null };

/**
 * One click in the custom-range calendar. The first click picks the start, the second the end;
 * a click when both are set starts a new range. A second click before the start swaps the two,
 * so two clicks always give a range whatever order they come in and the end is never before
 * the start. Dates are stored dates (yyyy-MM-dd), which compare as text.
 */
export const pickRangeDate = (selection: RangeSelection, clicked: string): RangeSelection => {
  if (selection.start === null || selection.end !== null) {
    return { start: clicked, end: null };
  }
  return clicked < selection.start
    ? { start: clicked, end: selection.start }
    : { start: selection.start, end: clicked };
};

/** The apply button is usable once both ends are picked. */
export const isRangeComplete = (
  selection: RangeSelection,
): selection is { start: string; end: string } =>
  selection.start !== null && selection.end !== null;
