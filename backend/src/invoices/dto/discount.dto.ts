import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  DISCOUNT_TEXT,
  DISCOUNT_TYPES,
  isStoredDiscountText,
  type Discount,
  type DiscountType,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

export class DiscountDto {
  @ApiProperty({ enum: DISCOUNT_TYPES, example: 'percentage' })
  @IsIn(DISCOUNT_TYPES)
  type!: DiscountType;

  @ApiProperty({
    pattern: DISCOUNT_TEXT.source,
    description: 'Percent or money with a comma decimal; stored as "0" when the type is none',
    example: '10',
  })
  @Satisfies(isStoredDiscountText, 'must be a non-negative number like "10" or "50,00"')
  value!: string;
}

export type _DiscountDtoMatchesDomain = DtoMatchesDomain<SameShape<DiscountDto, Discount>>;
