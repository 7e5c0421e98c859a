import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { OwnedRepository } from '../database/owned-repository.js';
import { InvoiceEmailEntity } from './invoice-email.entity.js';

/** "MAIL" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
const SENDER_LOCK_CLASS = 0x4d41494c;

/**
 * The records a sending limit counts: all but those refused by it (stored failed without a
 * single try, so a scheduled invoice's e-mail is not silently lost). A try that failed at the
 * mail server still counts: it reached the server.
 */
const COUNTED = `NOT ("status" = 'failed' AND "attempts" = 0)`;

/** How many counted records the owner has in a window, and the database's now. */
export type SendingWindow = { count: number; now: Date };

/** A record some instance should (re)start: planned and untouched, or a dead worker's claim. */
export type UnfinishedEmail = Pick<InvoiceEmailEntity, 'id' | 'status' | 'attempts' | 'updatedAt'>;

/**
 * E-mail records. The user-facing reads take the owner first (OwnedRepository); the worker's
 * state changes take a record id and a claim token instead: a job names a record, and only the
 * holder of its claim may finish it.
 */
@Injectable()
export class InvoiceEmailsRepository extends OwnedRepository<InvoiceEmailEntity> {
  constructor(@InjectRepository(InvoiceEmailEntity) repository: Repository<InvoiceEmailEntity>) {
    super(repository);
  }

  /** One invoice's e-mails, oldest first. */
  listForInvoice(ownerId: string, invoiceId: string): Promise<InvoiceEmailEntity[]> {
    return this.repository.find({
      where: { userId: ownerId, invoiceId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Holds back this owner's other new e-mail records until the surrounding transaction ends (on
   * every instance), so counting them and adding one cannot interleave. Call it through
   * `withManager` inside a transaction.
   */
  async lockSender(ownerId: string): Promise<void> {
    await this.repository.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      SENDER_LOCK_CLASS,
      ownerId,
    ]);
  }

  /** The owner's counted records created in the last `seconds` (index `user_id, created_at`). */
  async sendingWindow(ownerId: string, seconds: number): Promise<SendingWindow> {
    const [row] = (await this.repository.query(
      `SELECT count(*)::int AS "count", now() AS "now" FROM "invoice_emails"
        WHERE "user_id" = $1 AND "created_at" > now() - make_interval(secs => $2) AND ${COUNTED}`,
      [ownerId, seconds],
    )) as SendingWindow[];
    return row!;
  }

  /**
   * When the `offset`-th oldest counted record of the window (0 first) was created: once it
   * leaves the window, `offset` fewer remain.
   */
  async sendingWindowEntry(ownerId: string, seconds: number, offset: number): Promise<Date> {
    const [row] = (await this.repository.query(
      `SELECT "created_at" AS "createdAt" FROM "invoice_emails"
        WHERE "user_id" = $1 AND "created_at" > now() - make_interval(secs => $2) AND ${COUNTED}
        ORDER BY "created_at" OFFSET $3 LIMIT 1`,
      [ownerId, seconds, offset],
    )) as { createdAt: Date }[];
    return row!.createdAt;
  }

  /**
   * Takes the record for one send: a planned record, or one whose `sending` claim has not been
   * renewed within the lease (its worker died; the record is then flagged possibly duplicated).
   * One conditional UPDATE, so of any number of
   * workers on any number of instances exactly one gets the row; a sent or failed record is
   * never taken again. Null when someone else holds it or it is finished.
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
    return rows === 0 ? null : this.repository.findOneBy({ id });
  }

  /** Keeps the claim alive while a send runs; false when it was lost (taken over). */
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
   * taken over after the lease), else the record's owner and invoice.
   */
  async markSent(
    manager: EntityManager,
    id: string,
    token: string,
    messageId: string,
  ): Promise<{ userId: string; invoiceId: string } | null> {
    const [rows] = (await manager.query(
      `UPDATE "invoice_emails"
          SET "status" = 'sent', "sent_at" = now(), "message_id" = $3, "error" = NULL,
              "claim_token" = NULL, "claimed_by" = NULL, "claimed_at" = NULL, "updated_at" = now()
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending'
        RETURNING "user_id" AS "userId", "invoice_id" AS "invoiceId"`,
      [id, token, messageId],
    )) as [{ userId: string; invoiceId: string }[], number];
    return rows[0] ?? null;
  }

  /** The record as it is now, whoever owns it (for the worker, which names records by id). */
  findById(id: string): Promise<InvoiceEmailEntity | null> {
    return this.repository.findOneBy({ id });
  }

  /**
   * Gives the record back after a failed try that the queue will retry: planned again, with the
   * reason, so the retry (or a recovery) can claim it. `refundTry`: the try failed on a
   * dependency (disk, network), not the message, so it does not count towards the limit.
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
   * claims past their lease (their worker died), oldest first.
   */
  findUnfinished(staleMs: number, leaseMs: number, limit: number): Promise<UnfinishedEmail[]> {
    return this.repository.query(
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
    const [rows] = (await this.repository.query(sql, parameters)) as [unknown[], number];
    return rows.length;
  }
}
