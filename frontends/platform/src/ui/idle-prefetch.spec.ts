import { describe, expect, it } from '@jest/globals';
import { firstScreenShown, prefetchWhenIdle } from './idle-prefetch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** jsdom has no User Timing: the marks the module sets, recorded here. */
const marks: string[] = [];
Object.defineProperty(performance, 'mark', {
  configurable: true,
  value: (name: string) => marks.push(name),
});

describe('prefetching when idle', () => {
  it('waits for the first screen, then runs every task once, marked for the budget test', async () => {
    const ran: string[] = [];
    prefetchWhenIdle(async () => ran.push('texts'));
    await settle();
    expect(ran).toEqual([]);
    expect(marks).toEqual([]);

    firstScreenShown();
    await settle();
    expect(ran).toEqual(['texts']);
    expect(marks).toEqual(['idle-prefetch']);

    prefetchWhenIdle(async () => ran.push('later'));
    await settle();
    expect(ran).toEqual(['texts', 'later']);
  });
});
