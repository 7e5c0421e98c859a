import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';

/** "IDEM" in ASCII: the first key of the advisory lock taken here, so it meets no other lock. */
const SWEEP_LOCK_CLASS = 0x4944454d;

/** What a request asks to keep: who sent which key, for which request (its fingerprint). */
export type KeyClaim = { ownerId: string; key: string; requestHash: string; claimToken: string };

/** The answer a claim ends with, its body already sealed. */
export type StoredAnswer = {
  statusCode: number;
  headers: Record<string, string>;
  bodySealed: string | null;
};

/**
 * The users' idempotency keys, always by owner and key (the unique index
 * idempotency_keys_user_key_idx); only the expiry sweep, which has no owner, reads by age.
 */
@Injectable()
export class IdempotencyKeysRepository extends BoundRepository {
  constructor(
    @InjectRepository(IdempotencyKeyEntity) repository: Repository<IdempotencyKeyEntity>,
  ) {
    super(repository.manager);
  }

  private get repository(): Repository<IdempotencyKeyEntity> {
    return this.manager.getRepository(IdempotencyKeyEntity);
  }

  /** Claims the key for this request; false when the owner already has a row for it. */
  async claim({ ownerId, key, requestHash, claimToken }: KeyClaim): Promise<boolean> {
    const rows = (await this.repository.query(
      `INSERT INTO "idempotency_keys" ("user_id", "key", "request_hash", "state", "claim_token")
       VALUES ($1, $2, $3, 'in_progress', $4)
       ON CONFLICT ("user_id", "key") DO NOTHING
       RETURNING "id"`,
      [ownerId, key, requestHash, claimToken],
    )) as unknown[];
    return rows.length === 1;
  }

  findOne(ownerId: string, key: string): Promise<IdempotencyKeyEntity | null> {
    return this.repository.findOneBy({ userId: ownerId, key });
  }

  /**
   * Takes over a claim still in progress after `abandonedAfterSeconds` (by the database's clock):
   * its request crashed or hangs. False when it is not (yet) abandoned or another took it over.
   */
  async takeOver(claim: KeyClaim, abandonedAfterSeconds: number): Promise<boolean> {
    const rows = (await this.repository.query(
      `UPDATE "idempotency_keys" SET "claim_token" = $4, "created_at" = now()
        WHERE "user_id" = $1 AND "key" = $2 AND "request_hash" = $3 AND "state" = 'in_progress'
          AND "created_at" < now() - make_interval(secs => $5)
       RETURNING "id"`,
      [claim.ownerId, claim.key, claim.requestHash, claim.claimToken, abandonedAfterSeconds],
    )) as [unknown[], number];
    return rows[1] === 1;
  }

  /** Stores the answer of the request holding the claim; false when it no longer holds it. */
  async complete(claim: KeyClaim, answer: StoredAnswer): Promise<boolean> {
    const result = await this.repository.update(
      { userId: claim.ownerId, key: claim.key, claimToken: claim.claimToken, state: 'in_progress' },
      {
        state: 'done',
        statusCode: answer.statusCode,
        headers: answer.headers,
        bodySealed: answer.bodySealed,
      },
    );
    return result.affected === 1;
  }

  /** Lets the key go (the request failed): the same key may be sent again. */
  async release(claim: KeyClaim): Promise<void> {
    await this.repository.delete({
      userId: claim.ownerId,
      key: claim.key,
      claimToken: claim.claimToken,
      state: 'in_progress',
    });
  }

  /**
   * Deletes up to `limit` keys claimed more than `retentionSeconds` ago, oldest first (index
   * idempotency_keys_created_at_idx); null when another instance is sweeping right now. Bind it
   * to a transaction (`in(tx)`): the advisory lock that makes the sweep one instance's at a time
   * lasts until that transaction ends.
   */
  async deleteExpired(retentionSeconds: number, limit: number): Promise<number | null> {
    const [{ locked }] = (await this.repository.query(
      'SELECT pg_try_advisory_xact_lock($1, 0) AS "locked"',
      [SWEEP_LOCK_CLASS],
    )) as [{ locked: boolean }];
    if (!locked) return null;
    const rows = (await this.repository.query(
      `DELETE FROM "idempotency_keys" WHERE "id" IN (
         SELECT "id" FROM "idempotency_keys"
          WHERE "created_at" < now() - make_interval(secs => $1)
          ORDER BY "created_at" LIMIT $2
          FOR UPDATE SKIP LOCKED)
       RETURNING "id"`,
      [retentionSeconds, limit],
    )) as [unknown[], number];
    return rows[1];
  }
}
