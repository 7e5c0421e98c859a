import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { adminDailyRange } from '@app/contracts/admin';
import {
  amountsWindow,
  currentMonthPeriod,
  formatAmountMonth,
  formatDisplayDate,
  formatMoney,
  presetRange,
  storedDateOf,
} from '@app/contracts/invoice';
import { accessTokenOf, ADMIN_ACCOUNT, newAccount, signInThenOpen } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { cloudSynced, fillLines, openEditor, save } from '../support/editor.js';

// Issue 29 items 13 and 15: the overview's amounts at a glance with a chart per month, and the
// admin dashboard's sign-ups and invoices per day beside its counters; both charts drawn by the
// remote's own Chartist chunk, named, with their figures in a table.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const today = storedDateOf(new Date());
const lastMonth = presetRange('previousMonth', today).start;
const chartMonths = amountsWindow(currentMonthPeriod(today))?.months ?? [];

/** A saved invoice of one 21 % line as an API client sends it. */
const invoiceBody = (date: string, euros: string, paymentStatus: 'paid' | 'unpaid') => ({
  invoice: {
    date,
    dueDate: date,
    paymentTerms: 'Due on receipt',
    status: 'saved',
    paymentStatus,
    sender: {
      company: 'Vos Design',
      address: 'Keizersgracht 1',
      postalCode: '1015 AA',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
    },
    recipient: {
      company: `Customer ${euros}`,
      address: 'Damrak 2',
      postalCode: '1012 LG',
      city: 'Amsterdam',
      email: 'billing@customer.example',
    },
    items: [{ description: 'Design', quantity: '1', price: euros, vatRate: '21' }],
  },
});

/** Stores invoices for the signed-in user of `page`; resolves to their ids. */
async function storeInvoices(page: Page, bodies: ReturnType<typeof invoiceBody>[]) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page.context(), page)}` };
  const ids: string[] = [];
  for (const body of bodies) {
    const response = await page.request.post('/api/invoices', { headers, data: body });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return { headers, ids };
}

/** The server marks invoices overdue in its sweep; here it is written as the sweep would. */
async function markOverdue(id: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_APP_DATABASE_URL });
  await client.connect();
  await client.query(`UPDATE invoices SET payment_status = 'overdue' WHERE id = $1`, [id]);
  await client.end();
}

/** Waits until the figure shows `text` (a server answer may still be on its way). */
const figure = (page: Page, name: string, text: string) =>
  page.getByTestId(`amount-${name}`).filter({ hasText: text }).waitFor();

/** Opens a chart's table and resolves to its rows' cells, as text. */
async function chartTable(chart: Locator): Promise<string[][]> {
  const details = chart.locator('details');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await chart.locator('table').waitFor();
  return chart
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** Nothing wider than the viewport: no sideways scrolling. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('amounts at a glance', () => {
  const session = useBrowser({ viewport: DESKTOP });

  it("sums a signed-in user's period on the server, charts it per month, in both languages", async () => {
    const { page } = session;
    await signInThenOpen(page, newAccount('amounts'), '/');
    await cloudSynced(page);
    // This month: 121,00 paid, 242,00 unpaid (credited 42,00), 363,00 overdue; last month 60,50 paid.
    const { headers, ids } = await storeInvoices(page, [
      invoiceBody(today, '100,00', 'paid'),
      invoiceBody(today, '200,00', 'unpaid'),
      invoiceBody(today, '300,00', 'unpaid'),
      invoiceBody(lastMonth, '50,00', 'paid'),
    ]);
    const credit = await page.request.post(`/api/invoices/${ids[1]}/credit-notes`, {
      headers: { ...headers, 'Idempotency-Key': `amounts-${ids[1]}` },
      data: { creditNote: { amount: '42.00' } },
    });
    expect(credit.status()).toBe(201);
    await markOverdue(ids[2]!);

    for (const language of ['en', 'nl'] as const) {
      const money = (cents: number) => formatMoney(cents, language);
      const month = (value: string | undefined) => formatAmountMonth(value ?? '', language, 'long');
      await page.goto(language === 'en' ? '/' : '/nl');
      await cloudSynced(page);
      await figure(page, 'invoiced', money(68400));
      await figure(page, 'paid', money(12100));
      await figure(page, 'outstanding', money(56300));
      await figure(page, 'overdue', money(36300));

      const chart = page.getByTestId('amounts-chart');
      const plot = page.getByRole('img', {
        name:
          language === 'en'
            ? `Paid and outstanding per month, ${month(chartMonths[0])} to ${month(chartMonths[5])}`
            : `Betaald en openstaand per maand, ${month(chartMonths[0])} t/m ${month(chartMonths[5])}`,
      });
      await plot.locator('svg').waitFor();
      // Six months, paid on top of outstanding: two bars a month.
      await expect(plot.locator('.ct-bar').count()).resolves.toBe(12);
      const rows = await chartTable(chart);
      expect(rows).toHaveLength(6);
      expect(rows.at(-1)).toEqual([month(chartMonths[5]), money(12100), money(56300)]);
      expect(rows.at(-2)).toEqual([month(chartMonths[4]), money(6050), money(0)]);
      await expect(
        seriousViolations(page, { include: ['[data-testid=overview]'] }),
      ).resolves.toEqual([]);
    }

    // A change saved in the editor reaches the figures: the credited invoice is paid now.
    await page.goto('/');
    await cloudSynced(page);
    await page
      .getByTestId('invoice-card')
      .filter({ hasText: 'Invoice for Customer 200,00' })
      .getByRole('button')
      .first()
      .click();
    await page.getByTestId('invoice-editor').getByTestId('payment-status').selectOption('paid');
    await cloudSynced(page);
    await figure(page, 'paid', formatMoney(12100 + 20000, 'en'));
    await figure(page, 'outstanding', formatMoney(36300, 'en'));

    // On a phone: figures two by two, the chart inside the screen, nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    const box = await page.getByTestId('amounts-chart-plot').boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    const invoiced = await page.getByTestId('amount-invoiced').boundingBox();
    const overdue = await page.getByTestId('amount-overdue').boundingBox();
    expect(overdue!.y).toBeGreaterThan(invoiced!.y);
    await expect(fitsWidth(page)).resolves.toBe(true);
    await expect(seriousViolations(page, { include: ['[data-testid=overview]'] })).resolves.toEqual(
      [],
    );
  });

  it("sums a signed-out user's own invoices with the same rule, in Dutch on a phone", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openEditor(page, '/nl');
    await fillLines(page, [{ quantity: '2', description: 'Werk', price: '100,00', vat: '21' }]);
    // The working draft is no invoice yet.
    await figure(page, 'invoiced', formatMoney(0, 'nl'));
    await expect(page.getByTestId('amounts-chart').count()).resolves.toBe(0);
    await save(page);
    await figure(page, 'invoiced', formatMoney(24200, 'nl'));
    await figure(page, 'outstanding', formatMoney(24200, 'nl'));
    await figure(page, 'paid', formatMoney(0, 'nl'));
    const rows = await chartTable(page.getByTestId('amounts-chart'));
    expect(rows.at(-1)).toEqual([
      formatAmountMonth(chartMonths[5] ?? '', 'nl', 'long'),
      formatMoney(0, 'nl'),
      formatMoney(24200, 'nl'),
    ]);
    await page.getByTestId('amounts-chart-plot').locator('svg').waitFor();
    await expect(fitsWidth(page)).resolves.toBe(true);
    await expect(seriousViolations(page, { include: ['[data-testid=overview]'] })).resolves.toEqual(
      [],
    );
  });

  // The admin area has no Dutch path (spec §2: only /admin), so it is checked in English, wide
  // and on a phone; its Dutch texts are checked by the admin's unit tests.
  it('shows the admin sign-ups and invoices per day beside their counters', async () => {
    const { page } = session;
    const range = adminDailyRange(today, 30);
    const date = (value: string) => {
      const result = formatDisplayDate(value, 'en');
      return result.ok ? result.text : value;
    };
    await signInThenOpen(page, ADMIN_ACCOUNT, '/admin');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const signUps = page.getByRole('img', {
        name: `Sign-ups per day, ${date(range.start)} to ${date(range.end)}`,
      });
      const invoices = page.getByRole('img', {
        name: `Invoices per day, ${date(range.start)} to ${date(range.end)}`,
      });
      // A day without any is a bar of no height: wait for the drawing, then count.
      await signUps.locator('svg').waitFor();
      await invoices.locator('svg').waitFor();
      await expect(signUps.locator('.ct-bar').count()).resolves.toBe(30);
      await expect(invoices.locator('.ct-bar').count()).resolves.toBe(30);

      // Beside its number on a wide screen; inside the screen on a phone.
      const value = (await page.getByTestId('admin-stat-users').boundingBox())!;
      const chart = (await signUps.boundingBox())!;
      if (viewport === DESKTOP) {
        expect(chart.x).toBeGreaterThan(value.x + value.width);
        expect(chart.y).toBeLessThan(value.y + value.height);
      }
      expect(chart.x + chart.width).toBeLessThanOrEqual(viewport.width);
      await expect(fitsWidth(page)).resolves.toBe(true);

      // The table has every day; today's sign-ups count this admin's own account at least.
      const rows = await chartTable(page.getByTestId('admin-chart-signUps'));
      expect(rows).toHaveLength(30);
      expect(rows[0]![0]).toBe(date(range.start));
      expect(rows.at(-1)![0]).toBe(date(range.end));
      expect(Number(rows.at(-1)![1])).toBeGreaterThanOrEqual(1);
      await chartTable(page.getByTestId('admin-chart-invoices'));
      await expect(seriousViolations(page)).resolves.toEqual([]);
    }
  });
});
