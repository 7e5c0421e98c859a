import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The longest a step of background work waits for a quiet moment: under a steady stream of
 * requests it must still go on (a reminder sweep has its own deadline, docs/scheduled-work.md).
 */
export const QUIET_WAIT_MS = 20;

/**
 * The API requests this instance is answering, so that its background work lets them go first:
 * a sweep's statements otherwise run beside a request on the same event loop and the same
 * database cores (bench:scale: a small read's p99 twice its baseline during the reminder sweep).
 * A sweep asks `quiet()` between its statements; it waits while a request is in flight, never
 * longer than QUIET_WAIT_MS. Only this instance's requests count: the others' sweeps yield to
 * their own.
 */
@Injectable()
export class ForegroundRequests {
  private inFlight = 0;
  private waiting: (() => void)[] = [];

  /** Express middleware for the API's routes: counts a request from its start to its end. */
  readonly track = (_request: Request, response: Response, next: NextFunction): void => {
    this.inFlight += 1;
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) this.wake();
    };
    // 'finish' when the answer went out, 'close' also when the client left first.
    response.once('finish', end);
    response.once('close', end);
    next();
  };

  /** Resolves when no request is in flight, or after `maxWaitMs` at the latest. */
  quiet(maxWaitMs = QUIET_WAIT_MS): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((waiter) => waiter !== done);
        resolve();
      }, maxWaitMs);
      const done = (): void => {
        clearTimeout(timer);
        resolve();
      };
      this.waiting.push(done);
    });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const done of waiting) done();
  }
}
