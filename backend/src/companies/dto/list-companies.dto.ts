import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { COMPANY_SUGGESTIONS } from '@app/contracts/invoice';
import {
  CursorParameter,
  LimitParameter,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';

export const DEFAULT_COMPANY_PAGE_SIZE = 50;
export const MAX_COMPANY_PAGE_SIZE = 200;

/**
 * A place in the list order: the creation time to the microsecond, then the id (see
 * CompaniesRepository.page and CursorShape).
 */
export const COMPANY_LIST_CURSOR: CursorShape = ['timestamp', 'uuid'];

export class ListCompaniesQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(COMPANY_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_COMPANY_PAGE_SIZE, MAX_COMPANY_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({
    maxLength: COMPANY_SUGGESTIONS.queryMaxLength,
    description:
      'Trimmed. Only the companies whose name contains it, ignoring case (in the same order). ' +
      'Empty or absent: every company',
    example: 'bakker',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(COMPANY_SUGGESTIONS.queryMaxLength)
  query?: string;
}
