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

  private lastToday: { second: number; date: string } | undefined;

  /**
   * Today's date (yyyy-MM-dd) in the product's time zone (Europe/Amsterdam). Every list asks,
   * and a zone conversion costs more than the rest of reading the answer: it is worked out once
   * per second of the clock (a clock moved by a test is another second).
   */
  today(): string {
    const now = this.now().getTime();
    const second = Math.floor(now / 1000);
    if (this.lastToday?.second !== second) this.lastToday = { second, date: storedDateOf(now) };
    return this.lastToday.date;
  }
}
