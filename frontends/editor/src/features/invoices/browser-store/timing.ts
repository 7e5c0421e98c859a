// User Timing marks of the store's main-thread work, read by scripts/bench-browser-store.mjs
// (issue 39: storing a keystroke's change stays well under 16 ms with 10,000 invoices).

export const CHANGES_MEASURE = 'invoicing.store.changes';
export const REQUESTS_MEASURE = 'invoicing.store.requests';

const timing = typeof performance === 'undefined' ? undefined : performance;

export const timingStart = (): number => timing?.now() ?? 0;

/** Records the time since `start` under `name`, where the environment keeps User Timing. */
export function measureSince(name: string, start: number): void {
  if (typeof timing?.measure === 'function') timing.measure(name, { start });
}
