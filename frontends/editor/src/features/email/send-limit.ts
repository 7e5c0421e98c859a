import { isRecord } from '@app/contracts/common';
import { formatInstant, sameDayIn, type Language } from '@app/contracts/invoice';

/** The sending limit a refused send ran into (the error body's `limit`, EMAIL_LIMIT_REACHED). */
export type SendLimit = { max: number; per: 'hour' | 'day'; retryAt: string };

/** The limit a failed send reports, or null when it failed for another reason. */
export function sendLimitOf(error: unknown): SendLimit | null {
  if (!isRecord(error) || !isRecord(error.data)) return null;
  const { code, limit } = error.data;
  if (code !== 'EMAIL_LIMIT_REACHED' || !isRecord(limit)) return null;
  const { max, per, retryAt } = limit;
  if (typeof max !== 'number' || (per !== 'hour' && per !== 'day')) return null;
  if (typeof retryAt !== 'string' || Number.isNaN(Date.parse(retryAt))) return null;
  return { max, per, retryAt };
}

/**
 * When sending is possible again, by the one rule for times (contracts' formatInstant, in the
 * user's zone): the time alone when that is today, else with the date (a daily limit can last
 * into tomorrow).
 */
export function retryTime(
  retryAt: string,
  display: { locale: Language; zone: string },
  now = new Date(),
): string {
  const at = Date.parse(retryAt);
  const style = sameDayIn(at, now.getTime(), display.zone) ? 'time' : 'dateTime';
  return formatInstant(at, { ...display, style });
}
