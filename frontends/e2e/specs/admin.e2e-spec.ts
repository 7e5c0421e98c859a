import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { accessTokenOf, ADMIN_ACCOUNT, newAccount, signInThenOpen } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { appErrorsOf, baseUrl, useBrowser } from '../support/browser.js';
import { onlyEmailSent } from '../support/outbox.js';

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';

/** Where global-setup serves the admin remote on its own (a plain static server). */
function adminRemoteOrigin(): string {
  const origin = process.env.E2E_ADMIN_REMOTE_ORIGIN;
  if (!origin)
    throw new Error('E2E_ADMIN_REMOTE_ORIGIN is not set: run through frontends/e2e/jest.config.js');
  return origin;
}

/** Every request the page makes to the admin remote's server. */
function adminRemoteRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(adminRemoteOrigin())) requests.push(request.url());
  });
  return requests;
}

/** A date `days` from now, as the API takes it. */
const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A saved invoice as an API client sends it. Dated today so that it is never overdue: the app's
 * scheduled work would send a reminder for an overdue invoice that was e-mailed.
 */
const invoiceBody = (index: number) => ({
  invoice: {
    date: daysFromNow(0),
    dueDate: daysFromNow(14),
    paymentTerms: '14 days',
    status: 'saved',
    paymentStatus: 'unpaid',
    sender: {
      company: 'Vos Design',
      address: 'Keizersgracht 1',
      postalCode: '1015 AA',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
      email: 'anna@vos.example',
    },
    recipient: {
      company: `Customer ${index} B.V.`,
      address: 'Damrak 2',
      postalCode: '1012 LG',
      city: 'Amsterdam',
      email: 'billing@customer.example',
    },
    items: [
      {
        id: `line-${String(index).padStart(16, '0')}`,
        description: 'Design',
        quantity: '1',
        price: '100,00',
        vatRate: '21',
      },
    ],
    discount: { type: 'none', value: '0' },
    notes: '',
    emailMessage: '',
    paymentMethods: {
      bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Vos Design' },
      paypal: { enabled: false, email: '' },
      mollie: {
        enabled: false,
        apiKey: '',
        description: 'Invoice {invoiceNumber}',
        isConnected: false,
        businessName: '',
      },
      stripe: { enabled: false, accountId: '', description: 'Invoice {invoiceNumber}' },
    },
    currency: 'EUR',
    isPlaceholder: {},
  },
});

/**
 * A customer with 11 invoices, a saved company, a Mollie key in their settings and one e-mail
 * whose delivery failed; resolves to their address and that e-mail's id.
 */
async function customerWithData(page: Page): Promise<{ email: string; failedEmailId: string }> {
  const account = newAccount('admin-subject');
  await signInThenOpen(page, account, '/');
  const headers = { Authorization: `Bearer ${await accessTokenOf(page.context(), page)}` };
  const ids: string[] = [];
  for (let index = 1; index <= 11; index += 1) {
    const response = await page.request.post('/api/invoices', {
      headers,
      data: invoiceBody(index),
    });
    expect([response.status(), await response.text()]).toEqual([201, expect.any(String)]);
    ids.push(((await response.json()) as { id: string }).id);
  }
  const company = await page.request.post('/api/companies', {
    headers,
    data: {
      company: {
        name: 'Acme B.V.',
        address: 'Damrak 2',
        postalCode: '1012 LG',
        city: 'Amsterdam',
        contactName: '',
        email: '',
        additionalInfo: '',
      },
    },
  });
  expect(company.status()).toBe(201);
  const settings = await page.request.get('/api/user/settings', { headers });
  const stored = (
    (await settings.json()) as { settings: { paymentMethods: Record<string, unknown> } }
  ).settings;
  const saved = await page.request.patch('/api/user/settings', {
    headers,
    data: {
      settings: {
        paymentMethods: {
          ...stored.paymentMethods,
          mollie: {
            enabled: true,
            apiKey: MOLLIE_KEY,
            description: 'Invoice {invoiceNumber}',
            isConnected: false,
            businessName: '',
          },
        },
      },
    },
  });
  expect(saved.status()).toBe(200);
  const schedule = await page.request.post('/api/schedules', {
    headers,
    data: {
      templateInvoiceId: ids[1],
      type: 'monthly',
      dayOfMonth: 1,
      startDate: '2027-01-01',
      active: true,
    },
  });
  expect(schedule.status()).toBe(201);
  const sent = await page.request.post(`/api/invoices/${ids[0]}/send-email`, {
    headers,
    data: { recipientEmail: 'billing@customer.example', customMessage: 'Hello', locale: 'en' },
  });
  expect(sent.status()).toBe(202);
  const email = ((await sent.json()) as { email: { id: string } }).email;
  await onlyEmailSent(page.context(), page, ids[0]!);
  // The outbox never refuses a message: the failure a mail server would give is written here.
  const databaseUrl = process.env.E2E_APP_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('E2E_APP_DATABASE_URL is not set: the journeys need DATABASE_URL');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `UPDATE invoice_emails SET status = 'failed', sent_at = NULL, attempts = 3,
            error = '550 5.1.1 Mailbox unavailable' WHERE id = $1`,
    [email.id],
  );
  await client.end();
  return { email: account.email, failedEmailId: email.id };
}

describe('the admin area', () => {
  const session = useBrowser();

  it('never loads the admin code for a visitor or a user who is not an admin: both go home', async () => {
    const { page } = session;
    const requests = adminRemoteRequests(page);
    await page.goto('/admin/email-queue');
    await page.waitForURL(`${baseUrl()}/`);
    await signInThenOpen(page, newAccount('not-admin'), '/');
    await page.goto('/admin/user/someone/settings');
    await page.waitForURL(`${baseUrl()}/`);
    await page.locator('[data-remote="editor"]').waitFor();
    expect(requests).toEqual([]);
  });

  it('lets an operator browse a user and their data, with secrets masked, and requeue a failed e-mail', async () => {
    const { page } = session;
    const errors = appErrorsOf(page);
    // The customer works in a browser of their own.
    const customerPage = await (await session.newContext()).newPage();
    const customer = await customerWithData(customerPage);
    const requests = adminRemoteRequests(page);
    await signInThenOpen(page, ADMIN_ACCOUNT, '/admin');

    // Users, from the admin remote on its own server.
    const users = page.getByTestId('admin-users');
    await users.waitFor();
    expect(requests[0]).toBe(`${adminRemoteOrigin()}/remoteEntry.js`);
    const row = users.locator('[data-testid=admin-user-row]').filter({ hasText: customer.email });
    await expect(row.textContent()).resolves.toContain('11');
    await expect(page.getByTestId('admin-stat-invoices').textContent()).resolves.toMatch(/\d+/);
    await expect(seriousViolations(page, {})).resolves.toEqual([]);

    // Their invoices: ten, then the eleventh after 'load more'.
    await row.getByTestId('admin-user-link').click();
    await page.getByTestId('admin-user-header').waitFor();
    const invoices = page.getByTestId('admin-invoice-row');
    await invoices.nth(9).waitFor();
    expect(await invoices.count()).toBe(10);
    await page.getByTestId('admin-load-more').click();
    await invoices.nth(10).waitFor();
    await page.getByTestId('admin-load-more').waitFor({ state: 'detached' });

    // Companies, settings (the key masked by the server), schedules.
    await page.getByTestId('admin-link-companies').first().click();
    await page.getByTestId('admin-company-row').filter({ hasText: 'Acme B.V.' }).waitFor();
    await page.getByTestId('admin-link-settings').first().click();
    const raw = page.getByTestId('admin-raw-data');
    await raw.waitFor();
    const settingsText = (await raw.textContent()) ?? '';
    expect(settingsText).toContain(`live${'*'.repeat(MOLLIE_KEY.length - 4)}`);
    expect(settingsText).not.toContain(MOLLIE_KEY);
    await page.getByTestId('admin-link-schedules').first().click();
    const schedule = page.getByTestId('admin-schedule-row');
    await schedule.waitFor();
    await expect(schedule.textContent()).resolves.toMatch(/Monthly.*01\/01\/2027/);

    // The e-mail queue: the failed e-mail, requeued, goes out.
    await page.goto('/admin/email-queue');
    const failed = page.locator(
      `[data-testid=admin-email-row][data-email-id="${customer.failedEmailId}"]`,
    );
    await failed.and(page.locator('[data-status=failed]')).waitFor();
    await expect(failed.textContent()).resolves.toContain('550 5.1.1 Mailbox unavailable');
    await failed.getByTestId('admin-requeue').click();
    await expect(page.getByTestId('admin-action-message').textContent()).resolves.toBe(
      'Email requeued successfully',
    );
    await page
      .locator(
        `[data-testid=admin-email-row][data-email-id="${customer.failedEmailId}"][data-status=sent]`,
      )
      .waitFor({ timeout: 20000 });
    expect(requests.every((url) => url.startsWith(adminRemoteOrigin()))).toBe(true);
    expect(errors).toEqual([]);
  });
});
