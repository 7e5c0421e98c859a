import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  COMPANY_FIELD_MAX_LENGTH as MAX,
  type CompanyInput,
  isValidEmail,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

const isEmptyOrEmail = (value: unknown) =>
  typeof value === 'string' && (value === '' || isValidEmail(value));

/** The body of a create or a change; optional text fields are stored as empty text. */
export class SaveCompanyDto {
  @ApiProperty({ maxLength: MAX.name, example: 'Bakkerij Jansen' })
  @IsString()
  // Stored trimmed: a name of spaces only would be stored empty.
  @Matches(/\S/, { message: 'must not be empty' })
  @MaxLength(MAX.name)
  name!: string;

  @ApiPropertyOptional({ maxLength: MAX.address, example: 'Dorpsstraat 1' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.address)
  address?: string;

  @ApiPropertyOptional({ maxLength: MAX.postalCode, example: '1234 AB' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.postalCode)
  postalCode?: string;

  @ApiPropertyOptional({ maxLength: MAX.city, example: 'Utrecht' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.city)
  city?: string;

  @ApiPropertyOptional({ maxLength: MAX.contactName, example: 'Anna Jansen' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.contactName)
  contactName?: string;

  @ApiPropertyOptional({ maxLength: MAX.email, example: 'anna@jansen.nl' })
  @IsOptional()
  @Satisfies(isEmptyOrEmail, 'must be a valid e-mail address or empty')
  email?: string;

  @ApiPropertyOptional({ maxLength: MAX.additionalInfo, example: 'KvK 12345678' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.additionalInfo)
  additionalInfo?: string;
}

/** POST and PUT take the company wrapped (spec §7: "POST /api/companies with {company}"). */
export class SaveCompanyBodyDto {
  @ApiProperty({ type: SaveCompanyDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SaveCompanyDto)
  company!: SaveCompanyDto;
}

export type _SaveCompanyDtoMatchesDomain = DtoMatchesDomain<
  SameShape<Required<SaveCompanyDto>, CompanyInput>
>;
