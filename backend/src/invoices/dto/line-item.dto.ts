import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  INVOICE_TEXT_MAX_LENGTH as MAX,
  PRICE_TEXT,
  QUANTITY_TEXT,
  VAT_CATEGORIES,
  VAT_RATE_TEXT,
  isStoredPriceText,
  isStoredQuantityText,
  isStoredVatRateText,
  type LineItem,
  type LineItemField,
  type PlaceholderFlags,
  type VatCategory,
} from '@app/contracts/invoice';
import { EXEMPTION_REASONS, type ExemptionReason } from '@app/contracts/vat';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { FLAG_MAP_MESSAGE, flagMapSchema, isFlagMap } from './flag-map.js';

const LINE_ITEM_FLAGS: readonly LineItemField[] = ['description', 'quantity', 'price'];

export class LineItemDto {
  @ApiProperty({
    description: 'Made by the client (21-character nanoid)',
    example: 'V1StGXR8_Z5jdHi6B-myT',
  })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1 to 64 letters, digits, _ or -' })
  id!: string;

  @ApiProperty({ maxLength: MAX.description, example: 'Logo design' })
  @IsString()
  @MaxLength(MAX.description)
  description!: string;

  @ApiProperty({
    pattern: QUANTITY_TEXT.source,
    description: 'Decimal text with a comma decimal, up to 7 digits and 6 decimals',
    example: '7,5',
  })
  @Satisfies(
    isStoredQuantityText,
    'must be a non-negative number like "7,5" (comma decimal, at most 7 digits and 6 decimals)',
  )
  quantity!: string;

  @ApiProperty({
    pattern: PRICE_TEXT.source,
    description: 'Money with a comma decimal, negative for a credit line, at most 9 whole digits',
    example: '85,00',
  })
  @Satisfies(
    isStoredPriceText,
    'must be an amount like "1234,56" (comma decimal, at most 9 whole digits)',
  )
  price!: string;

  @ApiProperty({
    pattern: VAT_RATE_TEXT.source,
    description: 'Percent, 0 to 100, comma decimal',
    example: '21',
  })
  @Satisfies(isStoredVatRateText, 'must be a percentage from 0 to 100 like "21" or "5,5"')
  vatRate!: string;

  @ApiPropertyOptional({
    enum: VAT_CATEGORIES,
    description: 'Absent: standard',
    example: 'standard',
  })
  @IsOptional()
  @IsIn(VAT_CATEGORIES)
  vatCategory?: VatCategory;

  @ApiPropertyOptional({
    enum: EXEMPTION_REASONS,
    description: "An exempt line's legal basis; absent: the general statement that it is exempt",
    example: 'medical',
  })
  @IsOptional()
  @IsIn(EXEMPTION_REASONS)
  vatExemptionReason?: ExemptionReason;

  @ApiPropertyOptional(flagMapSchema(LINE_ITEM_FLAGS))
  @IsOptional()
  @Satisfies(isFlagMap(LINE_ITEM_FLAGS), FLAG_MAP_MESSAGE)
  isPlaceholder?: PlaceholderFlags<LineItemField>;
}

export type _LineItemDtoMatchesDomain = DtoMatchesDomain<SameShape<LineItemDto, LineItem>>;
