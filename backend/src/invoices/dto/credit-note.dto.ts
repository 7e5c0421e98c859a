import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CREDIT_STATUSES,
  INVOICE_ID_PATTERN,
  REFUND_STATUSES,
  INVOICE_MAX_ITEMS,
  INVOICE_TEXT_MAX_LENGTH as MAX,
  QUANTITY_TEXT,
  isInvoiceId,
  type CreditRefund,
  type CreditStatus,
  type RefundStatus,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { DATE_TEXT_MESSAGE, isDateText } from '../../common/validation/rules.js';

/** The invoice a credit note corrects, as the credit note carries it. */
export class CreditedInvoiceDto {
  @ApiProperty({ pattern: INVOICE_ID_PATTERN.source, example: 'V1StGXR8_Z5jdHi6B-myT' })
  @Satisfies(isInvoiceId, 'must be 16 to 64 letters, digits, _ or -')
  id!: string;

  @ApiProperty({
    maxLength: MAX.invoiceNumber,
    description: 'Ignored on the way in: the stored original’s number is used',
    example: 'INV-2026-0300',
  })
  @IsString()
  @MaxLength(MAX.invoiceNumber)
  invoiceNumber!: string;

  @ApiProperty({
    format: 'date',
    description: 'Ignored on the way in: the stored original’s date is used',
    example: '2026-11-24',
  })
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  date!: string;
}

/** A credit note's refund through Mollie (POST /api/invoices/{creditNoteId}/refund). */
export class CreditRefundDto {
  @ApiProperty({
    enum: REFUND_STATUSES,
    description:
      'Mollie’s status: queued and pending wait, processing is under way, refunded, failed and canceled are final',
    example: 'refunded',
  })
  status!: RefundStatus;

  @ApiProperty({ type: 'integer', description: 'Cents refunded', example: 6050 })
  amount!: number;

  @ApiProperty({ format: 'date-time', description: 'When the refund was asked for' })
  createdAt!: string;
}

export type _CreditRefundDtoMatchesDomain = DtoMatchesDomain<
  SameShape<CreditRefundDto, CreditRefund>
>;

/** One credit note of an invoice, as the invoice lists it. */
export class CreditSummaryDto {
  @ApiProperty({ example: 'Hx2Xb3sG0c8q1Yw7Pz5kL' })
  id!: string;

  @ApiProperty({ example: 'CN-2026-0001' })
  invoiceNumber!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  date!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Cents, positive: what it takes back',
    example: 6050,
  })
  total!: number;

  @ApiPropertyOptional({
    type: CreditRefundDto,
    description: 'Its refund through Mollie, once one was asked for',
  })
  refund?: CreditRefundDto;
}

export const CREDIT_STATUS_SCHEMA = {
  enum: CREDIT_STATUSES,
  readOnly: true,
  description: 'On an invoice: how much of it its credit notes take back',
  example: 'partly',
} as const;

export type { CreditStatus };

/** A line to credit: its position in the original's `items` and how much of it. */
export class CreditLineDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Position in the invoice’s items',
    example: 0,
  })
  @IsInt()
  @Min(0)
  index!: number;

  @ApiProperty({
    pattern: QUANTITY_TEXT.source,
    description: 'At most what is left of the line, comma decimal',
    example: '1',
  })
  @Satisfies(
    (value) => typeof value === 'string' && QUANTITY_TEXT.test(value),
    'must be a quantity such as "1" or "2,5"',
  )
  quantity!: string;
}

/**
 * What to credit. Nothing but an id (or an empty object): everything left uncredited. `lines`:
 * those quantities of those lines. `amount`: that many euros including VAT, shared over the
 * invoice's VAT rates (docs/domain-rules.md "Credit notes").
 */
export class CreditNoteInputDto {
  @ApiPropertyOptional({
    pattern: INVOICE_ID_PATTERN.source,
    description: 'Made by the client; repeating the call with it answers the stored credit note',
    example: 'Hx2Xb3sG0c8q1Yw7Pz5kL',
  })
  @IsOptional()
  @Satisfies(isInvoiceId, 'must be 16 to 64 letters, digits, _ or -')
  id?: string;

  @ApiPropertyOptional({ type: [CreditLineDto], maxItems: INVOICE_MAX_ITEMS })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(INVOICE_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => CreditLineDto)
  lines?: CreditLineDto[];

  @ApiPropertyOptional({
    pattern: String.raw`^\d{1,10}([.,]\d{1,2})?$`,
    description: 'Euros including VAT, at most what is left uncredited',
    example: '12.34',
  })
  @IsOptional()
  @Satisfies(
    (value) => typeof value === 'string' && /^\d{1,10}([.,]\d{1,2})?$/.test(value),
    'must be an amount in euros such as "12.34"',
  )
  amount?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Today when left out',
    example: '2026-11-30',
  })
  @IsOptional()
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  date?: string;

  @ApiPropertyOptional({ maxLength: MAX.notes, example: 'Two hours were billed twice' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.notes)
  notes?: string;
}

export class CreateCreditNoteBodyDto {
  @ApiProperty({ type: CreditNoteInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => CreditNoteInputDto)
  creditNote!: CreditNoteInputDto;
}
