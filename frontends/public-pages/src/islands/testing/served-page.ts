import { renderPath } from '../../../prerender/entry';

/**
 * Puts the page the build serves for `path` (the frame and the page, as prerender/run.mjs writes
 * them) into the test's document, so the islands are tested on the markup they get.
 */
export async function servePage(path: string): Promise<HTMLElement> {
  const { body, language } = await renderPath(path);
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root" data-prerendered="true">${body}</div>`;
  return document.getElementById('root')!;
}

/** Answers `matchMedia` as a phone (true) or a wide window (false) would. */
export function emulatePhone(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
