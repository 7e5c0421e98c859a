import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import {
  CursorParameter,
  LimitParameter,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';

export const DEFAULT_SCHEDULE_PAGE_SIZE = 50;
export const MAX_SCHEDULE_PAGE_SIZE = 200;

/** A place in the list order: the creation time to the microsecond, then the id. */
export const SCHEDULE_LIST_CURSOR: CursorShape = ['timestamp', 'text'];

export class ListSchedulesQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Only active schedules', example: true })
  @IsOptional()
  // Only the words true and false; anything else stays as sent and fails IsBoolean.
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'must be true or false' })
  activeOnly?: boolean;

  @PageParameter()
  page?: number;

  @CursorParameter(SCHEDULE_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_SCHEDULE_PAGE_SIZE, MAX_SCHEDULE_PAGE_SIZE)
  limit?: number;
}
