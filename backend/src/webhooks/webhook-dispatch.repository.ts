import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { WebhookAttempt, WebhookDeliveredEventType } from '@app/contracts/settings';
import { BoundRepository } from '../database/bound-repository.js';
import type { DeliveryState } from './webhook-delivery.entity.js';

/** An unfinished delivery whose time has come (a first try, a retry, a lost job or worker). */
export type DueDelivery = { id: string; status: DeliveryState; attempts: number };

/** A claimed delivery with what its try needs: the event and the endpoint. */
export type ClaimedDelivery = {
  id: string;
  userId: string;
  attempts: number;
  eventId: string;
  eventType: WebhookDeliveredEventType;
  eventCreatedAt: Date;
  data: unknown;
  url: string;
  enabled: boolean;
  secretSealed: string;
};

/** How a claimed try ended. */
export type DeliveryOutcome =
  { status: 'delivered' } | { status: 'pending'; retryInMs: number } | { status: 'failed' };

/**
 * Deliveries for the dispatch sweep and the delivery worker: what is due, queueing, claims and
 * outcomes. No method takes an owner: a queue job names only a delivery, and the sweep works
 * through every user's; a state change is guarded by the row's state or by the claim token, which
 * only the worker that claimed it knows.
 */
@Injectable()
export class WebhookDispatchRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * Unfinished deliveries due now, in the order they came due: the WHERE and ORDER BY of the
   * partial index webhook_deliveries_due_idx. Every user's: the sweep queues whoever's is due.
   */
  due(limit: number): Promise<DueDelivery[]> {
    return this.manager.query(
      `SELECT "id", "status", "attempts" FROM "webhook_deliveries"
        WHERE "status" IN ('pending', 'queued', 'sending') AND "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "id" LIMIT $1`,
      [limit],
    );
  }

  /**
   * Marks a due delivery queued for `leaseMs` (a job must claim it by then, or it is queued
   * again); a worker's expired claim is cancelled. One conditional UPDATE: of any number of
   * sweeps on any number of instances, one queues it. Answers the new deadline in ms since the
   * epoch (part of the job's id), or null when another sweep or a worker got there first.
   */
  async queue(delivery: DueDelivery, leaseMs: number): Promise<number | null> {
    const [rows] = (await this.manager.query(
      `UPDATE "webhook_deliveries"
          SET "status" = 'queued', "claim_token" = NULL, "updated_at" = now(),
              "next_attempt_at" = now() + make_interval(secs => $4)
        WHERE "id" = $1 AND "status" = $2 AND "attempts" = $3 AND "next_attempt_at" <= now()
        RETURNING floor(extract(epoch FROM "next_attempt_at") * 1000)::bigint AS "deadline"`,
      [delivery.id, delivery.status, delivery.attempts, leaseMs / 1000],
    )) as [{ deadline: string }[], number];
    return rows[0] === undefined ? null : Number(rows[0].deadline);
  }

  /**
   * Gives up on a due delivery whose tries are used up (its last worker stopped mid-try),
   * recording why. Conditional like `queue`.
   */
  async giveUp(delivery: DueDelivery, attempt: WebhookAttempt): Promise<boolean> {
    const [rows] = (await this.manager.query(
      `UPDATE "webhook_deliveries"
          SET "status" = 'failed', "claim_token" = NULL, "next_attempt_at" = NULL, "updated_at" = now(),
              "attempt_log" = "attempt_log" || $4::jsonb
        WHERE "id" = $1 AND "status" = $2 AND "attempts" = $3 AND "next_attempt_at" <= now()
        RETURNING "id"`,
      [delivery.id, delivery.status, delivery.attempts, JSON.stringify([attempt])],
    )) as [unknown[], number];
    return rows.length === 1;
  }

  /**
   * Takes the delivery for one try: queued, or due (a pending one, a dead worker's claim), with
   * tries left. One conditional UPDATE, so exactly one worker gets it; the claim lasts `leaseMs`.
   * Null when someone else holds it, it is finished, or its tries are used up.
   */
  async claim(
    id: string,
    token: string,
    leaseMs: number,
    maxAttempts: number,
  ): Promise<ClaimedDelivery | null> {
    const [claimed] = (await this.manager.query(
      `UPDATE "webhook_deliveries"
          SET "status" = 'sending', "claim_token" = $2, "attempts" = "attempts" + 1, "updated_at" = now(),
              "next_attempt_at" = now() + make_interval(secs => $3)
        WHERE "id" = $1 AND "attempts" < $4
          AND ("status" = 'queued'
               OR ("status" IN ('pending', 'sending') AND "next_attempt_at" <= now()))
        RETURNING "id"`,
      [id, token, leaseMs / 1000, maxAttempts],
    )) as [unknown[], number];
    if (claimed.length === 0) return null;
    const [row] = (await this.manager.query(
      `SELECT d."id", d."user_id" AS "userId", d."attempts", v."id" AS "eventId",
              v."type" AS "eventType", v."created_at" AS "eventCreatedAt", v."data",
              e."url", e."enabled", e."secret_sealed" AS "secretSealed"
         FROM "webhook_deliveries" AS d
         JOIN "webhook_events" AS v ON v."id" = d."event_id"
         JOIN "webhook_endpoints" AS e ON e."id" = d."endpoint_id"
        WHERE d."id" = $1`,
      [id],
    )) as ClaimedDelivery[];
    return row ?? null;
  }

  /**
   * Records a try and its outcome: only the claim holder may. False when the claim was lost (the
   * try outlived its lease and the delivery was queued again).
   */
  async finish(
    id: string,
    token: string,
    attempt: WebhookAttempt,
    outcome: DeliveryOutcome,
  ): Promise<boolean> {
    const retryInSeconds = outcome.status === 'pending' ? outcome.retryInMs / 1000 : null;
    const [rows] = (await this.manager.query(
      `UPDATE "webhook_deliveries"
          SET "status" = $3, "claim_token" = NULL, "updated_at" = now(),
              "attempt_log" = "attempt_log" || $4::jsonb,
              "next_attempt_at" = CASE WHEN $5::float8 IS NULL THEN NULL
                                       ELSE now() + make_interval(secs => $5::float8) END
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending'
        RETURNING "id"`,
      [id, token, outcome.status, JSON.stringify([attempt]), retryInSeconds],
    )) as [unknown[], number];
    return rows.length === 1;
  }
}
