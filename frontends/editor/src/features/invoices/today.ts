import { useEffect, useState } from 'react';
import { nextDayStart, storedDateOf } from '@app/contracts/invoice';

/**
 * Today in Europe/Amsterdam, as stored dates are. The one place the editor reads the clock for a
 * date; the rules in contracts take it as a parameter.
 */
export const today = (): string => storedDateOf(new Date());

/** Milliseconds until the next day starts in Amsterdam (at least one, so a timer always waits). */
const untilTomorrow = (): number => {
  const now = Date.now();
  return Math.max(1, nextDayStart(now) - now);
};

/**
 * `today` for a component that shows something it decides by the date (an invoice turning
 * overdue at its due-date crossing, issue 29): it renders again when the day changes, also on a
 * page left open overnight.
 */
export function useToday(): string {
  const [day, setDay] = useState(today);
  useEffect(() => {
    const timer = setTimeout(() => setDay(today()), untilTomorrow());
    return () => clearTimeout(timer);
  }, [day]);
  return day;
}
