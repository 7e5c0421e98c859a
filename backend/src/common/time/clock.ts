import { Injectable } from '@nestjs/common';
import { storedDateOf } from '@app/contracts/invoice';

/**
 * The time, injected: services ask the clock instead of `new Date()`, so tests (schedules,
 * overdue marking) can move time instead of waiting for it.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today's date (yyyy-MM-dd) in the product's time zone (Europe/Amsterdam). */
  today(): string {
    return storedDateOf(this.now());
  }
}
