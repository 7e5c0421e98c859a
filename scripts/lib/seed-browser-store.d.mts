import type { Page } from 'playwright-core';

/** See seed-browser-store.mjs. */
export function seedBrowserStore(page: Page, count: number): Promise<void>;
