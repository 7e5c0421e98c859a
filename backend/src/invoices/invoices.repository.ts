import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CreditRefund, PaymentStatus, RefundStatus } from '@app/contracts/invoice';
import { leanMany } from '../database/lean-entities.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { InvoiceEntity } from './invoice.entity.js';
import type { StoredFields } from './invoice-mapper.js';
import { overdueByDateSql, overdueStatusSql } from './overdue-sql.js';

/** A credit note as the invoice it corrects lists it. */
export type CreditRow = {
  creditedInvoiceId: string;
  id: string;
  invoiceNumber: string;
  date: string;
  total: number;
  /** Its refund through Mollie, if one was asked for (payments module's `mollie_refunds`). */
  refund?: CreditRefund;
};

type RefundColumns = {
  refundStatus: RefundStatus | null;
  refundAmount: string | null;
  refundCreatedAt: Date | null;
};

const refundOf = (row: RefundColumns): CreditRefund | undefined =>
  row.refundStatus === null
    ? undefined
    : {
        status: row.refundStatus,
        amount: Number(row.refundAmount),
        createdAt: (row.refundCreatedAt as Date).toISOString(),
      };

/** Invoices, always by owner (see OwnedRepository); their list is InvoiceListRepository's. */
@Injectable()
export class InvoicesRepository extends OwnedRepository<InvoiceEntity> {
  constructor(@InjectRepository(InvoiceEntity) repository: Repository<InvoiceEntity>) {
    super(repository);
  }

  /** The owner's invoice, locked until the bound transaction ends. */
  lockOne(ownerId: string, id: string): Promise<InvoiceEntity | null> {
    return this.ownedQuery(ownerId, 'invoice')
      .setLock('pessimistic_write')
      .andWhere('invoice.id = :id', { id })
      .getOne();
  }

  /** Stores a new invoice of the owner, under an id the caller made or checked. */
  insert(ownerId: string, id: string, fields: StoredFields): Promise<InvoiceEntity> {
    return this.repository.save({ ...fields, id, userId: ownerId });
  }

  /** Stores changed fields of an invoice `lockOne` answered (so the owner's, and locked). */
  saveChanges(stored: InvoiceEntity, fields: StoredFields): Promise<InvoiceEntity> {
    return this.repository.save({ ...stored, ...fields });
  }

  /** Marks the owner's invoice as the template of a schedule. */
  async linkSchedule(ownerId: string, invoiceId: string, scheduleId: string): Promise<void> {
    await this.repository.update({ userId: ownerId, id: invoiceId }, { scheduleId });
  }

  /**
   * Unlinks the owner's invoices from a schedule about to be deleted (its template and the
   * invoices it generated). The foreign keys would too; doing it first moves `updated_at`, so
   * syncing clients see the change, and locks the invoices before the schedule, in the order
   * an invoice save takes them.
   */
  async unlinkSchedule(ownerId: string, scheduleId: string): Promise<void> {
    await this.repository.update({ userId: ownerId, scheduleId }, { scheduleId: null });
    await this.repository.update(
      { userId: ownerId, generatedFromScheduleId: scheduleId },
      { generatedFromScheduleId: null },
    );
  }

  /**
   * The first e-mail delivered makes a saved invoice sent (spec §4); a conditional update, so a
   * later delivery (sending again) changes nothing. False when it was not `saved`.
   */
  async markSent(ownerId: string, id: string): Promise<boolean> {
    const result = await this.repository.update(
      { userId: ownerId, id, status: 'saved' },
      { status: 'sent' },
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * The overdue rule applied to one invoice at once (its e-mail or Peppol delivery just made a
   * back-dated invoice sent): overdue, or reminded when its reminder went out before, with its
   * next version, as the sweep would a minute later. False when the rule did not apply.
   */
  async markOverdueIfDue(ownerId: string, id: string, today: string): Promise<boolean> {
    const [rows] = (await this.manager.query(
      `UPDATE "invoices" AS i
          SET "payment_status" = ${overdueStatusSql('i')}, "updated_at" = now(),
              "version" = i."version" + 1
        WHERE i."user_id" = $1 AND i."id" = $2 AND ${overdueByDateSql('i', '$3::date')}
        RETURNING i."id"`,
      [ownerId, id, today],
    )) as [{ id: string }[], number];
    return rows.length > 0;
  }

  /** Whether the owner's invoice had its payment reminder (one per invoice, ever). */
  async hasReminder(ownerId: string, id: string): Promise<boolean> {
    const [row] = (await this.manager.query(
      `SELECT EXISTS (SELECT 1 FROM "invoice_emails" AS e
                       WHERE e."invoice_id" = $2 AND e."user_id" = $1 AND e."kind" = 'reminder') AS "reminded"`,
      [ownerId, id],
    )) as { reminded: boolean }[];
    return row?.reminded === true;
  }

  /**
   * Whether the owner already has an invoice or credit note with this number: the two series
   * never share a number (migration 1766200000000).
   */
  numberTaken(ownerId: string, invoiceNumber: string): Promise<boolean> {
    return this.repository.existsBy({ userId: ownerId, invoiceNumber });
  }

  /** The owner's credit notes of one invoice, oldest first (`invoices_credited_idx`). */
  creditNotesOf(ownerId: string, invoiceId: string): Promise<InvoiceEntity[]> {
    return leanMany(
      this.ownedQuery(ownerId, 'credit')
        .andWhere('credit.credited_invoice_id = :invoiceId', { invoiceId })
        .orderBy('credit.created_at', 'ASC')
        .addOrderBy('credit.id', 'ASC'),
    );
  }

  /**
   * The credit notes of a page of invoices in one query (`invoices_credited_idx`), oldest
   * first: what each invoice's `credits` lists.
   */
  async creditsOf(ownerId: string, invoiceIds: readonly string[]): Promise<CreditRow[]> {
    if (invoiceIds.length === 0) return [];
    // Each credit note's refund by its primary key (mollie_refunds: one per credit note).
    const rows = (await this.manager.query(
      `SELECT i."credited_invoice_id" AS "creditedInvoiceId", i."id", i."invoice_number" AS "invoiceNumber",
              to_char(i."date", 'YYYY-MM-DD') AS "date", i."total_cents"::text AS "total",
              r."status" AS "refundStatus", r."amount_cents"::text AS "refundAmount",
              r."created_at" AS "refundCreatedAt"
         FROM "invoices" i
         LEFT JOIN "mollie_refunds" r ON r."credit_note_id" = i."id" AND r."user_id" = i."user_id"
        WHERE i."user_id" = $1 AND i."credited_invoice_id" = ANY($2::varchar[])
        ORDER BY i."created_at", i."id"`,
      [ownerId, invoiceIds],
    )) as (Omit<CreditRow, 'total' | 'refund'> & { total: string } & RefundColumns)[];
    return rows.map(({ refundStatus, refundAmount, refundCreatedAt, ...row }) => {
      const refund = refundOf({ refundStatus, refundAmount, refundCreatedAt });
      return { ...row, total: Number(row.total), ...(refund === undefined ? {} : { refund }) };
    });
  }

  /** The refunds of some of the owner's credit notes, by credit note (`mollie_refunds_user_idx`). */
  async refundsOf(
    ownerId: string,
    creditNoteIds: readonly string[],
  ): Promise<Map<string, CreditRefund>> {
    if (creditNoteIds.length === 0) return new Map();
    const rows = (await this.manager.query(
      `SELECT "credit_note_id" AS "creditNoteId", "status" AS "refundStatus",
              "amount_cents"::text AS "refundAmount", "created_at" AS "refundCreatedAt"
         FROM "mollie_refunds"
        WHERE "user_id" = $1 AND "credit_note_id" = ANY($2::varchar[])`,
      [ownerId, creditNoteIds],
    )) as ({ creditNoteId: string } & RefundColumns)[];
    return new Map(rows.map((row) => [row.creditNoteId, refundOf(row) as CreditRefund]));
  }

  /**
   * Records that something the owner's invoice is answered with changed outside its row (a
   * credit note's refund): `updated_at` and the version move, so its ETag changes and a syncing
   * device fetches it anew (the version is moved here, so the trigger of migration 1765800000000
   * adds nothing). A row locked by a save is skipped, not waited for: the callers hold the
   * original invoice's lock, which a credit note's save takes after the credit note's own, so
   * waiting could deadlock; that save moves the version itself once it goes on.
   */
  async touch(ownerId: string, id: string): Promise<void> {
    await this.manager.query(
      `UPDATE "invoices" SET "updated_at" = CURRENT_TIMESTAMP, "version" = "version" + 1
        WHERE "id" = (SELECT "id" FROM "invoices" WHERE "user_id" = $1 AND "id" = $2
                         FOR UPDATE SKIP LOCKED)`,
      [ownerId, id],
    );
  }

  /** Records how many credit notes the owner's invoice has (its version moves when it changes). */
  async setCreditCount(ownerId: string, id: string, creditCount: number): Promise<void> {
    await this.manager.query(
      `UPDATE "invoices" SET "credit_count" = $3
        WHERE "user_id" = $1 AND "id" = $2 AND "credit_count" <> $3`,
      [ownerId, id, creditCount],
    );
  }

  /** Sets the payment status of the owner's invoice (its version moves). */
  async setPaymentStatus(ownerId: string, id: string, paymentStatus: PaymentStatus): Promise<void> {
    await this.repository.update({ userId: ownerId, id }, { paymentStatus });
  }

  /**
   * Ids are global (the public status page finds an invoice by id alone), so a client-made id
   * can already belong to someone else: that is a conflict, never a way to reach their row.
   */
  async idTakenByAnotherOwner(ownerId: string, id: string): Promise<boolean> {
    const row = await this.repository.findOne({
      where: { id },
      select: { id: true, userId: true },
    });
    return row !== null && row.userId !== ownerId;
  }
}
