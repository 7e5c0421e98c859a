import { Injectable } from '@nestjs/common';
import { Clock } from '../common/time/clock.js';

/**
 * The clock of a TEST_CONTROLS instance: real time shifted by an offset, so time keeps running
 * after a move (a journey's later saves stay later) and the whole app sees the same moment.
 */
@Injectable()
export class MovableClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock to `instant`; moving back is allowed (a journey resetting it). */
  moveTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
