import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { InvoiceEmailEntity } from './invoice-email.entity.js';

/** A record some instance should (re)start: planned and untouched, or a dead worker's claim. */
export type UnfinishedEmail = Pick<InvoiceEmailEntity, 'id' | 'status' | 'attempts' | 'updatedAt'>;

/**
 * The delivery of e-mail records, for the send-email worker and the recovery sweep: claims,
 * leases, outcomes and the sweep for lost work. No method takes an owner: a queue job carries
 * only a record's id (its owner is whoever the record says), and no user reaches these methods;
 * a state change is guarded by the claim token instead, so only the holder of a record's claim
 * may finish it.
 */
@Injectable()
export class EmailDeliveryRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * Takes the record for one send: a planned record, or one whose `sending` claim has not been
   * renewed within the lease (its worker died; the record is then flagged possibly duplicated).
   * One conditional UPDATE, so of any number of
   * workers on any number of instances exactly one gets the row; a sent or failed record is
   * never taken again. Null when someone else holds it or it is finished.
   * No owner: the job names the record by id, and the record names its owner.
   */
  async claim(
    id: string,
    claim: { token: string; worker: string },
    leaseMs: number,
    maxAttempts: number,
  ): Promise<InvoiceEmailEntity | null> {
    const rows = await this.changeReturning(
      `UPDATE "invoice_emails"
          SET "status" = 'sending', "claim_token" = $2, "claimed_by" = $5, "claimed_at" = now(),
              "attempts" = "attempts" + 1, "updated_at" = now(),
              -- SET sees the row as it was: taking over a claim means the first try may have sent.
              "possibly_duplicated" = "possibly_duplicated" OR "status" = 'sending'
        WHERE "id" = $1
          AND "attempts" < $4
          AND ("status" = 'planned'
               OR ("status" = 'sending' AND "claimed_at" < now() - make_interval(secs => $3)))
        RETURNING "id"`,
      [id, claim.token, leaseMs / 1000, maxAttempts, claim.worker],
    );
    return rows === 0 ? null : this.manager.findOneBy(InvoiceEmailEntity, { id });
  }

  /**
   * Keeps the claim alive while a send runs; false when it was lost (taken over). No owner: the
   * claim token, which only the claiming worker knows, is what entitles the change.
   */
  async renewClaim(id: string, token: string): Promise<boolean> {
    const rows = await this.changeReturning(
      `UPDATE "invoice_emails" SET "claimed_at" = now()
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending' RETURNING "id"`,
      [id, token],
    );
    return rows === 1;
  }

  /**
   * Delivered: only the claim holder may say so. Null when the claim was lost (the record was
   * taken over after the lease), else the record's owner and invoice, which the worker learns
   * here rather than brings: the claim token entitles the change.
   */
  async markSent(
    id: string,
    token: string,
    messageId: string,
  ): Promise<{ userId: string; invoiceId: string } | null> {
    const [rows] = (await this.manager.query(
      `UPDATE "invoice_emails"
          SET "status" = 'sent', "sent_at" = now(), "message_id" = $3, "error" = NULL,
              "claim_token" = NULL, "claimed_by" = NULL, "claimed_at" = NULL, "updated_at" = now()
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending'
        RETURNING "user_id" AS "userId", "invoice_id" AS "invoiceId"`,
      [id, token, messageId],
    )) as [{ userId: string; invoiceId: string }[], number];
    return rows[0] ?? null;
  }

  /**
   * The record as it is now, whoever owns it: the worker and the admin queue name records by id
   * alone (a job carries nothing else; an operator looks after every user's mail).
   */
  findById(id: string): Promise<InvoiceEmailEntity | null> {
    return this.manager.findOneBy(InvoiceEmailEntity, { id });
  }

  /**
   * Gives the record back after a failed try that the queue will retry: planned again, with the
   * reason, so the retry (or a recovery) can claim it. `refundTry`: the try failed on a
   * dependency (disk, network), not the message, so it does not count towards the limit.
   * No owner: only the claim holder (the token) may give it back.
   */
  async release(
    id: string,
    token: string,
    error: string,
    { refundTry = false }: { refundTry?: boolean } = {},
  ): Promise<boolean> {
    const rows = await this.changeReturning(
      `UPDATE "invoice_emails"
          SET "status" = 'planned', "error" = $3, "claim_token" = NULL, "claimed_by" = NULL, "claimed_at" = NULL,
              "attempts" = "attempts" - CASE WHEN $4 THEN 1 ELSE 0 END, "updated_at" = now()
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending' RETURNING "id"`,
      [id, token, error, refundTry],
    );
    return rows === 1;
  }

  /**
   * The final failure: only the claim holder, or (token null) a record nobody holds any more
   * (planned, or a claim past its lease), so a live send elsewhere is never marked failed.
   * No owner: the worker and the sweep give up on records by id, for whoever sent them.
   */
  async fail(id: string, token: string | null, error: string, leaseMs: number): Promise<boolean> {
    const rows = await this.changeReturning(
      `UPDATE "invoice_emails"
          SET "status" = 'failed', "error" = $3, "claim_token" = NULL, "claimed_by" = NULL, "claimed_at" = NULL,
              "updated_at" = now()
        WHERE "id" = $1
          AND CASE WHEN $2::uuid IS NOT NULL
                   THEN "status" = 'sending' AND "claim_token" = $2::uuid
                   ELSE "status" = 'planned'
                        OR ("status" = 'sending' AND "claimed_at" < now() - make_interval(secs => $4))
              END
        RETURNING "id"`,
      [id, token, error, leaseMs / 1000],
    );
    return rows === 1;
  }

  /**
   * Planned records untouched for `staleMs` (their job was lost with a Redis or a process) and
   * claims past their lease (their worker died), oldest first. Every user's: the sweep recovers
   * lost work whoever it belongs to. The WHERE and ORDER BY are those of the partial index
   * `invoice_emails_unfinished_idx` (claim-plans.e2e-spec.ts checks the plan).
   */
  findUnfinished(staleMs: number, leaseMs: number, limit: number): Promise<UnfinishedEmail[]> {
    return this.manager.query(
      `SELECT "id", "status", "attempts", "updated_at" AS "updatedAt" FROM "invoice_emails"
        WHERE "status" IN ('planned', 'sending')
          AND (("status" = 'planned' AND "updated_at" < now() - make_interval(secs => $1))
               OR ("status" = 'sending' AND "claimed_at" < now() - make_interval(secs => $2)))
        ORDER BY "updated_at" LIMIT $3`,
      [staleMs / 1000, leaseMs / 1000, limit],
    );
  }

  private async changeReturning(sql: string, parameters: unknown[]): Promise<number> {
    // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected].
    const [rows] = (await this.manager.query(sql, parameters)) as [unknown[], number];
    return rows.length;
  }
}
