// When the editor reminds a signed-out user to keep a copy of their invoices (issue 39).
import type { BackupRecord } from '../invoices/editor-state';

/** The reminder first comes with the 10th saved invoice... */
export const REMINDER_AFTER_INVOICES = 10;
/** ...and again a month (30 days) after it was last dismissed or a backup was downloaded. */
export const REMINDER_INTERVAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Signed in, the invoices are in the cloud: nothing to remind. */
export const reminderDue = ({
  savedInvoices,
  signedIn,
  record,
  now,
}: {
  savedInvoices: number;
  signedIn: boolean;
  record: BackupRecord;
  now: Date;
}): boolean => {
  if (signedIn || savedInvoices < REMINDER_AFTER_INVOICES) return false;
  if (record.lastReminderAt === null) return true;
  const last = Date.parse(record.lastReminderAt);
  return Number.isNaN(last) || now.getTime() - last >= REMINDER_INTERVAL_DAYS * DAY_MS;
};

/** Chromium browsers and Safari's iOS rivals name "Safari" in their user agent too. */
export const isSafari = (userAgent: string): boolean =>
  /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Android|CriOS|FxiOS|EdgiOS/.test(userAgent);

/**
 * Safari clears a site's storage after seven days without a visit unless the site was added to
 * the home screen, where it runs as an app (`display-mode: standalone`).
 */
export const needsHomeScreenHint = (userAgent: string, standalone: boolean): boolean =>
  !standalone && isSafari(userAgent);
