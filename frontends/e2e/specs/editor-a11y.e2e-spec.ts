import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { computeTotals, formatMoney, storedDateOf } from '@app/contracts/invoice';
import { newAccount } from '../support/accounts.js';
import { seriousViolations as seriousIn } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { cloudSynced, openSignedInEditor } from '../support/editor.js';

/**
 * Every rule on the editor's area, and on the whole page every rule but the experimental
 * label-content-name-mismatch, which the shell's header (not this remote) still fails: the whole
 * page without that rule, then the editor's area with that rule alone.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const whole = await seriousIn(page, { disableRules: ['label-content-name-mismatch'] });
  const editor = await seriousIn(page, {
    include: ['[data-remote="editor"]'],
    onlyRules: ['label-content-name-mismatch'],
  });
  return [...editor, ...whole];
}

/** Presses Tab (never the mouse) until the element with this test id, the n-th one, has focus. */
async function tabTo(page: Page, testId: string, index = 0): Promise<void> {
  for (let presses = 0; presses < 250; presses += 1) {
    const focused = await page.evaluate(
      ([id, n]) =>
        document.activeElement === document.querySelectorAll(`[data-testid="${id}"]`)[Number(n)],
      [testId, String(index)],
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId} #${index}`);
}

/** Saves the invoice and views it from the saved dialog, with the keyboard. */
async function saveWithKeyboard(page: Page): Promise<void> {
  await tabTo(page, 'action-save');
  await page.keyboard.press('Enter');
  await page.getByTestId('saved-dialog').waitFor();
  await tabTo(page, 'saved-view');
  await page.keyboard.press('Enter');
  await page.getByTestId('saved-dialog').waitFor({ state: 'detached' });
}

async function typeFields(page: Page, values: Array<string | null>): Promise<void> {
  for (const [index, value] of values.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    if (value !== null) await page.keyboard.type(value);
  }
}

describe('the invoice editor for keyboard and screen-reader users', () => {
  const session = useBrowser();

  it.each(['/', '/nl'])('has no serious or critical axe-core violation on %s', async (path) => {
    const { page } = session;
    await page.goto(path);
    await page.getByTestId('cloud-sync-notice').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // With an invoice, the settings panel and a dialog open too.
    await page.getByTestId('item-description').first().fill('Design');
    await page.getByTestId('settings-button').click();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByTestId('action-save').click();
    await page.getByTestId('saved-dialog').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it('is usable at 375 px wide without sideways scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByTestId('cloud-sync-notice').waitFor();
    await page.getByTestId('item-description').first().fill('Design');
    await page.getByTestId('item-price').first().fill('100');
    await page.getByTestId('item-price').first().press('Tab');
    await expect(page.getByTestId('total-total').textContent()).resolves.toBe('€121.00');
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375);
  });

  it('completes the first journey with the keyboard only', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByTestId('cloud-sync-notice').waitFor();

    await tabTo(page, 'edit-sender');
    await page.keyboard.press('Enter');
    await typeFields(page, [
      'Jansen Design',
      'Keizersgracht 1',
      '1015 AA',
      'Amsterdam',
      'NL123456789B01',
      '12345678',
    ]);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('edit-sender').textContent()).resolves.toContain('Jansen Design');

    await tabTo(page, 'edit-recipient');
    await page.keyboard.press('Enter');
    await typeFields(page, [
      'Acme Studio B.V.',
      null,
      'Oudegracht 10',
      '3511 AB',
      'Utrecht',
      'billing@acme.example',
    ]);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('edit-recipient').textContent()).resolves.toContain(
      'Acme Studio B.V.',
    );

    const lines = [
      ['7.5', 'Design work', '85.00', '2'],
      ['3', 'Books', '12.99', '9'],
      ['1', 'Online course', '49.95', 'E'],
    ];
    for (const [index, [quantity, description, price, vatKey]] of lines.entries()) {
      if (index > 0) {
        await tabTo(page, 'add-item');
        await page.keyboard.press('Enter');
      }
      await tabTo(page, 'item-quantity', index);
      await typeFields(page, [quantity ?? '', description ?? '', price ?? '']);
      await page.keyboard.press('Tab');
      await page.keyboard.press(vatKey ?? '');
    }
    await tabTo(page, 'discount-type');
    await page.keyboard.press('P');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');

    const expected = computeTotals({
      items: [
        { quantity: '7,5', price: '85,00', vatRate: '21' },
        { quantity: '3', price: '12,99', vatRate: '9' },
        { quantity: '1', price: '49,95', vatRate: '0' },
      ],
      discount: { type: 'percentage', value: '10' },
    });
    await expect(page.getByTestId('total-total').textContent()).resolves.toBe(
      formatMoney(expected.total, 'en'),
    );

    await saveWithKeyboard(page);
    await expect(page.getByTestId('invoice-number').textContent()).resolves.toBe(
      `INV-${storedDateOf(new Date()).slice(0, 4)}-0300`,
    );
    // Focus goes back to the toolbar (the save button it came from is gone), not lost to the
    // body. The editor moves it there once the toolbar has re-rendered, so wait for it.
    await page.waitForFunction(
      () => document.activeElement?.closest('.editor-toolbar') != null,
      undefined,
      { timeout: 5000 },
    );
  });

  it.each([
    ['/', 'All changes saved to the cloud'],
    ['/nl', 'Alle wijzigingen zijn'],
  ])(
    'signed in on %s: axe-clean, and an invoice written, saved and synced with the keyboard only',
    async (path, syncedText) => {
      const { page } = session;
      await openSignedInEditor(page, newAccount('a11y'), path);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await tabTo(page, 'edit-recipient');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Toetsenbord B.V.');
      await page.keyboard.press('Enter');
      await tabTo(page, 'item-description');
      await page.keyboard.type('Consultancy');
      await page.keyboard.press('Tab');
      await page.keyboard.type('100');
      await page.keyboard.press('Tab');
      await saveWithKeyboard(page);

      await cloudSynced(page, syncedText);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    },
  );
});
