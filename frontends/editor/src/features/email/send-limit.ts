import { isRecord } from '@app/contracts/common';

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
 * When sending is possible again, on a 24-hour clock in the interface language: the time alone
 * when that is today, else with the date (a daily limit can last into tomorrow).
 */
export function retryTime(retryAt: string, language: string, now = new Date()): string {
  const at = new Date(retryAt);
  const locale = language === 'nl' ? 'nl-NL' : 'en-GB';
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { day: 'numeric', month: 'long' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
