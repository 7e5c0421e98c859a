import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { COMPANY_SUGGESTIONS, type CompanySuggestions } from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { CompanyDto } from './company.dto.js';

const { defaultLimit, maxLimit, queryMaxLength } = COMPANY_SUGGESTIONS;

export class AutosuggestCompaniesQueryDto {
  @ApiPropertyOptional({
    maxLength: queryMaxLength,
    description:
      'Trimmed. Empty or absent: the recently created or changed companies. Otherwise the ' +
      'companies whose name contains it, ignoring case: names that start with it first',
    example: 'bakker',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(queryMaxLength)
  query?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    default: defaultLimit,
    description: `Larger values are capped at ${maxLimit}`,
    example: defaultLimit,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' && value > maxLimit ? maxLimit : value,
  )
  limit?: number;
}

export class CompanySuggestionsDto {
  @ApiProperty({
    type: [CompanyDto],
    description:
      'Best first: names starting with the query, then by name; recent list: newest change first',
  })
  companies!: CompanyDto[];

  @ApiProperty({
    type: 'integer',
    description: 'Companies matching the query, beyond the limit too',
    example: 12,
  })
  total!: number;

  @ApiProperty({ description: 'The query as searched (trimmed)', example: 'bakker' })
  query!: string;
}

export type _CompanySuggestionsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<CompanySuggestionsDto, CompanySuggestions>
>;
