import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { DocumentType, InvoiceStatus, PaymentStatus } from '@app/contracts/invoice';
import type { PagePosition } from '../common/api/list-page.js';
import { leanMany } from '../database/lean-entities.js';
import { afterKey, atPosition, countCapped } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { InvoiceEntity } from './invoice.entity.js';
import { overdueByDateSql } from './overdue-sql.js';

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

/**
 * The overview's list of a user's invoices (spec §4): its pages, by cursor or by number, and
 * their capped count, for every filter; each served by an index (invoice-list-plans.e2e-spec.ts).
 */
@Injectable()
export class InvoiceListRepository extends OwnedRepository<InvoiceEntity> {
  constructor(@InjectRepository(InvoiceEntity) repository: Repository<InvoiceEntity>) {
    super(repository);
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
