import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
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
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'On create, the id to store the company under (a UUID the client made, so a retry cannot make a second company): when the caller already has a company with this id, the stored one is answered unchanged (200). Ignored on a change (the path names the company).',
    example: '0b6f7e0c-3d7a-4f0e-9b1a-6c2d4e8f1a35',
  })
  @IsOptional()
  @IsUUID()
  id?: string;

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

  // What a GET answers beside the fields: accepted and ignored, so a read can be sent back.
  @ApiPropertyOptional({ type: 'integer', readOnly: true, description: 'Ignored' })
  @IsOptional()
  createdAt?: number;

  @ApiPropertyOptional({
    type: 'integer',
    readOnly: true,
    description: 'Ignored: to change only the version you read, send it as If-Match',
  })
  @IsOptional()
  version?: number;
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
  SameShape<Required<Omit<SaveCompanyDto, 'id' | 'createdAt' | 'version'>>, CompanyInput>
>;
