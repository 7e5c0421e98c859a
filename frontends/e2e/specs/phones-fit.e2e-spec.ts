// Issue 29, items 5, 6, 7 and 12 ("Phones"): the custom period picker, the date-and-terms
// popover, the line items, the locked look, the status page's IBAN and the home carousel, measured
// as a user sees them at 1280x800 and 390x844, in English and Dutch, axe-core clean.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { scrollSettled, useBrowser } from '../support/browser.js';
import {
  boxOf,
  expectInViewport,
  expectNoSidewaysScroll,
  overlaps,
  right,
  textBoxes,
} from '../support/layout.js';
import {
  cloudSynced,
  openEditor,
  openSignedInEditor,
  save,
  savedInvoiceId,
  writeExampleInvoice,
} from '../support/editor.js';

type Language = 'en' | 'nl';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CASES = [
  { language: 'en' as Language, viewport: DESKTOP, size: 'desktop' },
  { language: 'nl' as Language, viewport: PHONE, size: 'phone' },
  { language: 'nl' as Language, viewport: DESKTOP, size: 'desktop' },
  { language: 'en' as Language, viewport: PHONE, size: 'phone' },
];
const TEXTS = {
  en: { path: '/', locked: 'Locked: a sent or paid invoice can no longer be changed.' },
  nl: {
    path: '/nl',
    locked: 'Vergrendeld: een verstuurde of betaalde factuur kan niet meer worden gewijzigd.',
  },
};

async function expectAxeClean(page: Page, include: string[]): Promise<void> {
  await expect(seriousViolations(page, { include })).resolves.toEqual([]);
}

/** Item 5: presets, arrows, weekdays and both months within the window; side by side on a desktop. */
async function checkPeriodPicker(page: Page, size: string): Promise<void> {
  await page.getByTestId('period-custom').click();
  const popover = page.getByTestId('range-popover');
  await popover.waitFor();
  await expectNoSidewaysScroll(page);
  // As it opens, the popover is brought into view whole (a smooth scroll).
  await scrollSettled(page);
  await expectInViewport(page, popover);
  for (const preset of await popover.locator('.range-popover__presets button').all()) {
    await expectInViewport(page, preset);
    await expect(preset.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
  }
  for (const arrow of await popover.locator('.range-popover__nav button').all()) {
    await expectInViewport(page, arrow);
  }
  const calendars = popover.locator('.range-calendar:visible');
  const shown = await calendars.all();
  expect(shown).toHaveLength(size === 'desktop' ? 2 : 1);
  for (const calendar of shown) {
    await expectInViewport(page, calendar);
    // The last weekday (Sunday in Dutch, Saturday in English) is there, not cut off.
    await expectInViewport(page, calendar.locator('th').last());
  }
  if (size === 'desktop') {
    const [first, second] = [await boxOf(calendars.nth(0)), await boxOf(calendars.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThanOrEqual(right(first));
  } else {
    // One month at a time: the next arrow pages to the following month, still whole in view.
    const caption = calendars.first().locator('caption');
    const before = await caption.textContent();
    await popover.locator('.range-popover__nav button').last().click();
    await page.waitForFunction(
      (shown) => document.querySelector('.range-calendar caption')?.textContent !== shown,
      before,
    );
    await expect(calendars.count()).resolves.toBe(1);
    await expectInViewport(page, calendars.first());
  }
  await expectAxeClean(page, ['[data-testid="range-popover"]']);
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
}

/** Item 6: the date-and-terms popover stays within the window. */
async function checkDatesPopover(page: Page): Promise<void> {
  await page.getByTestId('edit-paymentTerms').click();
  const form = page.locator('[data-section="paymentTerms"] form');
  await form.waitFor();
  await expectNoSidewaysScroll(page);
  await form.scrollIntoViewIfNeeded();
  await scrollSettled(page);
  await expectInViewport(page, form);
  await expectAxeClean(page, ['[data-section="paymentTerms"]']);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'detached' });
}

/** Item 7: each line item's field names stand apart, none running into the next. */
async function checkLineLabels(page: Page): Promise<void> {
  const row = page.getByTestId('line-item').first();
  const labels = await textBoxes(row.locator('.line-items__label:visible'));
  const names = await textBoxes(page.locator('.line-items__table th:visible'));
  const drawn = labels.length > 0 ? labels : names;
  expect(drawn.length).toBeGreaterThanOrEqual(4);
  for (const [index, label] of drawn.entries()) {
    expect(right(label)).toBeLessThanOrEqual(label.cellRight + 0.5);
    for (const other of drawn.slice(index + 1)) expect(overlaps(label, other)).toBe(false);
  }
}

/** Item 12: one press of next moves the cards 300 px, the next press 300 more (or to the end). */
async function checkCarousel(page: Page): Promise<void> {
  await page.mouse.wheel(0, 2000);
  const carousel = page.getByTestId('home-carousel');
  await carousel.waitFor();
  await carousel.scrollIntoViewIfNeeded();
  const track = '[data-testid="carousel-track"]';
  const end = await page
    .locator(track)
    .evaluate((element) => element.scrollWidth - element.clientWidth);
  for (const step of [300, 600]) {
    const expected = Math.min(step, end);
    await carousel.getByTestId('carousel-next').click();
    await page.waitForFunction(
      ([selector, least]) => document.querySelector(selector)!.scrollLeft > least,
      [track, step - 300] as const,
    );
    await scrollSettled(page, track, 'scrollLeft');
    const left = await page.locator(track).evaluate((element) => element.scrollLeft);
    expect(Math.abs(left - expected)).toBeLessThanOrEqual(1);
  }
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, ['[data-testid="home-carousel"]']);
}

describe('the signed-in product fits a phone and a desktop (issue 29: phones)', () => {
  const session = useBrowser();

  it.each(CASES)(
    'the period picker, the dates popover, the line items and the carousel fit ($language, $size)',
    async ({ language, viewport, size }) => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await openEditor(page, TEXTS[language].path);
      await expectNoSidewaysScroll(page);
      await checkPeriodPicker(page, size);
      await checkDatesPopover(page);
      await checkLineLabels(page);
      await expectNoSidewaysScroll(page);
      await checkCarousel(page);
    },
  );

  it.each(CASES.slice(0, 2))(
    'a paid invoice looks locked, its fields read-only and announced ($language, $size)',
    async ({ language, viewport }) => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await openEditor(page, TEXTS[language].path);
      await writeExampleInvoice(page);
      const description = page.getByTestId('item-description').first();
      const look = (field: Locator) =>
        field.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderTopColor} ${style.backgroundColor} ${style.borderTopWidth}`;
        });
      const editable = await look(description);
      await save(page);

      await page.getByTestId('payment-status').selectOption('paid');
      await page.getByTestId('read-only-panel').waitFor();
      const hint = page.getByTestId('items-locked');
      await expect(hint.textContent()).resolves.toBe(TEXTS[language].locked);
      for (const testId of ['item-quantity', 'item-description', 'item-price', 'item-vat']) {
        const field = page.getByTestId(testId).first();
        await expect(field.evaluate((el) => (el as HTMLInputElement).readOnly)).resolves.toBe(true);
        await expect(field.isEditable()).resolves.toBe(false);
        // Still reachable by keyboard and screen reader, and told apart from editable fields.
        await expect(field.isDisabled()).resolves.toBe(false);
        expect(await look(field)).not.toBe(editable);
      }
      await expect(
        page.getByTestId('discount-value').evaluate((el) => (el as HTMLInputElement).readOnly),
      ).resolves.toBe(true);
      await expectNoSidewaysScroll(page);
      await checkLineLabels(page);
      await expectAxeClean(page, ['[data-testid="invoice-editor"]']);
    },
  );

  it('shows the status page IBAN in groups of four that never break inside', async () => {
    const { page } = session;
    await openSignedInEditor(page, newAccount('iban'));
    await writeExampleInvoice(page);
    await page.getByTestId('edit-paymentMethods').click();
    await page.getByTestId('bank-enabled').check();
    await page.getByTestId('bank-account-name').fill('Jansen Design');
    await page.getByTestId('bank-iban-input').fill('nl91abna0417164300');
    await page.getByTestId('bank-iban-input').press('Enter');
    const number = await save(page);
    await cloudSynced(page);
    const id = await savedInvoiceId(page, number);

    for (const { language, viewport } of CASES) {
      await page.setViewportSize(viewport);
      await page.goto(`/invoice-status/${id}`);
      await page.getByTestId('status-heading').waitFor();
      await page.getByTestId('status-language').selectOption(language);
      const iban = page.getByTestId('status-iban');
      await expect(iban.textContent()).resolves.toBe('NL91 ABNA 0417 1643 00');
      const groups = await iban.locator('[data-testid="iban-group"]').evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          wrap: getComputedStyle(element).whiteSpace,
          lines: element.getClientRects().length,
        })),
      );
      expect(groups.map((group) => group.text)).toEqual(['NL91', 'ABNA', '0417', '1643', '00']);
      for (const group of groups) expect(group).toMatchObject({ wrap: 'nowrap', lines: 1 });
      await expectNoSidewaysScroll(page);
      await iban.scrollIntoViewIfNeeded();
      await scrollSettled(page);
      await expectInViewport(page, iban);
      await expectAxeClean(page, ['[data-testid="status-bank"]']);
    }
  });
});
