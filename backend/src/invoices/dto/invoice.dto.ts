import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  DOCUMENT_TYPES,
  INVOICE_ID_PATTERN,
  INVOICE_MAX_ITEMS,
  INVOICE_PLACEHOLDER_FIELDS,
  INVOICE_STATUSES,
  INVOICE_TEXT_MAX_LENGTH as MAX,
  PAYMENT_STATUSES,
  isInvoiceId,
  type ApiInvoice,
  type DocumentType,
  type InvoicePlaceholderField,
  type InvoiceStatus,
  type PaymentStatus,
  type PlaceholderFlags,
  PEPPOL_STATUSES,
  type PeppolStatus,
} from '@app/contracts/invoice';
import { VAT_REGIMES, type VatRegime } from '@app/contracts/vat';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { versionConflictDto } from '../../common/versions/version-conflict.dto.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { DATE_TEXT_MESSAGE, isDateText, isIsoTimestamp } from '../../common/validation/rules.js';
import {
  CREDIT_STATUS_SCHEMA,
  CreditRefundDto,
  CreditSummaryDto,
  CreditedInvoiceDto,
  type CreditStatus,
} from './credit-note.dto.js';
import { DiscountDto } from './discount.dto.js';
import { FLAG_MAP_MESSAGE, flagMapSchema, isFlagMap } from './flag-map.js';
import { LineItemDto } from './line-item.dto.js';
import { PaymentLinkDto } from './payment-link.dto.js';
import { PaymentMethodsDto } from './payment-methods.dto.js';
import { RecipientDto, SenderDto } from './party.dto.js';

/**
 * The invoice a client sends. A concept (or anything without a number) is saved: it gets the
 * next number and becomes 'saved'. Fields the server owns (total, payment links, the schedule
 * that generated it, version, timestamps: readOnly in openapi.yaml) and browser-only fields
 * (synced, scheduleData) are accepted and ignored, so what a GET answers can be sent back.
 */
const PEPPOL_STATUS_SCHEMA = {
  enum: PEPPOL_STATUSES,
  readOnly: true,
  description:
    'Its latest Peppol delivery (POST /api/invoices/{id}/peppol-deliveries): absent when it was never sent over Peppol',
  example: 'sent',
} as const;

export class InvoiceInputDto {
  @ApiPropertyOptional({
    pattern: INVOICE_ID_PATTERN.source,
    description:
      'Made by the client (offline saves); repeating a create with it returns the stored invoice',
    example: 'V1StGXR8_Z5jdHi6B-myT',
  })
  @IsOptional()
  @Satisfies(isInvoiceId, 'must be 16 to 64 letters, digits, _ or -')
  id?: string;

  @ApiPropertyOptional({ enum: DOCUMENT_TYPES, example: 'invoice' })
  @IsOptional()
  @IsIn(DOCUMENT_TYPES)
  documentType?: DocumentType;

  @ApiPropertyOptional({
    type: CreditedInvoiceDto,
    description:
      'On a credit note: the invoice it corrects (required; one of the caller’s saved, sent or paid invoices). Fixed once stored',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CreditedInvoiceDto)
  creditedInvoice?: CreditedInvoiceDto;

  @ApiPropertyOptional({
    maxLength: MAX.invoiceNumber,
    description: 'Empty: the server assigns the next number. Once assigned it never changes',
    example: '',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.invoiceNumber)
  invoiceNumber?: string;

  @ApiProperty({ format: 'date', example: '2026-11-24' })
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  date!: string;

  @ApiProperty({ format: 'date', example: '2026-12-08' })
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  dueDate!: string;

  @ApiProperty({ maxLength: MAX.paymentTerms, example: '14 days' })
  @IsString()
  @MaxLength(MAX.paymentTerms)
  paymentTerms!: string;

  @ApiProperty({ enum: INVOICE_STATUSES, example: 'concept' })
  @IsIn(INVOICE_STATUSES)
  status!: InvoiceStatus;

  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description: 'A user can only change it to unpaid or paid; the other states are the server’s',
    example: 'unpaid',
  })
  @IsIn(PAYMENT_STATUSES)
  paymentStatus!: PaymentStatus;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When marked paid; now when absent',
    example: '2026-11-30T09:00:00.000Z',
  })
  @IsOptional()
  @Satisfies(isIsoTimestamp, 'must be an ISO 8601 timestamp')
  paidAt?: string;

  @ApiProperty({ type: SenderDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SenderDto)
  sender!: SenderDto;

  @ApiProperty({ type: RecipientDto })
  @IsObject()
  @ValidateNested()
  @Type(() => RecipientDto)
  recipient!: RecipientDto;

  @ApiPropertyOptional({ format: 'uuid', description: 'One of the caller’s saved companies' })
  @IsOptional()
  @IsUUID()
  companyId?: string;

  @ApiProperty({ type: [LineItemDto], maxItems: INVOICE_MAX_ITEMS })
  @IsArray()
  @ArrayMaxSize(INVOICE_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => LineItemDto)
  items!: LineItemDto[];

  @ApiProperty({ type: DiscountDto })
  @IsObject()
  @ValidateNested()
  @Type(() => DiscountDto)
  discount!: DiscountDto;

  @ApiProperty({ maxLength: MAX.notes, example: 'Thank you for your business!' })
  @IsString()
  @MaxLength(MAX.notes)
  notes!: string;

  @ApiProperty({ maxLength: MAX.emailMessage, example: '' })
  @IsString()
  @MaxLength(MAX.emailMessage)
  emailMessage!: string;

  @ApiProperty({ type: PaymentMethodsDto, description: 'A Mollie key is stored masked' })
  @IsObject()
  @ValidateNested()
  @Type(() => PaymentMethodsDto)
  paymentMethods!: PaymentMethodsDto;

  @ApiPropertyOptional({ maxLength: MAX.paymentReference, example: '+++090/9337/55493+++' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.paymentReference)
  paymentReference?: string;

  @ApiPropertyOptional({
    enum: VAT_REGIMES,
    description:
      "The seller's VAT regime for this invoice; absent on create: the one in the user's settings",
    example: 'standard',
  })
  @IsOptional()
  @IsIn(VAT_REGIMES)
  vatRegime?: VatRegime;

  @ApiPropertyOptional({
    description: 'One of the caller’s schedules (schedules API)',
    maxLength: 64,
  })
  @IsOptional()
  @Satisfies(isInvoiceId, 'must be 16 to 64 letters, digits, _ or -')
  scheduleId?: string;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  @IsIn(['EUR'])
  currency!: 'EUR';

  @ApiProperty(flagMapSchema(INVOICE_PLACEHOLDER_FIELDS))
  @Satisfies(isFlagMap(INVOICE_PLACEHOLDER_FIELDS), FLAG_MAP_MESSAGE)
  isPlaceholder!: PlaceholderFlags<InvoicePlaceholderField>;

  @ApiPropertyOptional({
    type: 'integer',
    readOnly: true,
    description: 'Ignored: the server computes the total',
  })
  @IsOptional()
  total?: number;

  @ApiPropertyOptional({
    type: [PaymentLinkDto],
    readOnly: true,
    description: 'Ignored: set by the payments module',
  })
  @IsOptional()
  paymentLinks?: PaymentLinkDto[];

  @ApiPropertyOptional({
    readOnly: true,
    description: 'Ignored: set by the schedule that generated it',
  })
  @IsOptional()
  generatedFromScheduleId?: string;

  @ApiPropertyOptional({ description: 'Ignored: browser-only' })
  @IsOptional()
  synced?: unknown;

  @ApiPropertyOptional({
    description: 'Ignored: browser-only (the schedules API creates schedules)',
  })
  @IsOptional()
  scheduleData?: unknown;

  @ApiPropertyOptional({
    type: 'integer',
    readOnly: true,
    description:
      'Ignored: the server counts versions. To change only the version you read, send it as If-Match',
  })
  @IsOptional()
  version?: number;

  @ApiPropertyOptional({ format: 'date-time', readOnly: true, description: 'Ignored' })
  @IsOptional()
  createdAt?: string;

  @ApiPropertyOptional({ format: 'date-time', readOnly: true, description: 'Ignored' })
  @IsOptional()
  updatedAt?: string;

  @ApiPropertyOptional({
    type: [CreditSummaryDto],
    readOnly: true,
    description: 'Ignored: the server lists the credit notes',
  })
  @IsOptional()
  credits?: unknown;

  @ApiPropertyOptional({ ...CREDIT_STATUS_SCHEMA, description: 'Ignored: follows the credits' })
  @IsOptional()
  creditStatus?: unknown;

  @ApiPropertyOptional({
    type: CreditRefundDto,
    readOnly: true,
    description: 'Ignored: set by the refund call',
  })
  @IsOptional()
  refund?: unknown;

  @ApiPropertyOptional({
    ...PEPPOL_STATUS_SCHEMA,
    description: 'Ignored: follows its Peppol deliveries',
  })
  @IsOptional()
  peppolStatus?: unknown;
}

export class SaveInvoiceBodyDto {
  @ApiProperty({ type: InvoiceInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => InvoiceInputDto)
  invoice!: InvoiceInputDto;
}

export class InvoiceDto extends OmitType(InvoiceInputDto, [
  'id',
  'invoiceNumber',
  'total',
  'paymentLinks',
  'generatedFromScheduleId',
  'synced',
  'scheduleData',
  'version',
  'createdAt',
  'updatedAt',
  'credits',
  'creditStatus',
  'refund',
  'peppolStatus',
] as const) {
  @ApiProperty({ example: 'V1StGXR8_Z5jdHi6B-myT' })
  id!: string;

  @ApiProperty({ example: 'INV-2026-0300' })
  invoiceNumber!: string;

  @ApiProperty({
    type: 'integer',
    readOnly: true,
    description: 'Cents, computed by the server',
    example: 10285,
  })
  total!: number;

  @ApiProperty({ type: [PaymentLinkDto], readOnly: true })
  paymentLinks!: PaymentLinkDto[];

  @ApiPropertyOptional({ readOnly: true, example: 'Hx2Xb3sG0c8q1Yw7Pz5kL' })
  generatedFromScheduleId?: string;

  @ApiProperty({ format: 'date-time', readOnly: true, example: '2026-11-24T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', readOnly: true, example: '2026-11-24T10:00:00.000Z' })
  updatedAt!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    readOnly: true,
    description:
      'The stored version: 1 when created, one more on every change, by anyone (also the server’s own: sent, overdue, paid). Answered as the ETag; send it as If-Match to change only this version',
    example: 3,
  })
  version!: number;

  @ApiPropertyOptional({
    type: [CreditSummaryDto],
    readOnly: true,
    description: 'On an invoice: its credit notes, oldest first',
  })
  credits?: CreditSummaryDto[];

  @ApiPropertyOptional(CREDIT_STATUS_SCHEMA)
  creditStatus?: CreditStatus;

  @ApiPropertyOptional({
    type: CreditRefundDto,
    readOnly: true,
    description:
      'On a credit note: its refund through Mollie, once asked for (POST /api/invoices/{id}/refund)',
  })
  refund?: CreditRefundDto;

  @ApiPropertyOptional(PEPPOL_STATUS_SCHEMA)
  peppolStatus?: PeppolStatus;
}

/** The 412 of a conditional change (If-Match) of an invoice. */
export const InvoiceVersionConflictDto = versionConflictDto(
  InvoiceDto,
  'InvoiceVersionConflictDto',
);

export type _InvoiceDtoMatchesDomain = DtoMatchesDomain<SameShape<InvoiceDto, ApiInvoice>>;
