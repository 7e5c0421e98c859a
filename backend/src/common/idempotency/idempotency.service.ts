import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { SecretBox } from '../crypto/secret-box.js';
import { DomainException } from '../errors/domain.exception.js';
import { type KeyClaim, IdempotencyKeysRepository } from './idempotency-keys.repository.js';

/**
 * A claim in progress longer than this is taken to be abandoned (its instance crashed, or the
 * request hangs) and the next request with the key does the work. Far beyond any create or send,
 * which run under the request's database limits (database/timeouts.ts).
 */
export const ABANDONED_AFTER_SECONDS = 60;
/** How long a repeat waits for the first request with its key to finish before a 409. */
export const IN_PROGRESS_WAIT_MS = 5_000;
const POLL_MS = 50;

/** An answer as the first request gave it: replayed as it is. */
export type IdempotentAnswer = {
  statusCode: number;
  /** ETag, Location, Content-Type, by lower-case name, when the answer had them. */
  headers: Record<string, string>;
  /** The JSON text of the body; null without one. */
  body: string | null;
};

/** What the key means for this request: do the work (and tell how it ended), or replay. */
export type IdempotencyOutcome =
  { kind: 'claimed'; claim: KeyClaim } | { kind: 'replay'; answer: IdempotentAnswer };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency keys (docs/data-api.md, "Idempotent writes"). The first request with a key claims
 * it (one committed INSERT ... ON CONFLICT DO NOTHING), does its work and stores its answer; a
 * repeat with the same fingerprint gets that answer, waiting a bounded while for a first request
 * still running. An error answer lets the key go (`release`): our writes run in one transaction,
 * so an error did nothing, and a retry may do it.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly keys: IdempotencyKeysRepository,
    private readonly box: SecretBox,
  ) {}

  async begin(ownerId: string, key: string, requestHash: string): Promise<IdempotencyOutcome> {
    const claim: KeyClaim = { ownerId, key, requestHash, claimToken: randomUUID() };
    const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
    for (;;) {
      if (await this.keys.claim(claim)) return { kind: 'claimed', claim };
      const stored = await this.keys.findOne(ownerId, key);
      // Gone meanwhile (the first request failed and let it go): claim it again.
      if (stored === null && Date.now() < deadline) continue;
      if (stored === null) throw new DomainException('IDEMPOTENCY_KEY_IN_PROGRESS');
      if (stored.requestHash !== requestHash) throw new DomainException('IDEMPOTENCY_KEY_REUSED');
      if (stored.state === 'done') {
        return {
          kind: 'replay',
          answer: {
            statusCode: stored.statusCode!,
            headers: stored.headers ?? {},
            body: stored.bodySealed === null ? null : this.box.open(stored.bodySealed),
          },
        };
      }
      if (await this.keys.takeOver(claim, ABANDONED_AFTER_SECONDS)) {
        this.logger.warn(`Took over an abandoned claim of an idempotency key of user ${ownerId}`);
        return { kind: 'claimed', claim };
      }
      if (Date.now() >= deadline) throw new DomainException('IDEMPOTENCY_KEY_IN_PROGRESS');
      await sleep(POLL_MS);
    }
  }

  /**
   * Keeps the answer for repeats. Never throws: the work is done and its answer goes to the
   * client; a key whose answer could not be stored stays claimed until it counts as abandoned.
   */
  async complete(claim: KeyClaim, answer: IdempotentAnswer): Promise<void> {
    try {
      const stored = await this.keys.complete(claim, {
        statusCode: answer.statusCode,
        headers: answer.headers,
        bodySealed: answer.body === null ? null : this.box.seal(answer.body),
      });
      if (!stored) this.logger.warn(`An idempotency key of user ${claim.ownerId} was taken over`);
    } catch (error) {
      this.logger.error(`Could not store the answer of an idempotency key: ${String(error)}`);
    }
  }

  /** The work failed: the key is free again. Never throws (the claim then expires). */
  async release(claim: KeyClaim): Promise<void> {
    try {
      await this.keys.release(claim);
    } catch (error) {
      this.logger.error(`Could not release an idempotency key: ${String(error)}`);
    }
  }
}
