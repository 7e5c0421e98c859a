import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through frontends/e2e/jest.config.js');
  return url;
};

export type ContextOptions = Parameters<Browser['newContext']>[0];

/** The system Chromium with the flags it needs here (scripts/lib/chromium.mjs). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a journey's test works with; read it inside a test, where it is that test's own. */
export type BrowserSession = {
  /** The test's own context, on the app's base URL. */
  readonly context: BrowserContext;
  /** The test's first page, in `context`. */
  readonly page: Page;
  /** Console errors and uncaught exceptions of every page of `context` so far in this test. */
  readonly consoleErrors: readonly string[];
  /** Another context on the app (JavaScript off, another viewport), closed after the test. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
};

type Current = {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  extraContexts: BrowserContext[];
};

function collectErrors(page: Page, into: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(message.text());
  });
  page.on('pageerror', (error) => into.push(error.message));
}

/**
 * Waits until a scroll has come to rest: the window's `scrollY` (no selector), or the element's
 * `scrollLeft` or place in the viewport (`top`), unchanged for ten frames. Smooth scrolling,
 * snapping and what the page does on the scroll's frames are over then.
 */
export async function scrollSettled(
  page: Page,
  selector?: string,
  measure: 'scrollLeft' | 'top' = 'top',
): Promise<void> {
  await page.evaluate(
    async ([selector, measure]) => {
      const element = selector === null ? null : document.querySelector(selector);
      if (selector !== null && element === null) throw new Error(`No ${selector}`);
      const position = () =>
        element === null
          ? window.scrollY
          : measure === 'top'
            ? element.getBoundingClientRect().top
            : element.scrollLeft;
      let last = position();
      for (let still = 0; still < 10;) {
        await new Promise((frame) => requestAnimationFrame(frame));
        const now = position();
        still = now === last ? still + 1 : 0;
        last = now;
      }
    },
    [selector ?? null, measure] as const,
  );
}

/**
 * Console errors and uncaught exceptions of the app on `page` from now on; not those of the local
 * identity provider's account picker (served on an origin of its own), which a sign-in by
 * redirect (support/accounts.ts `signInThenOpen`) passes through in the page, as the popup's
 * sign-in shows it in a window of its own.
 */
export function appErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  const app = new URL(baseUrl()).origin;
  const onApp = () => new URL(page.url()).origin === app;
  page.on('console', (message) => {
    if (message.type() === 'error' && onApp()) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (onApp()) errors.push(error.message);
  });
  return errors;
}

/**
 * Registers the set-up every browser journey shares, in the calling `describe`: one Chromium for
 * the file; before each test a fresh context on the app (with `contextOptions`), so no storage
 * leaks between tests, and its first page, with console errors collected; all closed afterwards.
 */
export function useBrowser(contextOptions: ContextOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let current: Current | undefined;

  const open = (options: ContextOptions = {}): Promise<BrowserContext> => {
    if (browser === undefined) throw new Error('The browser is only open inside a test');
    // Service workers are off unless a test asks for them: Playwright's request routing does not
    // see requests a service worker answers (offline.e2e-spec.ts turns them on).
    return browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block', ...options });
  };
  const inTest = (): Current => {
    if (current === undefined) throw new Error('The browser session is only open inside a test');
    return current;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await open(contextOptions);
    const consoleErrors: string[] = [];
    const watched = new WeakSet<Page>();
    const watch = (page: Page): void => {
      if (watched.has(page)) return;
      watched.add(page);
      collectErrors(page, consoleErrors);
    };
    // Every page of the context: the first one and those a test or the app opens later.
    context.on('page', watch);
    const page = await context.newPage();
    watch(page);
    current = { context, page, consoleErrors, extraContexts: [] };
  });
  afterEach(async () => {
    const closing = current;
    current = undefined;
    if (closing === undefined) return;
    await Promise.all(closing.extraContexts.map((context) => context.close()));
    await closing.context.close();
  });

  return {
    get context() {
      return inTest().context;
    },
    get page() {
      return inTest().page;
    },
    get consoleErrors() {
      return inTest().consoleErrors;
    },
    async newContext(options) {
      const test = inTest();
      const context = await open(options);
      test.extraContexts.push(context);
      return context;
    },
  };
}
