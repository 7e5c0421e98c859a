/** Stands in for the window `window.open` returns: open until the test closes it. */
export function fakePopup(): Window & { closed: boolean } {
  return { closed: false } as unknown as Window & { closed: boolean };
}
