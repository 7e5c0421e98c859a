import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray } from 'class-validator';
import { ERROR_CODES, type ErrorCode } from '@app/contracts/common';
import { FieldErrorDto } from '../../common/errors/error-body.js';
import { InvoiceDto, InvoiceInputDto } from './invoice.dto.js';

export const MAX_BULK_INVOICES = 100;

/**
 * Each invoice is validated and saved on its own: one bad invoice is reported in `errors`
 * and does not stop the others (an offline browser uploading what it wrote).
 */
export class BulkInvoicesBodyDto {
  @ApiProperty({ type: [InvoiceInputDto], minItems: 1, maxItems: MAX_BULK_INVOICES })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_INVOICES)
  invoices!: unknown[];
}

export class BulkInvoiceErrorDto {
  @ApiProperty({ type: 'integer', description: 'Position in the request', example: 2 })
  index!: number;

  @ApiPropertyOptional({ example: 'V1StGXR8_Z5jdHi6B-myT' })
  id?: string;

  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', example: 'VALIDATION_FAILED' })
  code!: ErrorCode;

  @ApiProperty({ example: 'items.0.price must be an amount like "1234,56"' })
  message!: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  fields?: FieldErrorDto[];
}

export class BulkInvoicesResultDto {
  @ApiProperty({ type: [InvoiceDto], description: 'Saved (or already stored with the same id)' })
  created!: InvoiceDto[];

  @ApiProperty({ type: [BulkInvoiceErrorDto] })
  errors!: BulkInvoiceErrorDto[];
}
