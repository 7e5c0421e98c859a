import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  INVOICE_TEXT_MAX_LENGTH as MAX,
  RECIPIENT_FIELDS,
  SENDER_FIELDS,
  type PlaceholderFlags,
  type Recipient,
  type RecipientField,
  type Sender,
  type SenderField,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { FLAG_MAP_MESSAGE, flagMapSchema, isFlagMap } from './flag-map.js';

/** The fields a sender and a saved default company share (settings.defaultCompany). */
export class CompanyDetailsDto {
  @ApiProperty({ maxLength: MAX.partyField, example: 'Studio Vos' })
  @IsString()
  @MaxLength(MAX.partyField)
  company!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: 'Keizersgracht 1' })
  @IsString()
  @MaxLength(MAX.partyField)
  address!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: '1015 AA' })
  @IsString()
  @MaxLength(MAX.partyField)
  postalCode!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: 'Amsterdam' })
  @IsString()
  @MaxLength(MAX.partyField)
  city!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: 'NL123456789B01' })
  @IsString()
  @MaxLength(MAX.partyField)
  vatNumber!: string;

  @ApiProperty({
    maxLength: MAX.partyField,
    description: 'Chamber of commerce',
    example: '12345678',
  })
  @IsString()
  @MaxLength(MAX.partyField)
  kvkNumber!: string;

  @ApiPropertyOptional({
    maxLength: MAX.legalForm,
    description: 'The legal form as the register writes it; a Belgian company prints it',
    example: 'BV',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.legalForm)
  legalForm?: string;

  @ApiPropertyOptional({
    maxLength: MAX.legalRegister,
    description: "A Belgian legal person's register and court (art. 2:20 WVV)",
    example: 'RPR Gent, afdeling Gent',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.legalRegister)
  legalRegister?: string;

  @ApiPropertyOptional({ maxLength: MAX.partyField, example: 'Eva Vos' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.partyField)
  contactName?: string;

  @ApiPropertyOptional({ maxLength: MAX.email, example: 'eva@studiovos.nl' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.email)
  email?: string;

  @ApiPropertyOptional({ maxLength: MAX.additionalInfo, example: '' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.additionalInfo)
  additionalInfo?: string;
}

export class SenderDto extends CompanyDetailsDto {
  @ApiPropertyOptional(flagMapSchema(SENDER_FIELDS))
  @IsOptional()
  @Satisfies(isFlagMap(SENDER_FIELDS), FLAG_MAP_MESSAGE)
  isPlaceholder?: PlaceholderFlags<SenderField>;
}

export class RecipientDto {
  @ApiProperty({ maxLength: MAX.partyField, example: 'Bakkerij Jansen' })
  @IsString()
  @MaxLength(MAX.partyField)
  company!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: 'Dorpsstraat 1' })
  @IsString()
  @MaxLength(MAX.partyField)
  address!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: '1234 AB' })
  @IsString()
  @MaxLength(MAX.partyField)
  postalCode!: string;

  @ApiProperty({ maxLength: MAX.partyField, example: 'Utrecht' })
  @IsString()
  @MaxLength(MAX.partyField)
  city!: string;

  @ApiPropertyOptional({ maxLength: MAX.partyField, example: 'Anna Jansen' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.partyField)
  contactName?: string;

  @ApiProperty({
    maxLength: MAX.email,
    description: 'May be empty while writing; sending needs a valid address',
    example: 'anna@jansen.nl',
  })
  @IsString()
  @MaxLength(MAX.email)
  email!: string;

  @ApiPropertyOptional({ maxLength: MAX.additionalInfo, example: '' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.additionalInfo)
  additionalInfo?: string;

  @ApiPropertyOptional({
    maxLength: MAX.partyField,
    description: "The customer's VAT number (reverse charge, intra-EU supplies, e-invoices)",
    example: 'BE0403170701',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.partyField)
  vatNumber?: string;

  @ApiPropertyOptional({
    maxLength: MAX.partyField,
    description: "The customer's chamber-of-commerce or Belgian enterprise number",
    example: '0403170701',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.partyField)
  kvkNumber?: string;

  @ApiPropertyOptional(flagMapSchema(RECIPIENT_FIELDS))
  @IsOptional()
  @Satisfies(isFlagMap(RECIPIENT_FIELDS), FLAG_MAP_MESSAGE)
  isPlaceholder?: PlaceholderFlags<RecipientField>;
}

export type _SenderDtoMatchesDomain = DtoMatchesDomain<SameShape<SenderDto, Sender>>;
export type _RecipientDtoMatchesDomain = DtoMatchesDomain<SameShape<RecipientDto, Recipient>>;
