import { DateTime, IANAZone } from 'luxon';
import { DEFAULT_TIME_ZONE } from './dates.js';
import type { Language } from './types.js';

/** Shown when a time cannot be read. */
export const MISSING_TIMESTAMP = '-';

/**
 * How a moment is shown (docs/domain-rules.md, "Times on screen"): the display date of spec §9 and the clock of the
 * interface language, 24-hour in Dutch, 12-hour in English.
 */
export const INSTANT_FORMATS: Record<Language, { dateTime: string; time: string }> = {
  nl: { dateTime: 'dd-MM-yyyy HH:mm', time: 'HH:mm' },
  en: { dateTime: 'MM/dd/yyyy h:mm a', time: 'h:mm a' },
};

/** 'dateTime' for a moment that may lie on any day, 'time' for one known to be today. */
export type InstantStyle = keyof (typeof INSTANT_FORMATS)[Language];

export type InstantDisplay = {
  locale: Language;
  /** The user's zone (`userTimeZone`): every time on a screen is shown in it. */
  zone: string;
  style?: InstantStyle;
};

const systemTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The zone a user's times are shown in: the one their settings name (none do yet), else the
 * one their device runs in, so a time reads like the clock beside it; the product's zone when
 * neither is a zone this runtime knows.
 */
export const userTimeZone = (preferred?: string | null): string =>
  [preferred, systemTimeZone()].find(
    (zone): zone is string => typeof zone === 'string' && IANAZone.isValidZone(zone),
  ) ?? DEFAULT_TIME_ZONE;

/**
 * Whether a time in `zone` needs its zone's name: when that zone's clock differs from
 * Amsterdam's at that moment. Invoice dates, due dates and the server's "today" are Amsterdam
 * days, so a time that is not on that clock could be read as if it were (Brussels, Paris and
 * Berlin keep the same clock and need no name).
 */
export const zoneNamedAt = (millis: number, zone: string): boolean =>
  DateTime.fromMillis(millis, { zone }).offset !==
  DateTime.fromMillis(millis, { zone: DEFAULT_TIME_ZONE }).offset;

const millisOf = (instant: Date | number | string): number | null => {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return Number.isFinite(instant) ? instant : null;
  const parsed = DateTime.fromISO(instant.trim(), { zone: 'utc' });
  return parsed.isValid ? parsed.toMillis() : null;
};

/**
 * The one formatter of moments (an ISO instant, epoch milliseconds or a Date) for every screen:
 * in the user's zone, in the interface language, with the zone's short name ('UTC', 'GMT-5')
 * where `zoneNamedAt` says it could mislead. '-' when the moment cannot be read.
 */
export const formatInstant = (
  instant: Date | number | string,
  { locale, zone, style = 'dateTime' }: InstantDisplay,
): string => {
  const millis = millisOf(instant);
  const shown = millis === null ? null : DateTime.fromMillis(millis, { zone }).setLocale(locale);
  if (millis === null || shown === null || !shown.isValid) return MISSING_TIMESTAMP;
  const text = shown.toFormat(INSTANT_FORMATS[locale][style]);
  return zoneNamedAt(millis, zone) ? `${text} ${shown.toFormat('ZZZZ')}` : text;
};

/** Whether two moments fall on the same calendar day in `zone`. */
export const sameDayIn = (a: number, b: number, zone: string): boolean =>
  DateTime.fromMillis(a, { zone }).hasSame(DateTime.fromMillis(b, { zone }), 'day');
