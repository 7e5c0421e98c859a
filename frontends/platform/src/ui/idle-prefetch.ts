/**
 * Work that only prepares for later (the other language's texts, code a click will need) waits
 * until the first screen is shown and the browser is idle, so it never competes with what the
 * visitor waits for (docs/performance.md). The shell says when the first screen is there.
 */
let showFirstScreen: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});

/** The mark the JavaScript budget's browser test finds: what starts after it is not counted. */
const idlePrefetchMark = 'idle-prefetch';

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });
}

const prepared = firstScreen.then(idle).then(() => {
  performance.mark(idlePrefetchMark);
});

/** Called by the shell once the page's own content is on screen. */
export function firstScreenShown(): void {
  showFirstScreen();
}

/** Runs `task` after the first screen, when the browser is idle; a failure is only a missed head start. */
export function prefetchWhenIdle(task: () => Promise<unknown>): void {
  void prepared.then(task).catch(() => undefined);
}
