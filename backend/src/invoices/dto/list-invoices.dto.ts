import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  DOCUMENT_TYPES,
  INVOICE_STATUSES,
  PAYMENT_STATUS_FILTERS,
  parsePeriod,
  type DocumentType,
  type InvoiceStatus,
  type PaymentStatusFilter,
} from '@app/contracts/invoice';
import {
  CursorParameter,
  LimitParameter,
  ListPageDto,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { DATE_TEXT_MESSAGE, isDateText } from '../../common/validation/rules.js';
import { InvoiceDto } from './invoice.dto.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** A place in the list order: sequence, invoice number, id (see InvoiceListRepository.page). */
export const INVOICE_LIST_CURSOR: CursorShape = ['int', 'text', 'text'];

export class ListInvoicesQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(INVOICE_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES, example: 'saved' })
  @IsOptional()
  @IsIn(INVOICE_STATUSES)
  status?: InvoiceStatus;

  @ApiPropertyOptional({
    enum: DOCUMENT_TYPES,
    description: 'Only invoices or only credit notes; both when left out',
    example: 'credit_note',
  })
  @IsOptional()
  @IsIn(DOCUMENT_TYPES)
  documentType?: DocumentType;

  @ApiPropertyOptional({
    pattern: String.raw`^(planned|month-\d{4}-\d{2}|custom-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2})$`,
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
    description:
      "Payment-status filter; 'paid' includes invoices marked paid by hand. Invoices are filed by the overdue rule on today's date (Europe/Amsterdam): 'overdue' also lists sent, unpaid invoices whose due date has passed before the sweep marked them, and 'unpaid' leaves those out",
    example: 'all',
  })
  @IsOptional()
  @IsIn(PAYMENT_STATUS_FILTERS)
  filter?: PaymentStatusFilter;
}

export class InvoiceListDto extends ListPageDto {
  @ApiProperty({ type: [InvoiceDto], description: 'Highest number first' })
  invoices!: InvoiceDto[];
}
