import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  COUNTRY_CODES,
  PADDING_OPTIONS,
  PAYMENT_METHOD_NAMES,
  PREFIX_MAX_LENGTH,
  SEPARATOR_OPTIONS,
  YEAR_FORMAT_OPTIONS,
  type CountryCode,
  type InvoiceNumberFormat,
  type InvoiceNumberPadding,
  type InvoiceNumberSeparator,
  type Language,
  type YearFormat,
} from '@app/contracts/invoice';
import { languages } from '@app/contracts/routing';
import {
  PAYMENT_REFERENCE_KINDS,
  VAT_REGIMES,
  type PaymentReferenceKind,
  type VatRegime,
} from '@app/contracts/vat';
import {
  DEFAULT_NOTES_MAX_LENGTH,
  DEFAULT_REMINDER_DAYS,
  MAX_INVOICE_COUNTER,
  MAX_REMINDER_DAYS,
  MIN_REMINDER_DAYS,
  REMINDER_DAYS_ERROR,
  SETTINGS_MESSAGES,
  validateReminderDays,
  type ReminderSettings,
  type DefaultPaymentMethod,
  type Logo,
  type Settings,
} from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { versionConflictDto } from '../../common/versions/version-conflict.dto.js';
import { CompanyDetailsDto } from '../../invoices/dto/party.dto.js';
import { PaymentMethodsDto } from '../../invoices/dto/payment-methods.dto.js';

const DEFAULT_PAYMENT_METHODS = [...PAYMENT_METHOD_NAMES, 'none'] as const;

export class InvoiceNumberFormatDto {
  @ApiProperty({ maxLength: PREFIX_MAX_LENGTH, description: 'Stored upper-case', example: 'INV' })
  @IsString()
  @MaxLength(PREFIX_MAX_LENGTH)
  prefix!: string;

  @ApiProperty({ example: true })
  @IsBoolean()
  includeYear!: boolean;

  @ApiProperty({ enum: YEAR_FORMAT_OPTIONS, example: 'full' })
  @IsIn(YEAR_FORMAT_OPTIONS)
  yearFormat!: YearFormat;

  @ApiProperty({ enum: SEPARATOR_OPTIONS, description: "'' means none", example: '-' })
  @IsIn(SEPARATOR_OPTIONS)
  separator!: InvoiceNumberSeparator;

  @ApiProperty({ type: 'integer', enum: PADDING_OPTIONS, example: 4 })
  @IsIn(PADDING_OPTIONS)
  numberPadding!: InvoiceNumberPadding;
}

const isReminderDays = (value: unknown): boolean =>
  typeof value === 'number' && validateReminderDays(value) === null;

/** Overdue invoices get one reminder e-mail `daysAfterDue` days after their due date. */
export class ReminderSettingsDto {
  @ApiProperty({ description: 'Send reminders at all', example: true })
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: MIN_REMINDER_DAYS,
    maximum: MAX_REMINDER_DAYS,
    description: 'Days after the due date',
    example: DEFAULT_REMINDER_DAYS,
  })
  @Satisfies(isReminderDays, SETTINGS_MESSAGES[REMINDER_DAYS_ERROR])
  daysAfterDue!: number;
}

export class LogoDto {
  @ApiProperty({ example: '6f1c1f7e-33a4-4b0c-9d1e-4b1e4d9c2a10' })
  id!: string;

  @ApiProperty({
    description: 'Served to its owner only',
    example: '/api/logo/6f1c1f7e-33a4-4b0c-9d1e-4b1e4d9c2a10',
  })
  url!: string;

  @ApiProperty({ example: 'logo.png' })
  filename!: string;
}

/**
 * What a PUT sends: the whole settings, replacing the stored ones (a change of some fields is a
 * PATCH). The counter may be left out (it only grows: the stored one stays), the default company
 * too (none); the logo is read-only here.
 */
export class SaveSettingsDto {
  @ApiProperty({ enum: languages, example: 'nl' })
  @IsIn(languages)
  language!: Language;

  @ApiProperty({ enum: languages, example: 'nl' })
  @IsIn(languages)
  invoiceLanguage!: Language;

  @ApiProperty({ enum: COUNTRY_CODES, example: 'NL' })
  @IsIn(COUNTRY_CODES)
  country!: CountryCode;

  @ApiPropertyOptional({
    enum: VAT_REGIMES,
    description:
      "'small_business': the Dutch KOR or the Belgian franchise scheme (NL and BE only); absent keeps the stored one",
    example: 'standard',
  })
  @IsOptional()
  @IsIn(VAT_REGIMES)
  vatRegime?: VatRegime;

  @ApiPropertyOptional({
    enum: PAYMENT_REFERENCE_KINDS,
    description:
      'What new invoices ask the customer to quote: the number, a Belgian structured reference (OGM/VCS) or an ISO 11649 RF reference; absent keeps the stored one',
    example: 'invoice_number',
  })
  @IsOptional()
  @IsIn(PAYMENT_REFERENCE_KINDS)
  paymentReferenceKind?: PaymentReferenceKind;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_INVOICE_COUNTER, example: 300 })
  @IsInt()
  @Min(1)
  @Max(MAX_INVOICE_COUNTER)
  invoiceStartNumber!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_INVOICE_COUNTER,
    description:
      'The stored value only ever grows: the larger of the stored and the sent one is kept',
    example: 312,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INVOICE_COUNTER)
  latestInvoiceNumber?: number;

  @ApiProperty({
    maxLength: DEFAULT_NOTES_MAX_LENGTH,
    example: 'Thank you for your business!',
  })
  @IsString()
  @MaxLength(DEFAULT_NOTES_MAX_LENGTH)
  defaultNotes!: string;

  @ApiPropertyOptional({ type: CompanyDetailsDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CompanyDetailsDto)
  defaultCompany?: CompanyDetailsDto | null;

  @ApiProperty({ type: PaymentMethodsDto })
  @IsObject()
  @ValidateNested()
  @Type(() => PaymentMethodsDto)
  paymentMethods!: PaymentMethodsDto;

  @ApiProperty({ enum: DEFAULT_PAYMENT_METHODS, isArray: true, example: ['bank'] })
  @IsArray()
  @IsIn(DEFAULT_PAYMENT_METHODS, { each: true })
  defaultPaymentMethods!: DefaultPaymentMethod[];

  @ApiProperty({ type: InvoiceNumberFormatDto })
  @IsObject()
  @ValidateNested()
  @Type(() => InvoiceNumberFormatDto)
  invoiceNumberFormat!: InvoiceNumberFormatDto;

  @ApiPropertyOptional({
    type: InvoiceNumberFormatDto,
    description: "The credit notes' own series (default prefix 'CN'); left out: the stored one",
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => InvoiceNumberFormatDto)
  creditNoteNumberFormat?: InvoiceNumberFormatDto;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_INVOICE_COUNTER,
    description: 'The first credit-note number; left out: the stored one',
    example: 1,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INVOICE_COUNTER)
  creditNoteStartNumber?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_INVOICE_COUNTER,
    description:
      'The stored value only ever grows: the larger of the stored and the sent one is kept',
    example: 4,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INVOICE_COUNTER)
  latestCreditNoteNumber?: number;

  @ApiProperty({ type: ReminderSettingsDto })
  @IsObject()
  @ValidateNested()
  @Type(() => ReminderSettingsDto)
  reminders!: ReminderSettingsDto;

  @ApiPropertyOptional({
    type: LogoDto,
    nullable: true,
    readOnly: true,
    description: 'Ignored: the logo changes through /api/logo/upload and /api/logo/delete',
  })
  @IsOptional()
  logo?: LogoDto | null;
}

export class SaveSettingsBodyDto {
  @ApiProperty({ type: SaveSettingsDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SaveSettingsDto)
  settings!: SaveSettingsDto;

  // What a GET answers beside the settings: accepted and ignored, so a read can be sent back.
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    readOnly: true,
    description: 'Ignored',
  })
  @IsOptional()
  savedAt?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    readOnly: true,
    description: 'Ignored: to change only the version you read, send it as If-Match',
  })
  @IsOptional()
  version?: number;
}

export class SettingsDto {
  @ApiProperty({ enum: languages, example: 'nl' })
  language!: Language;

  @ApiProperty({ enum: languages, example: 'nl' })
  invoiceLanguage!: Language;

  @ApiProperty({ enum: COUNTRY_CODES, example: 'NL' })
  country!: CountryCode;

  @ApiProperty({ enum: VAT_REGIMES, example: 'standard' })
  vatRegime!: VatRegime;

  @ApiProperty({ enum: PAYMENT_REFERENCE_KINDS, example: 'invoice_number' })
  paymentReferenceKind!: PaymentReferenceKind;

  @ApiProperty({ type: 'integer', example: 300 })
  invoiceStartNumber!: number;

  @ApiProperty({ type: 'integer', example: 312 })
  latestInvoiceNumber!: number;

  @ApiProperty({ example: 'Thank you for your business!' })
  defaultNotes!: string;

  @ApiProperty({ type: CompanyDetailsDto, nullable: true })
  defaultCompany!: CompanyDetailsDto | null;

  @ApiProperty({ type: LogoDto, nullable: true })
  logo!: LogoDto | null;

  @ApiProperty({ type: PaymentMethodsDto, description: 'The Mollie key is masked' })
  paymentMethods!: PaymentMethodsDto;

  @ApiProperty({ enum: DEFAULT_PAYMENT_METHODS, isArray: true, example: ['bank'] })
  defaultPaymentMethods!: DefaultPaymentMethod[];

  @ApiProperty({ type: InvoiceNumberFormatDto })
  invoiceNumberFormat!: InvoiceNumberFormatDto;

  @ApiProperty({ type: InvoiceNumberFormatDto })
  creditNoteNumberFormat!: InvoiceNumberFormatDto;

  @ApiProperty({ type: 'integer', example: 1 })
  creditNoteStartNumber!: number;

  @ApiProperty({ type: 'integer', example: 4 })
  latestCreditNoteNumber!: number;

  @ApiProperty({ type: ReminderSettingsDto })
  reminders!: ReminderSettingsDto;
}

export class SettingsResponseDto {
  @ApiProperty({ type: SettingsDto })
  settings!: SettingsDto;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    readOnly: true,
    description:
      'When the user last saved settings; null: never, and `settings` are the defaults (a browser then keeps its own)',
    example: '2026-11-24T10:00:00.000Z',
  })
  savedAt!: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    readOnly: true,
    description:
      'The stored version: 1 until the first change, one more on every change (not when only the invoice counter moves: it only ever grows). Answered as the ETag; send it as If-Match to change only this version',
    example: 5,
  })
  version!: number;
}

/** The 412 of a conditional change (If-Match) of the settings. */
export const SettingsVersionConflictDto = versionConflictDto(
  SettingsResponseDto,
  'SettingsVersionConflictDto',
);

export type _SettingsDtoMatchesDomain = DtoMatchesDomain<SameShape<SettingsDto, Settings>>;
export type _LogoDtoMatchesDomain = DtoMatchesDomain<SameShape<LogoDto, Logo>>;
export type _NumberFormatDtoMatchesDomain = DtoMatchesDomain<
  SameShape<InvoiceNumberFormatDto, InvoiceNumberFormat>
>;
export type _ReminderSettingsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<ReminderSettingsDto, ReminderSettings>
>;
