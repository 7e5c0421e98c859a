import { ApiProperty } from '@nestjs/swagger';
import { COUNT_CAP } from '@app/contracts/common';
import { CursorParameter, LimitParameter, PageParameter } from '../../common/api/list-page.js';
import { ADMIN_LIST_CURSOR } from './admin-list-query.js';

/** Rows a page of an admin queue (e-mails, Peppol deliveries) holds unless asked otherwise. */
export const DEFAULT_QUEUE_LIMIT = 100;
export const MAX_QUEUE_LIMIT = 500;

/** The query of every admin queue: newest first, by page or by cursor. */
export class AdminQueueQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(ADMIN_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT)
  limit?: number;
}

/** A counter above a queue. */
export class CappedCountDto {
  @ApiProperty({ type: 'integer', description: `Counted up to ${COUNT_CAP}`, example: 12 })
  total!: number;

  @ApiProperty({ description: `True when there are more than ${COUNT_CAP}`, example: false })
  totalCapped!: boolean;
}
