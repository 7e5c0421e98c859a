import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through frontends/e2e/jest.config.js');
  return url;
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), ...options });
}
