import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccessTokensService } from '../auth/access-tokens.service.js';
import { checkedUserOfRequest } from '../auth/bearer-token.js';
import { RETRY_AFTER_SECONDS } from '../errors/database-errors.js';
import { errorBody } from '../errors/error-body.js';

/**
 * One user's blocked row must not take every pooled connection (10) from everyone else: at most
 * this many of a user's API requests run at once (until their answer is made: sending it holds
 * no connection), so with a 3 s lock timeout one user ties up at most 4 connections for at most
 * 3 s each (docs/operations.md, "Database waits").
 */
export type UserConcurrencyLimits = { running: number; queued: number; queueWaitMs: number };

export const USER_CONCURRENCY: Readonly<UserConcurrencyLimits> = {
  running: 4,
  /** A page and its tabs, or a batch save of 50 drafts, wait here rather than fail. */
  queued: 64,
  /** Long enough for a few rounds of lock timeouts, short of a client's patience. */
  queueWaitMs: 10_000,
};

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/** The running requests' slots, each given back once (see `releaseUserSlot`). */
const slots = new WeakMap<Request, () => void>();

/**
 * Gives the request's slot back before its answer goes out: called once the answer is made and
 * the request will use the database no more (UserSlotInterceptor). Serialising, compressing,
 * sending and logging the answer then hold no slot, as they hold no pooled connection. A request
 * without a slot (anonymous, or already given back) is left alone.
 */
export function releaseUserSlot(request: Request): void {
  slots.get(request)?.();
}

class UserLane {
  running = 0;
  readonly waiting: Waiter[] = [];
}

function busy(response: Response): void {
  const body = errorBody('DATABASE_BUSY');
  response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS.DATABASE_BUSY));
  response.status(body.statusCode).json(body);
}

/**
 * Calls `ended` once, when the response is out or the client is gone. The response's 'close'
 * says both, except for a request that arrived on a keep-alive connection while the previous
 * answer was still going out: Node holds its response back until then, and when the connection
 * dies first that response never emits 'close'. The connection's own 'close' covers it.
 */
function whenExchangeEnds(request: Request, response: Response, ended: () => void): void {
  const socket = request.socket;
  if (socket.destroyed) return ended();
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    response.off('close', end);
    socket.off('close', end);
    ended();
  };
  response.once('close', end);
  socket.once('close', end);
}

/**
 * Caps each signed-in user's concurrently running API requests; the rest wait in a short queue,
 * first come first served, and answer 503 DATABASE_BUSY when it is full or they waited too long.
 * Anonymous requests pass (the public ones are rate limited per address). Counts are per instance.
 */
export function userConcurrency(
  tokens: AccessTokensService,
  limits: Readonly<UserConcurrencyLimits> = USER_CONCURRENCY,
): RequestHandler {
  const lanes = new Map<string, UserLane>();

  const release = (userId: string, lane: UserLane) => {
    const next = lane.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
      return;
    }
    lane.running -= 1;
    if (lane.running === 0) lanes.delete(userId);
  };

  return (request: Request, response: Response, next: NextFunction) => {
    // Listened to before anything is awaited: a client may leave while its token is checked,
    // and a slot taken after the exchange ended would never be given back.
    let closed = false;
    let onClose: (() => void) | null = null;
    whenExchangeEnds(request, response, () => {
      closed = true;
      onClose?.();
    });
    checkedUserOfRequest(tokens, request).then((user) => {
      if (!user) return next();
      if (closed) return;
      let lane = lanes.get(user.id);
      if (!lane) lanes.set(user.id, (lane = new UserLane()));
      const current = lane;
      // The slot is held until the answer is made (releaseUserSlot) or, failing that, until
      // it is out or the client gave up ('close' covers both); whichever comes first frees it.
      const run = () => {
        let held = true;
        const free = () => {
          if (!held) return;
          held = false;
          slots.delete(request);
          release(user.id, current);
        };
        slots.set(request, free);
        onClose = free;
        next();
      };
      if (current.running < limits.running) {
        current.running += 1;
        return run();
      }
      if (current.waiting.length >= limits.queued) return busy(response);
      const waiter: Waiter = {
        // The slot passes straight from the finished request to this one: running stays put.
        start: run,
        timer: setTimeout(() => {
          onClose = null;
          current.waiting.splice(current.waiting.indexOf(waiter), 1);
          busy(response);
        }, limits.queueWaitMs),
      };
      current.waiting.push(waiter);
      // A client that gave up while queued leaves the queue.
      onClose = () => {
        clearTimeout(waiter.timer);
        current.waiting.splice(current.waiting.indexOf(waiter), 1);
      };
    }, next);
  };
}
