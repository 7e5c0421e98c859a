import {
  ApiProperty,
  ApiPropertyOptional,
  IntersectionType,
  OmitType,
  PartialType,
  PickType,
} from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional } from 'class-validator';
import {
  INVOICE_ID_PATTERN,
  INVOICE_MESSAGES,
  SCHEDULE_DAY_ERROR,
  SCHEDULE_TYPES,
  isInvoiceId,
  validateScheduleDay,
  type ScheduleInput,
  type ScheduleType,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { DATE_TEXT_MESSAGE, isDateText } from '../../common/validation/rules.js';

const ID_MESSAGE = 'must be 16 to 64 letters, digits, _ or -';

/** A whole number is IsInt's to judge; its range is the contracts rule's. */
const isDayInRange = (value: unknown): boolean =>
  !Number.isInteger(value) || validateScheduleDay(value as number) === null;

const isEmptyOrDateText = (value: unknown): boolean => value === '' || isDateText(value);

/** The body of a create. */
export class CreateScheduleDto {
  @ApiPropertyOptional({
    pattern: INVOICE_ID_PATTERN.source,
    description:
      'Made by the client (offline saves); repeating a create with it returns the stored schedule',
    example: 'Hx2Xb3sG0c8q1Yw7Pz5kL',
  })
  @IsOptional()
  @Satisfies(isInvoiceId, ID_MESSAGE)
  id?: string;

  @ApiProperty({
    pattern: INVOICE_ID_PATTERN.source,
    description: 'One of the caller’s invoices; an invoice has at most one schedule',
    example: 'V1StGXR8_Z5jdHi6B-myT',
  })
  @Satisfies(isInvoiceId, ID_MESSAGE)
  templateInvoiceId!: string;

  @ApiProperty({ enum: SCHEDULE_TYPES, example: 'monthly' })
  @IsIn(SCHEDULE_TYPES)
  type!: ScheduleType;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 31,
    description: 'Past the end of a month: its last day',
    example: 5,
  })
  @IsInt({ message: 'must be a whole number' })
  @Satisfies(isDayInRange, INVOICE_MESSAGES[SCHEDULE_DAY_ERROR])
  dayOfMonth!: number;

  @ApiProperty({ format: 'date', example: '2026-12-05' })
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  startDate!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: "On or after the start date; '' or null: no end date",
    example: '2027-12-31',
  })
  @IsOptional()
  @Satisfies(isEmptyOrDateText, `${DATE_TEXT_MESSAGE}, or empty`)
  endDate?: string | null;

  @ApiPropertyOptional({ description: 'Absent: true', example: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/**
 * The body of a PUT: the whole schedule, replacing the stored one (a change of some fields is a
 * PATCH): left out, the end date is none and `active` is true, as in a create. An `id` must be
 * the one in the path and the template cannot change, so both may be left out. What the server
 * keeps (the generated dates, timestamps, version) is accepted and ignored, so what a GET
 * answers can be sent back.
 */
export class UpdateScheduleDto extends IntersectionType(
  OmitType(CreateScheduleDto, ['id', 'templateInvoiceId'] as const),
  PartialType(PickType(CreateScheduleDto, ['id', 'templateInvoiceId'] as const)),
) {
  // Redeclared for their documentation only; the validation is the create's, made optional.
  @ApiPropertyOptional({
    pattern: INVOICE_ID_PATTERN.source,
    description: 'When sent, the id in the path',
    example: 'Hx2Xb3sG0c8q1Yw7Pz5kL',
  })
  override id?: string;

  @ApiPropertyOptional({
    pattern: INVOICE_ID_PATTERN.source,
    description: 'When sent, the stored one: a schedule keeps its template',
    example: 'V1StGXR8_Z5jdHi6B-myT',
  })
  override templateInvoiceId?: string;

  @ApiPropertyOptional({ format: 'date', readOnly: true, description: 'Ignored' })
  @IsOptional()
  lastGeneratedDate?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    readOnly: true,
    description: 'Ignored',
  })
  @IsOptional()
  nextInvoiceDate?: string | null;

  @ApiPropertyOptional({ format: 'date-time', readOnly: true, description: 'Ignored' })
  @IsOptional()
  createdAt?: string;

  @ApiPropertyOptional({ format: 'date-time', readOnly: true, description: 'Ignored' })
  @IsOptional()
  updatedAt?: string;

  @ApiPropertyOptional({
    type: 'integer',
    readOnly: true,
    description: 'Ignored: to change only the version you read, send it as If-Match',
  })
  @IsOptional()
  version?: number;
}

type ReadOnlyScheduleField =
  'lastGeneratedDate' | 'nextInvoiceDate' | 'createdAt' | 'updatedAt' | 'version';

export type _CreateScheduleDtoMatchesDomain = DtoMatchesDomain<
  SameShape<CreateScheduleDto, ScheduleInput>
>;
export type _UpdateScheduleDtoMatchesDomain = DtoMatchesDomain<
  SameShape<
    Omit<UpdateScheduleDto, ReadOnlyScheduleField>,
    // Omit<…, never> flattens the intersection into one object type.
    Omit<
      Omit<ScheduleInput, 'id' | 'templateInvoiceId'> &
        Partial<Pick<ScheduleInput, 'id' | 'templateInvoiceId'>>,
      never
    >
  >
>;
