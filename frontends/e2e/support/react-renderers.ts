import type { Page } from 'playwright-core';

/**
 * Every copy of react-dom registers itself with the React DevTools hook when it loads, so a
 * stand-in hook counts how many React renderers the page instantiated.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as {
      __reactRenderers: number;
      __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
    };
    target.__reactRenderers = 0;
    const renderers = new Map<number, unknown>();
    target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        target.__reactRenderers += 1;
        renderers.set(target.__reactRenderers, renderer);
        return target.__reactRenderers;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

export async function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}
