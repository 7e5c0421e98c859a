import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { formatDisplayDate, storedDateOf } from '@app/contracts/invoice';
import { accessTokenOf, newAccount, signIn } from '../support/accounts.js';
import { onlyEmailSent } from '../support/outbox.js';
import { useBrowser } from '../support/browser.js';
import { cloudSynced, openEditor, save, text, writeExampleInvoice } from '../support/editor.js';

type StoredInvoice = {
  id: string;
  invoiceNumber: string;
  date: string;
  generatedFromScheduleId?: string;
};

/** yyyy-MM-dd of the given day of the month after today's (Amsterdam) month. */
function nextMonthDay(day: number): string {
  const [year, month] = storedDateOf(new Date()).split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const displayed = (date: string) => {
  const formatted = formatDisplayDate(date, 'en');
  if (!formatted.ok) throw new Error(`Not a date: ${date}`);
  return formatted.text;
};

/** The test-only control of the server's clock (TEST_CONTROLS, see docs/scheduled-work.md). */
async function serverClock(context: BrowserContext, page: Page, date: string | null) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(context, page)}` };
  const response =
    date === null
      ? await page.request.delete('/api/testing/clock', { headers })
      : await page.request.post('/api/testing/clock', { headers, data: { date } });
  expect(response.status()).toBe(200);
}

async function storedInvoices(context: BrowserContext, page: Page): Promise<StoredInvoice[]> {
  const response = await page.request.get('/api/invoices?limit=100', {
    headers: { Authorization: `Bearer ${await accessTokenOf(context, page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { invoices: StoredInvoice[] }).invoices;
}

describe('recurring invoices', () => {
  const session = useBrowser();

  it('sets a monthly schedule on a new invoice, shows it planned, and makes the invoice when its day comes', async () => {
    const { context, page } = session;
    await openEditor(page);
    await signIn(page, newAccount('schedules'));
    await cloudSynced(page);
    await writeExampleInvoice(page, 'Monthly Retainer B.V.');

    // On the concept: the schedule is kept with it until the save reaches the server.
    const start = nextMonthDay(1);
    const firstDate = nextMonthDay(15);
    await page.getByTestId('action-schedule').click();
    const modal = page.getByTestId('schedule-modal');
    await modal.waitFor();
    await page.getByTestId('schedule-type').selectOption('monthly');
    await page.getByTestId('schedule-day').fill('15');
    await page.getByTestId('schedule-start').fill(start);
    // An end before the start: the field goes red, says why, and save is disabled.
    await page.getByTestId('schedule-end').fill(storedDateOf(new Date()));
    await expect(page.getByTestId('schedule-end').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await expect(text(page, 'schedule-end-error')).resolves.toBe(
      'End date must be on or after the start date',
    );
    await expect(page.getByTestId('schedule-save').isDisabled()).resolves.toBe(true);
    await page.getByTestId('schedule-end-clear').click();
    await page.getByTestId('schedule-end-error').waitFor({ state: 'detached' });
    await expect(page.getByTestId('schedule-save').isEnabled()).resolves.toBe(true);
    await page.getByTestId('schedule-save').click();
    await modal.waitFor({ state: 'detached' });

    const number = await save(page);
    await cloudSynced(page);

    // The planned view: the card shows the next invoice date and offers 'edit schedule'.
    await page.getByTestId('period-planned').click();
    const planned = page
      .getByTestId('invoice-card')
      .filter({ hasText: number })
      .filter({ hasText: `Next invoice date: ${displayed(firstDate)}` });
    await planned.waitFor();
    await expect(planned.getByTestId('card-delete').count()).resolves.toBe(0);
    await planned.getByTestId('card-edit-schedule').click();
    await page.getByTestId('schedule-save').waitFor();
    await expect(page.getByTestId('schedule-day').inputValue()).resolves.toBe('15');
    await expect(page.getByTestId('schedule-start').inputValue()).resolves.toBe(start);
    await page.getByTestId('schedule-cancel').click();
    await modal.waitFor({ state: 'detached' });

    // The server's day becomes the first invoice date: the generator makes the invoice.
    try {
      await serverClock(context, page, firstDate);
      const generated = (await storedInvoices(context, page)).find(
        (invoice) => invoice.generatedFromScheduleId !== undefined,
      );
      expect(generated).toMatchObject({ date: firstDate });
      expect(generated!.invoiceNumber).not.toBe(number);
      // It went to the template's customer by itself.
      const email = await onlyEmailSent(context, page, generated!.id);
      expect(email.recipient_email).toBe('billing@acme.example');

      // Next month's invoices come from the cloud: the generated one is there.
      await page.getByTestId('period-next').click();
      await page
        .getByTestId('invoice-card')
        .filter({ hasText: generated!.invoiceNumber })
        .filter({ hasText: 'Monthly Retainer B.V.' })
        .filter({ hasText: displayed(firstDate) })
        .waitFor();
    } finally {
      await serverClock(context, page, null);
    }
  });
});
