import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { COUNT_CAP, type ListPageInfo } from '@app/contracts/common';
import { isValidStoredDate } from '@app/contracts/invoice';
import { Satisfies } from '../validation/satisfies.decorator.js';

/**
 * What one place in a list's order is made of, part by part. A cursor is only read back into
 * this shape: any other text is a 400, never a value PostgreSQL has to reject. A `timestamp`
 * is a real instant in UTC to the microsecond, as `timestampKeyText` (database/list-queries.ts)
 * reads it from PostgreSQL: a JavaScript Date keeps only milliseconds, and rows made within
 * one millisecond would be skipped or shown twice.
 */
export type CursorShape = readonly ('int' | 'text' | 'uuid' | 'timestamp' | 'date')[];
export type CursorValues = (string | number)[];

const MAX_CURSOR_LENGTH = 400;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An instant PostgreSQL reads as JavaScript does: no 30 February, no year 0. */
function isRealInstant(text: string): boolean {
  if (!TIMESTAMP.test(text) || text.startsWith('0000')) return false;
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === text.slice(0, 19);
}

/** The place after a row, as the opaque text a client sends back. */
export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor of this shape; null when the text is not one. */
export function decodeCursor(text: unknown, shape: CursorShape): CursorValues | null {
  if (typeof text !== 'string' || text.length > MAX_CURSOR_LENGTH) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values) || values.length !== shape.length) return null;
  const fits = shape.every((kind, index) => {
    const value: unknown = values[index];
    if (kind === 'int') return Number.isSafeInteger(value);
    if (kind === 'timestamp') return typeof value === 'string' && isRealInstant(value);
    if (kind === 'uuid') return typeof value === 'string' && UUID.test(value);
    if (kind === 'date') return typeof value === 'string' && isValidStoredDate(value);
    return typeof value === 'string' && value.length <= 255 && !value.includes('\0');
  });
  return fits ? (values as CursorValues) : null;
}

/** `@Satisfies` for a list query's `cursor` field. */
export function IsCursor(shape: CursorShape): PropertyDecorator {
  return Satisfies(
    (value) => decodeCursor(value, shape) !== null,
    'must be a nextCursor this list answered',
  );
}

export const MAX_PAGE = 1_000_000;

const EXAMPLE_VALUES = {
  int: 1,
  text: 'INV-2026-0001',
  uuid: '9b2f4c1e-7d3a-4e5b-8c6d-0f1a2b3c4d5e',
  timestamp: '2026-11-26T10:15:30.123456Z',
  date: '2026-11-26',
} as const;

/** `page` of a list query, the same on every list. */
export function PageParameter(): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({
      minimum: 1,
      default: 1,
      example: 1,
      type: 'integer',
      description: 'Offset paging, for clients that page by number; ignored with `cursor`',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_PAGE),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** `limit` of a list query: a whole number from 1; larger than `max` is read as `max`. */
export function LimitParameter(defaultSize: number, max: number): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      default: defaultSize,
      description: `Larger values are capped at ${max}`,
      example: defaultSize,
    }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'number' && value > max ? max : value,
    ),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** `cursor` of a list query: the `nextCursor` of the page before. */
export function CursorParameter(shape: CursorShape): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({
      description: 'The `nextCursor` of the page before: the next page, wherever rows were added',
      example: encodeCursor(shape.map((kind) => EXAMPLE_VALUES[kind])),
    }),
    IsOptional(),
    IsCursor(shape),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** The fields every list answers beside its own array (contracts `ListPageInfo`). */
export abstract class ListPageDto implements ListPageInfo {
  @ApiProperty({
    type: 'integer',
    description: `Rows matching the query on all pages, counted up to ${COUNT_CAP}`,
    example: 123,
  })
  total!: number;

  @ApiProperty({
    description: `True when more than ${COUNT_CAP} rows match: total is then a lower bound`,
    example: false,
  })
  totalCapped!: boolean;

  @ApiProperty({ type: 'integer', example: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', example: 50 })
  limit!: number;

  @ApiProperty({ example: true })
  hasMore!: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page',
    example: null,
  })
  nextCursor!: string | null;
}

/** Where a page starts: after a cursor's place, or at an offset. */
export type PagePosition = { after: CursorValues } | { offset: number };

export function positionOf(
  query: { page?: number; cursor?: string },
  shape: CursorShape,
  limit: number,
): PagePosition {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, shape);
  return after === null ? { offset: ((query.page ?? 1) - 1) * limit } : { after };
}

/**
 * One page and its description from `limit + 1` rows (the extra one only tells that more
 * follow) and a total counted up to `COUNT_CAP + 1`.
 */
export function toPage<Row>(
  found: { rows: Row[]; total: number },
  query: { page?: number },
  limit: number,
  cursorOf: (row: Row) => CursorValues,
): { rows: Row[]; info: ListPageInfo } {
  const rows = found.rows.slice(0, limit);
  const hasMore = found.rows.length > limit;
  const last = rows.at(-1);
  return {
    rows,
    info: {
      total: Math.min(found.total, COUNT_CAP),
      totalCapped: found.total > COUNT_CAP,
      page: query.page ?? 1,
      limit,
      hasMore,
      nextCursor: hasMore && last !== undefined ? encodeCursor(cursorOf(last)) : null,
    },
  };
}
