import { describe, expect, it } from '@jest/globals';
import { needsHomeScreenHint, reminderDue } from './backup-reminder';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('the backup reminder', () => {
  it.each([
    { scenario: 'nine saved invoices', savedInvoices: 9, signedIn: false, last: null, due: false },
    {
      scenario: 'the 10th saved invoice',
      savedInvoices: 10,
      signedIn: false,
      last: null,
      due: true,
    },
    { scenario: 'signed in', savedInvoices: 50, signedIn: true, last: null, due: false },
    {
      scenario: 'answered 29 days ago',
      savedInvoices: 50,
      signedIn: false,
      last: daysBefore(29),
      due: false,
    },
    {
      scenario: 'answered 30 days ago',
      savedInvoices: 50,
      signedIn: false,
      last: daysBefore(30),
      due: true,
    },
    {
      scenario: 'an unreadable last answer',
      savedInvoices: 50,
      signedIn: false,
      last: 'soon',
      due: true,
    },
  ])('$scenario: due $due', ({ savedInvoices, signedIn, last, due }) => {
    expect(
      reminderDue({ savedInvoices, signedIn, record: { lastReminderAt: last }, now: NOW }),
    ).toBe(due);
  });

  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const SAFARI_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const CHROME_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';

  it.each([
    { browser: 'Safari on an iPhone', userAgent: SAFARI_IPHONE, standalone: false, hint: true },
    { browser: 'Safari on a Mac', userAgent: SAFARI_MAC, standalone: false, hint: true },
    {
      browser: 'the app on the home screen',
      userAgent: SAFARI_IPHONE,
      standalone: true,
      hint: false,
    },
    { browser: 'Chrome', userAgent: CHROME, standalone: false, hint: false },
    { browser: 'Chrome on an iPhone', userAgent: CHROME_IOS, standalone: false, hint: false },
  ])('hints at the home screen in $browser: $hint', ({ userAgent, standalone, hint }) => {
    expect(needsHomeScreenHint(userAgent, standalone)).toBe(hint);
  });
});
