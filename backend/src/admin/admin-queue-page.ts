import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { CappedCount } from '@app/contracts/admin';
import { COUNT_CAP, type ListPageInfo } from '@app/contracts/common';
import { positionOf, toPage, type PagePosition } from '../common/api/list-page.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { ADMIN_LIST_CURSOR } from './dto/admin-list-query.js';
import { type AdminQueueQueryDto, DEFAULT_QUEUE_LIMIT } from './dto/admin-queue-query.js';

/** A row of an admin queue and its place in the queue's order (`created_at` to the microsecond). */
export type QueueRow<Item> = { item: Item; createdKey: string; id: string };

/** A queue's rows (`limit + 1`) and its counters, the total first, each up to `COUNT_CAP + 1`. */
export type QueueRows<Item> = { rows: QueueRow<Item>[]; counts: number[] };

/** How a queue table is read: its rows newest first, and what its counters count. */
export type QueueTable<Raw, Item> = {
  /** `FROM <table> <alias>`: every query of the queue starts here. */
  from: () => SelectQueryBuilder<ObjectLiteral>;
  alias: string;
  /** The page's columns and joins. */
  select: (query: SelectQueryBuilder<ObjectLiteral>) => SelectQueryBuilder<ObjectLiteral>;
  /** Each counter's condition, after the total. */
  counters: string[];
  toItem: (raw: Raw) => Item;
};

/**
 * One page of an admin queue, newest first (`created_at DESC, id DESC`, the queue index and its
 * keyset), `limit + 1` rows, beside its counters: read one after another, so a page takes two
 * pooled connections at a time, not one per counter.
 */
export async function readQueueRows<Raw extends { id: string }, Item>(
  table: QueueTable<Raw, Item>,
  position: PagePosition,
  limit: number,
): Promise<QueueRows<Item>> {
  const key = [`${table.alias}.created_at`, `${table.alias}.id`] as const;
  const page = atPosition(
    table
      .select(table.from())
      .addSelect(timestampKeyText(key[0]), 'created_key')
      .orderBy(key[0], 'DESC')
      .addOrderBy(key[1], 'DESC'),
    position,
    key,
    'DESC',
    limit,
  );
  const counts = async () => {
    const found = [await countCapped(table.from())];
    for (const condition of table.counters) {
      found.push(await countCapped(table.from().where(condition)));
    }
    return found;
  };
  const [rows, counted] = await Promise.all([
    page.getRawMany<Raw & { created_key: string }>(),
    counts(),
  ]);
  return {
    rows: rows.map((raw) => ({ item: table.toItem(raw), createdKey: raw.created_key, id: raw.id })),
    counts: counted,
  };
}

/** A counter as the API shows it: capped, and whether it was. */
export const cappedCount = (count: number): CappedCount => ({
  total: Math.min(count, COUNT_CAP),
  totalCapped: count > COUNT_CAP,
});

/**
 * A page of an admin queue as the API answers it: the items, the page's description and the
 * counters after the total, from the query and a reader of the queue's rows.
 */
export async function queuePage<Item>(
  query: AdminQueueQueryDto,
  read: (position: PagePosition, limit: number) => Promise<QueueRows<Item>>,
): Promise<{ items: Item[]; info: ListPageInfo; counters: CappedCount[] }> {
  const limit = query.limit ?? DEFAULT_QUEUE_LIMIT;
  const found = await read(positionOf(query, ADMIN_LIST_CURSOR, limit), limit);
  const [total = 0, ...counters] = found.counts;
  const page = toPage({ rows: found.rows, total }, query, limit, (row) => [row.createdKey, row.id]);
  return {
    items: page.rows.map((row) => row.item),
    info: page.info,
    counters: counters.map(cappedCount),
  };
}
