import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { PeppolDeliveryEntity, type PeppolDeliveryStatus } from './peppol-delivery.entity.js';

/** Whose delivery changed, and to what: the caller then brings its invoice along. */
export type ChangedDelivery = {
  id: string;
  userId: string;
  invoiceId: string;
  status: PeppolDeliveryStatus;
  recipient: string;
  /** Tries started, this one included. */
  attempts: number;
};

/** A delivery some instance should (re)start: queued and untouched, or a dead worker's claim. */
export type UnfinishedDelivery = Pick<
  PeppolDeliveryEntity,
  'id' | 'status' | 'attempts' | 'updatedAt'
>;

const CHANGED = `RETURNING "id", "user_id" AS "userId", "invoice_id" AS "invoiceId", "status",
  "recipient", "attempts"`;

/** Clears the claim: the try is over, whatever its outcome. */
const UNCLAIMED = `"claim_token" = NULL, "claimed_by" = NULL, "lease_until" = NULL, "updated_at" = now()`;

/**
 * The sending of Peppol deliveries, for the send-peppol worker, the recovery sweep and the
 * customer's responses: claims, leases and outcomes, exactly as the e-mail records' are
 * (email-delivery.repository.ts). No method takes an owner: a job carries only a delivery's id and
 * a response only names an envelope; a try's outcome is guarded by the claim token instead, so
 * only the holder of a delivery's claim may finish it.
 */
@Injectable()
export class PeppolDeliveryClaimsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * Takes the delivery for one try: a queued one, or one whose claim was not renewed within its
   * lease (its worker died; then flagged possibly duplicated). One conditional UPDATE, so of any
   * number of workers on any number of instances exactly one gets the row, and a sent, refused or
   * failed delivery is never taken again. Null when someone else holds it or it is finished.
   */
  async claim(
    id: string,
    claim: { token: string; worker: string },
    leaseMs: number,
    maxAttempts: number,
  ): Promise<ChangedDelivery | null> {
    return this.changed(
      `UPDATE "peppol_deliveries"
          SET "status" = 'sending', "claim_token" = $2, "claimed_by" = $3,
              "lease_until" = now() + make_interval(secs => $4),
              "attempts" = "attempts" + 1, "updated_at" = now(),
              -- SET sees the row as it was: taking over a claim means the first try may have sent.
              "possibly_duplicated" = "possibly_duplicated" OR "status" = 'sending'
        WHERE "id" = $1
          AND "attempts" < $5
          AND ("status" = 'queued' OR ("status" = 'sending' AND "lease_until" < now()))
        ${CHANGED}`,
      [id, claim.token, claim.worker, leaseMs / 1000, maxAttempts],
    );
  }

  /** Keeps the claim alive while a try runs; false when it was lost (taken over). */
  async renewClaim(id: string, token: string, leaseMs: number): Promise<boolean> {
    const changed = await this.changed(
      `UPDATE "peppol_deliveries" SET "lease_until" = now() + make_interval(secs => $3)
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending' ${CHANGED}`,
      [id, token, leaseMs / 1000],
    );
    return changed !== null;
  }

  /** The provider took it: only the claim holder may say so. Null when the claim was lost. */
  markSent(
    id: string,
    token: string,
    sent: { providerDocumentId: string; envelopeId: string | null },
  ): Promise<ChangedDelivery | null> {
    return this.changed(
      `UPDATE "peppol_deliveries"
          SET "status" = 'sent', "sent_at" = now(), "reason" = NULL,
              "provider_document_id" = $3, "envelope_id" = $4, ${UNCLAIMED}
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending' ${CHANGED}`,
      [id, token, sent.providerDocumentId, sent.envelopeId],
    );
  }

  /**
   * Gives the delivery back after a try that did not get through, to be tried again (queued,
   * with the reason). Only the claim holder may.
   */
  release(id: string, token: string, reason: string): Promise<ChangedDelivery | null> {
    return this.changed(
      `UPDATE "peppol_deliveries" SET "status" = 'queued', "reason" = $3, ${UNCLAIMED}
        WHERE "id" = $1 AND "claim_token" = $2 AND "status" = 'sending' ${CHANGED}`,
      [id, token, reason],
    );
  }

  /**
   * Ends a try for good, `refused` or `failed` with the reason: only the claim holder, or (token
   * null) a delivery nobody holds any more (queued, or a claim past its lease), so a live try
   * elsewhere is never ended.
   */
  settle(
    id: string,
    token: string | null,
    status: 'refused' | 'failed',
    reason: string,
  ): Promise<ChangedDelivery | null> {
    return this.changed(
      `UPDATE "peppol_deliveries"
          SET "status" = $3, "reason" = $4, "settled_at" = now(), ${UNCLAIMED}
        WHERE "id" = $1
          AND CASE WHEN $2::uuid IS NOT NULL
                   THEN "status" = 'sending' AND "claim_token" = $2::uuid
                   ELSE "status" = 'queued' OR ("status" = 'sending' AND "lease_until" < now())
              END
        ${CHANGED}`,
      [id, token, status, reason],
    );
  }

  /**
   * The customer's answer to a sent delivery: `delivered`, or `refused` with its reason. Only a
   * `sent` delivery moves: the first answer settles it, and no later, repeated or older answer
   * changes a settled one.
   */
  answer(
    id: string,
    status: 'delivered' | 'refused',
    reason: string | null,
  ): Promise<ChangedDelivery | null> {
    return this.changed(
      `UPDATE "peppol_deliveries"
          SET "status" = $2, "reason" = $3, "settled_at" = now(), "updated_at" = now()
        WHERE "id" = $1 AND "status" = 'sent' ${CHANGED}`,
      [id, status, reason],
    );
  }

  /** The delivery as it is now, whoever's: workers and responses name deliveries by id. */
  findById(id: string): Promise<PeppolDeliveryEntity | null> {
    return this.manager.findOneBy(PeppolDeliveryEntity, { id });
  }

  /**
   * The user's deliveries a response may answer: by the envelope or provider document it names,
   * or the newest delivery of the invoice with the number it names. Newest first.
   */
  async findAnswered(
    userId: string,
    references: { ids: string[]; invoiceNumber: string | null },
  ): Promise<PeppolDeliveryEntity[]> {
    const byId = await this.manager
      .createQueryBuilder(PeppolDeliveryEntity, 'd')
      .where('d.user_id = :userId', { userId })
      .andWhere('(d.envelope_id IN (:...ids) OR d.provider_document_id IN (:...ids))', {
        ids: references.ids.length === 0 ? [''] : references.ids,
      })
      .orderBy('d.created_at', 'DESC')
      .getMany();
    if (byId.length > 0 || references.invoiceNumber === null) return byId;
    return this.manager
      .createQueryBuilder(PeppolDeliveryEntity, 'd')
      .innerJoin('invoices', 'i', 'i.id = d.invoice_id')
      .where('d.user_id = :userId AND i.user_id = :userId', { userId })
      .andWhere('i.invoice_number = :number', { number: references.invoiceNumber })
      .andWhere(`d.status <> 'queued'`)
      .orderBy('d.created_at', 'DESC')
      .limit(1)
      .getMany();
  }

  /**
   * Queued deliveries untouched for `staleMs` (their job was lost with a Redis or a process)
   * and claims past their lease (their worker died), oldest first, every user's. The WHERE and
   * ORDER BY are those of the partial index `peppol_deliveries_unfinished_idx`.
   */
  findUnfinished(staleMs: number, limit: number): Promise<UnfinishedDelivery[]> {
    return this.manager.query(
      `SELECT "id", "status", "attempts", "updated_at" AS "updatedAt" FROM "peppol_deliveries"
        WHERE "status" IN ('queued', 'sending')
          AND (("status" = 'queued' AND "updated_at" < now() - make_interval(secs => $1))
               OR ("status" = 'sending' AND "lease_until" < now()))
        ORDER BY "updated_at" LIMIT $2`,
      [staleMs / 1000, limit],
    );
  }

  private async changed(sql: string, parameters: unknown[]): Promise<ChangedDelivery | null> {
    // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected].
    const [rows] = (await this.manager.query(sql, parameters)) as [ChangedDelivery[], number];
    return rows[0] ?? null;
  }
}
