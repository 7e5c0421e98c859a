import { jest } from '@jest/globals';

/**
 * Makes the device report `zone` as its time zone (what contracts' `userTimeZone` reads), for a
 * test of times on screen that must not depend on the zone of the machine running it. Jest gives
 * each file its own `process.env`, so setting TZ there does not reach `Intl`. Undone by
 * `jest.restoreAllMocks()`.
 */
export function deviceZone(zone: string): void {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}
