import { ApiProperty, IntersectionType, OmitType, PartialType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { INVOICE_MAX_ITEMS } from '@app/contracts/invoice';
import { InvoiceInputDto } from './invoice.dto.js';
import { LineItemDto } from './line-item.dto.js';

/** What a new line may leave out: its id (the server makes one), quantity 1, the country's VAT. */
const DEFAULTED_LINE_FIELDS = ['id', 'quantity', 'vatRate'] as const;

/** A line of a new invoice: a description and a price are enough. */
export class NewLineItemDto extends IntersectionType(
  OmitType(LineItemDto, DEFAULTED_LINE_FIELDS),
  PartialType(PickType(LineItemDto, DEFAULTED_LINE_FIELDS)),
) {}

/** What a new invoice takes from the user's settings and today when it leaves them out. */
const DEFAULTED_FIELDS = [
  'date',
  'dueDate',
  'paymentTerms',
  'status',
  'paymentStatus',
  'sender',
  'discount',
  'notes',
  'emailMessage',
  'paymentMethods',
  'currency',
  'isPlaceholder',
] as const;

/**
 * The invoice of a create (docs/data-api.md "Minimal create"): a recipient and lines are enough.
 * Every field left out is what a new invoice in the editor starts with (contracts'
 * `createEmptyInvoice` from the user's settings): the sender, payment methods and notes of the
 * settings, dated today, '14 days' terms and the due date they give, the next number. A full
 * body (the editor's) is taken exactly as before.
 */
export class NewInvoiceInputDto extends IntersectionType(
  OmitType(InvoiceInputDto, [...DEFAULTED_FIELDS, 'items'] as const),
  PartialType(PickType(InvoiceInputDto, DEFAULTED_FIELDS)),
) {
  @ApiProperty({ type: [NewLineItemDto], maxItems: INVOICE_MAX_ITEMS })
  @IsArray()
  @ArrayMaxSize(INVOICE_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => NewLineItemDto)
  items!: NewLineItemDto[];
}

export class CreateInvoiceBodyDto {
  @ApiProperty({ type: NewInvoiceInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => NewInvoiceInputDto)
  invoice!: NewInvoiceInputDto;
}
