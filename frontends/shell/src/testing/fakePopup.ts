/** Stands in for the window `window.open` returns: open until the test closes it. */
export function fakePopup(): Window & { closed: boolean } {
  return { closed: false } as unknown as Window & { closed: boolean };
}

/** A message to this page as if `source` posted it, from `origin` (by default our own). */
export function postFrom(source: unknown, data: unknown, origin = window.location.origin): void {
  const event = new MessageEvent('message', { data, origin });
  // jsdom accepts only real windows as a message's source; the popup in tests is a stand-in.
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}
