import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';

async function openEditor(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('invoice-editor').waitFor();
}

describe('editor input on a phone (375 px)', () => {
  const session = useBrowser({ viewport: { width: 375, height: 740 } });

  it('keeps a visible label on every line-item field and the percent sign beside the discount', async () => {
    const { page } = session;
    await openEditor(page);
    const row = page.getByTestId('line-item').first();
    for (const label of ['Quantity', 'Description', 'Price', 'VAT', 'Amount']) {
      await expect(row.locator('.line-items__label', { hasText: label }).isVisible()).resolves.toBe(
        true,
      );
    }

    await page.getByTestId('discount-type').selectOption('percentage');
    const input = await page.getByTestId('discount-value').boundingBox();
    const percent = await page.locator('.discount__field > span').boundingBox();
    expect(input).not.toBeNull();
    expect(percent).not.toBeNull();
    if (input === null || percent === null) return;
    // On the same line, right of the field.
    expect(Math.abs(percent.y + percent.height / 2 - (input.y + input.height / 2))).toBeLessThan(4);
    expect(percent.x).toBeGreaterThanOrEqual(input.x + input.width);
  });

  it('updates the amount while typing and keeps a typed price over a reload', async () => {
    const { page } = session;
    await openEditor(page);
    const row = page.getByTestId('line-item').first();
    await row.getByTestId('item-quantity').fill('3');
    await row.getByTestId('item-price').fill('12.50');
    // No blur: the amount follows after the pause.
    await row.getByTestId('item-amount').filter({ hasText: '€37.50' }).waitFor();
    await expect(page.getByTestId('total-total').textContent()).resolves.toBe('€45.38');

    await row.getByTestId('item-price').fill('99.95');
    await page.reload();
    await page.getByTestId('invoice-editor').waitFor();
    await expect(
      page.getByTestId('line-item').first().getByTestId('item-price').inputValue(),
    ).resolves.toBe('99.95');
  });
});
