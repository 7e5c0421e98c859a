import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  INVOICE_STATUSES,
  PAYMENT_STATUS_FILTERS,
  parsePeriod,
  type InvoiceStatus,
  type PaymentStatusFilter,
} from '@app/contracts/invoice';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { DATE_TEXT_MESSAGE, isDateText } from '../../common/validation/rules.js';
import { InvoiceDto } from './invoice.dto.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
const MAX_PAGE = 1_000_000;

export class ListInvoicesQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    default: DEFAULT_PAGE_SIZE,
    description: `Larger values are capped at ${MAX_PAGE_SIZE}`,
    example: DEFAULT_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' && value > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : value,
  )
  limit?: number;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES, example: 'saved' })
  @IsOptional()
  @IsIn(INVOICE_STATUSES)
  status?: InvoiceStatus;

  @ApiPropertyOptional({
    description: "'planned', 'month-YYYY-MM' or 'custom-YYYY-MM-DD-YYYY-MM-DD'",
    example: 'month-2026-11',
  })
  @IsOptional()
  @Satisfies(
    (value) => typeof value === 'string' && parsePeriod(value) !== null,
    "must be 'planned', 'month-YYYY-MM' or 'custom-YYYY-MM-DD-YYYY-MM-DD'",
  )
  period?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Invoice date on or after',
    example: '2026-11-01',
  })
  @IsOptional()
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  startDate?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Invoice date on or before',
    example: '2026-11-30',
  })
  @IsOptional()
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  endDate?: string;

  @ApiPropertyOptional({
    enum: PAYMENT_STATUS_FILTERS,
    description: "Payment-status filter; 'paid' includes invoices marked paid by hand",
    example: 'all',
  })
  @IsOptional()
  @IsIn(PAYMENT_STATUS_FILTERS)
  filter?: PaymentStatusFilter;
}

export class InvoiceListDto {
  @ApiProperty({ type: [InvoiceDto], description: 'Highest number first' })
  invoices!: InvoiceDto[];

  @ApiProperty({ description: 'Invoices matching the query on all pages', example: 123 })
  total!: number;

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: DEFAULT_PAGE_SIZE })
  limit!: number;

  @ApiProperty({ example: true })
  hasMore!: boolean;
}
