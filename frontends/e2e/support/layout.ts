// Layout checks of the journeys: boxes against the window and against each other, as a user sees
// them (no sideways scrolling, nothing cut off by an edge, no text running into other text).
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };
export const right = (box: Box) => box.x + box.width;
export const bottom = (box: Box) => box.y + box.height;

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('Not rendered');
  return box;
}

/** The page does not scroll sideways: nothing runs off its right edge. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).resolves.toBe(true);
}

/** Fully inside the window (to half a pixel of layout rounding): not clipped by its edges. */
export async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(-0.5);
  expect(box.y).toBeGreaterThanOrEqual(-0.5);
  expect(right(box)).toBeLessThanOrEqual(width + 0.5);
  expect(bottom(box)).toBeLessThanOrEqual(height + 0.5);
}

/** Where each element's text is drawn (its glyphs, not its box, which text may overflow). */
export const textBoxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      const cell = element.parentElement!.getBoundingClientRect();
      return { x, y, width, height, cellRight: cell.right };
    }),
  );

export const overlaps = (a: Box, b: Box) =>
  a.x < right(b) && b.x < right(a) && a.y < bottom(b) && b.y < bottom(a);
