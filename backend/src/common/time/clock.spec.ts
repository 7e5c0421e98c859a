import { describe, expect, it } from '@jest/globals';
import { Clock } from './clock.js';

class SetClock extends Clock {
  constructor(public instant: Date) {
    super();
  }
  override now(): Date {
    return this.instant;
  }
}

describe('Clock.today', () => {
  it('is the date in Amsterdam, and follows the clock across midnight there', () => {
    const clock = new SetClock(new Date('2026-03-28T22:59:59.900Z'));
    expect(clock.today()).toBe('2026-03-28');
    // 23:00Z is midnight in Amsterdam (CET): the next second is the next day.
    clock.instant = new Date('2026-03-28T23:00:00.100Z');
    expect(clock.today()).toBe('2026-03-29');
    // A clock moved back by a test is answered for its own time, not remembered.
    clock.instant = new Date('2026-03-28T12:00:00.000Z');
    expect(clock.today()).toBe('2026-03-28');
  });
});
