import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNT_CAP } from '@app/contracts/common';
import type { CursorValues, PagePosition } from '../common/api/list-page.js';

/**
 * How many rows a query matches, counted up to `COUNT_CAP + 1`: one more than the cap tells
 * the caller there are more. The count stops early, so it reads at most that many index
 * entries whatever the table holds.
 */
export async function countCapped<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
): Promise<number> {
  const limited = query
    .clone()
    .select('1', 'one')
    .orderBy()
    .limit(COUNT_CAP + 1);
  // A new builder on the same query runner: inside a transaction, counted in it.
  const row = await query
    .createQueryBuilder()
    .select('count(*)', 'count')
    .from(`(${limited.getQuery()})`, 'capped')
    .setParameters(limited.getParameters())
    .getRawOne<{ count: string }>();
  return Number(row?.count ?? 0);
}

/**
 * Narrows a query to the rows after `values` in the order of `columns`, all descending or all
 * ascending: one row comparison `(a, b, c) < (:a, :b, :c)`, which PostgreSQL answers from an
 * index on those columns without reading the rows before (the keyset).
 */
export function afterKey<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  columns: readonly string[],
  values: CursorValues,
  direction: 'DESC' | 'ASC',
): SelectQueryBuilder<Entity> {
  const names = columns.map((_, index) => `:keyset${index}`);
  const parameters = Object.fromEntries(values.map((value, index) => [`keyset${index}`, value]));
  const operator = direction === 'DESC' ? '<' : '>';
  return query.andWhere(`(${columns.join(', ')}) ${operator} (${names.join(', ')})`, parameters);
}

/** `limit + 1` rows from a position: after a cursor's place, or at an offset. */
export function atPosition<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  position: PagePosition,
  columns: readonly string[],
  direction: 'DESC' | 'ASC',
  limit: number,
): SelectQueryBuilder<Entity> {
  const placed =
    'after' in position
      ? afterKey(query, columns, position.after, direction)
      : query.offset(position.offset);
  return placed.limit(limit + 1);
}

/**
 * A timestamptz column as a cursor keeps it: UTC, to the microsecond (contracts of
 * `CursorShape`'s `timestamp`). Select it beside the row and build the cursor from the text.
 */
export function timestampKeyText(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
