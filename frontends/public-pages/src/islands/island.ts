/**
 * One interactive part of a pre-rendered public page, wired with plain DOM code. Its listeners
 * go with `signal`; the function it returns puts the markup back as the server rendered it, so
 * the shell can hydrate the page when the visitor signs in (React keeps the HTML it finds).
 */
export type Island = (page: HTMLElement, signal: AbortSignal) => Revert;

export type Revert = () => void;

export const nothingToRevert: Revert = () => undefined;

/**
 * Adds a listener that `signal` takes away again. Not addEventListener's own `signal` option:
 * the unit tests' DOM (jsdom under jest-fixed-jsdom) refuses Node's AbortSignal there.
 */
export function listen(
  target: EventTarget,
  type: string,
  listener: (event: Event) => void,
  signal: AbortSignal,
  options: AddEventListenerOptions = {},
): void {
  target.addEventListener(type, listener, options);
  signal.addEventListener('abort', () => target.removeEventListener(type, listener, options), {
    once: true,
  });
}
