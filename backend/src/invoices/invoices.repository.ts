import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type {
  CreditRefund,
  DocumentType,
  InvoiceStatus,
  PaymentStatus,
  RefundStatus,
} from '@app/contracts/invoice';
import type { PagePosition } from '../common/api/list-page.js';
import { leanMany } from '../database/lean-entities.js';
import { afterKey, atPosition, countCapped } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { InvoiceEntity } from './invoice.entity.js';
import type { StoredFields } from './invoice-mapper.js';
import { overdueByDateSql, overdueStatusSql } from './overdue-sql.js';

/** What a list can be narrowed to; every part optional, all parts must hold. */
export type InvoiceFilters = {
  status?: InvoiceStatus;
  documentType?: DocumentType;
  paymentStatuses?: readonly PaymentStatus[];
  /**
   * The invoices the overdue rule calls overdue on `today` while still stored unpaid (their due
   * date passed since the last sweep): taken in along `paymentStatuses` ('overdue'), or left out
   * of them ('unpaid'); contracts' `pastDueUnpaidInFilter`.
   */
  pastDueUnpaid?: { mode: 'include' | 'exclude'; today: string };
  /** Invoice date range, both ends inclusive. */
  from?: string;
  to?: string;
  /** Only planned invoices (spec §4 "Planned"), as of this day. */
  plannedAsOf?: string;
};

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

/** A page's keys as a statement of their own, joined to the rows they name. */
type PageKeys = { sql: string; parameters: Record<string, unknown> };

/** Whether a list is every invoice of the owner, narrowed by nothing. */
const isUnfiltered = (filters: InvoiceFilters): boolean =>
  Object.values(filters).every((value) => value === undefined);

/** The list order, all descending; the last column makes a place in it unique. */
export const LIST_KEY = ['sequence', 'invoice_number', 'id'] as const;

/** The list key of `alias`'s row as the columns of a row comparison. */
const listKeyOf = (alias: string): string =>
  LIST_KEY.map((column) => `${alias}.${column}`).join(', ');

/** Invoices, always by owner (see OwnedRepository). */
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

  /**
   * One page in list order (highest number first), `limit + 1` rows to tell whether more follow.
   * The page's keys come first from an index (see `pageKeys`, `keysPastSkip`), then only those
   * rows are read. After a cursor the index is entered at its place; at an offset a deep page
   * skips index entries, never whole rows.
   */
  async page(
    ownerId: string,
    filters: InvoiceFilters,
    position: PagePosition,
    limit: number,
  ): Promise<InvoiceEntity[]> {
    const ids =
      'offset' in position && position.offset > 0 && isUnfiltered(filters)
        ? this.keysPastSkip(ownerId, position.offset, limit)
        : this.keysAt(ownerId, filters, position, limit);
    // Ordered by the page's own columns, which arrive in that order: nothing left to sort.
    const rows = this.repository
      .createQueryBuilder('invoice')
      .innerJoin(`(${ids.sql})`, 'page', 'page.id = invoice.id')
      .setParameters(ids.parameters)
      .orderBy('page.sequence', 'DESC')
      .addOrderBy('page.invoice_number', 'DESC')
      .addOrderBy('page.id', 'DESC');
    return leanMany(rows);
  }

  private keysAt(
    ownerId: string,
    filters: InvoiceFilters,
    position: PagePosition,
    limit: number,
  ): PageKeys {
    const { keys, alias } = this.pageKeys(ownerId, filters, position, limit);
    const ids = atPosition(
      keys
        .orderBy(`${alias}.sequence`, 'DESC')
        .addOrderBy(`${alias}.invoice_number`, 'DESC')
        .addOrderBy(`${alias}.id`, 'DESC'),
      position,
      LIST_KEY.map((column) => `${alias}.${column}`),
      'DESC',
      limit,
    );
    return { sql: ids.getQuery(), parameters: ids.getParameters() };
  }

  /**
   * The keys of an unfiltered page at an offset (the overview's deep pages by number). The
   * offset is skipped in `invoices_user_sequence_idx` (migration 1767600000000), whose entries
   * are half as wide as the list index's: each entry skipped costs less. The entries just
   * before and at the offset give the sequence the page starts at, and the page is read in list
   * order from there, as after a cursor. When both have the same sequence (a series restarted,
   * numbers without digits), that sequence's invoices may lie on both sides of the offset: the
   * entries above it are counted to place the page among them (so too at the end, where only
   * the one before is found).
   */
  private keysPastSkip(ownerId: string, offset: number, limit: number): PageKeys {
    const sql = `
      WITH "skip" AS MATERIALIZED (
        SELECT min(skipped."sequence") AS "first",
               min(skipped."sequence") = max(skipped."sequence") AS "tied"
          FROM (SELECT "sequence" FROM "invoices" WHERE "user_id" = :skipOwner
                 ORDER BY "sequence" DESC OFFSET :skipBefore LIMIT 2) AS skipped)
      SELECT k."sequence", k."invoice_number", k."id" FROM "invoices" AS k
       WHERE k."user_id" = :skipOwner AND k."sequence" <= (SELECT "first" FROM "skip")
       ORDER BY k."sequence" DESC, k."invoice_number" DESC, k."id" DESC
      OFFSET CASE WHEN (SELECT "tied" FROM "skip")
                  THEN :skipOffset - (SELECT count(*) FROM "invoices" AS above
                                       WHERE above."user_id" = :skipOwner
                                         AND above."sequence" > (SELECT "first" FROM "skip"))
                  ELSE 0 END
       LIMIT :skipRows`;
    return {
      sql,
      parameters: {
        skipOwner: ownerId,
        skipBefore: offset - 1,
        skipOffset: offset,
        skipRows: limit + 1,
      },
    };
  }

  /**
   * The list keys of the matching invoices. Without a period they are read in list order from
   * the list index or the filter's own (migration 1765400000000), and the scan stops at the
   * page. A period reads its date range first (`invoices_user_date_idx` carries the keys and
   * the filters' columns) and sorts what it keeps: left to choose, PostgreSQL would walk the list
   * order expecting the period's invoices anywhere in it, while numbers follow dates and an
   * old year's invoices sit at the end (`OFFSET 0` keeps the range a query of its own). What it
   * keeps is bounded by `lowestOfNewest`: only entries at or above it in list order can be on
   * the page, so a year's 30,000 entries are compared, not sorted.
   */
  private pageKeys(
    ownerId: string,
    filters: InvoiceFilters,
    position: PagePosition,
    limit: number,
  ): { keys: SelectQueryBuilder<InvoiceEntity>; alias: string } {
    const keys = this.filtered(ownerId, filters, 'page_invoice')
      .select('page_invoice.sequence', 'sequence')
      .addSelect('page_invoice.invoice_number', 'invoice_number')
      .addSelect('page_invoice.id', 'id');
    if (filters.from === undefined && filters.to === undefined) {
      return { keys, alias: 'page_invoice' };
    }
    const lowest = this.lowestOfNewest(ownerId, filters, position, limit);
    keys
      .andWhere(`(${listKeyOf('page_invoice')}) >= (${lowest.getQuery()})`)
      .setParameters(lowest.getParameters())
      .orderBy('page_invoice.date', 'DESC');
    const ranged = this.manager
      .createQueryBuilder()
      .select('ranged.sequence', 'sequence')
      .addSelect('ranged.invoice_number', 'invoice_number')
      .addSelect('ranged.id', 'id')
      .from(`(${keys.getQuery()} OFFSET 0)`, 'ranged')
      .setParameters(keys.getParameters());
    return { keys: ranged as SelectQueryBuilder<InvoiceEntity>, alias: 'ranged' };
  }

  /**
   * The lowest list key among the period's newest entries by date, as many as the page reaches
   * (its offset and `limit + 1`, after its cursor when it has one). Those entries are that many
   * of the candidates, so the page's own, the highest that many in list order, are all at or
   * above the lowest of them: the bound is exact whatever the dates and numbers. Numbers follow
   * dates, so it is usually the page's last entry and little else of the range passes it. No
   * entry (an empty period) gives no key, and nothing passes.
   */
  private lowestOfNewest(
    ownerId: string,
    filters: InvoiceFilters,
    position: PagePosition,
    limit: number,
  ): SelectQueryBuilder<InvoiceEntity> {
    const reached = ('offset' in position ? position.offset : 0) + limit + 1;
    const newest = this.filtered(ownerId, filters, 'newest')
      .select('newest.sequence', 'sequence')
      .addSelect('newest.invoice_number', 'invoice_number')
      .addSelect('newest.id', 'id')
      .orderBy('newest.date', 'DESC')
      .limit(reached);
    if ('after' in position) {
      afterKey(
        newest,
        LIST_KEY.map((column) => `newest.${column}`),
        position.after,
        'DESC',
      );
    }
    return this.manager
      .createQueryBuilder()
      .select(listKeyOf('lowest'))
      .from(`(${newest.getQuery()})`, 'lowest')
      .orderBy('lowest.sequence', 'ASC')
      .addOrderBy('lowest.invoice_number', 'ASC')
      .addOrderBy('lowest.id', 'ASC')
      .limit(1)
      .setParameters(newest.getParameters()) as SelectQueryBuilder<InvoiceEntity>;
  }

  /** How many invoices match, counted up to `COUNT_CAP + 1` (see `countCapped`). */
  countMatching(ownerId: string, filters: InvoiceFilters): Promise<number> {
    return countCapped(this.filtered(ownerId, filters, 'invoice'));
  }

  private filtered(
    ownerId: string,
    filters: InvoiceFilters,
    alias: string,
  ): SelectQueryBuilder<InvoiceEntity> {
    const query = this.ownedQuery(ownerId, alias);
    if (filters.status !== undefined) {
      query.andWhere(`${alias}.status = :status`, { status: filters.status });
    }
    if (filters.documentType !== undefined) {
      query.andWhere(`${alias}.document_type = :documentType`, {
        documentType: filters.documentType,
      });
    }
    if (filters.paymentStatuses !== undefined) {
      const statuses = `${alias}.payment_status IN (:...paymentStatuses)`;
      const pastDue = overdueByDateSql(alias, ':pastDueToday');
      const mode = filters.pastDueUnpaid?.mode;
      // Each shape has a partial index that serves it in list order (migration 1766810000000).
      query.andWhere(
        mode === 'include'
          ? `(${statuses} OR (${pastDue}))`
          : mode === 'exclude'
            ? `${statuses} AND NOT (${pastDue})`
            : statuses,
        {
          paymentStatuses: filters.paymentStatuses,
          ...(mode === undefined ? {} : { pastDueToday: filters.pastDueUnpaid?.today }),
        },
      );
    }
    if (filters.from !== undefined) {
      query.andWhere(`${alias}.date >= :from`, { from: filters.from });
    }
    if (filters.to !== undefined) {
      query.andWhere(`${alias}.date <= :to`, { to: filters.to });
    }
    if (filters.plannedAsOf !== undefined) {
      query.andWhere(
        `${alias}.generated_from_schedule_id IS NULL AND (${alias}.schedule_id IS NOT NULL OR ${alias}.date > :plannedAsOf)`,
        { plannedAsOf: filters.plannedAsOf },
      );
    }
    return query;
  }
}
