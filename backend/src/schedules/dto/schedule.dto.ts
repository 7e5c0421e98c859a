import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SCHEDULE_TYPES, type ApiSchedule, type ScheduleType } from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { ListPageDto } from '../../common/api/list-page.js';
import { versionConflictDto } from '../../common/versions/version-conflict.dto.js';

export class ScheduleDto {
  @ApiProperty({ example: 'Hx2Xb3sG0c8q1Yw7Pz5kL' })
  id!: string;

  @ApiProperty({
    description: 'The invoice each new one is copied from',
    example: 'V1StGXR8_Z5jdHi6B-myT',
  })
  templateInvoiceId!: string;

  @ApiProperty({ enum: SCHEDULE_TYPES, example: 'monthly' })
  type!: ScheduleType;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 31,
    description: 'Past the end of a month: its last day',
    example: 5,
  })
  dayOfMonth!: number;

  @ApiProperty({ format: 'date', example: '2026-12-05' })
  startDate!: string;

  @ApiPropertyOptional({ format: 'date', description: 'Absent: no end', example: '2027-12-31' })
  endDate?: string;

  @ApiProperty({ example: true })
  active!: boolean;

  @ApiPropertyOptional({
    format: 'date',
    readOnly: true,
    description: 'Date of the last invoice generated; absent until one is',
    example: '2026-12-05',
  })
  lastGeneratedDate?: string;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    readOnly: true,
    description: 'null when the schedule is inactive or has ended',
    example: '2027-01-05',
  })
  nextInvoiceDate!: string | null;

  @ApiProperty({ format: 'date-time', readOnly: true, example: '2026-11-24T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', readOnly: true, example: '2026-11-24T10:00:00.000Z' })
  updatedAt!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    readOnly: true,
    description:
      'The stored version: 1 when created, one more on every change (also the generator’s, when it makes an invoice). Answered as the ETag; send it as If-Match to change only this version',
    example: 4,
  })
  version!: number;
}

/** The 412 of a conditional change (If-Match) of a schedule. */
export const ScheduleVersionConflictDto = versionConflictDto(
  ScheduleDto,
  'ScheduleVersionConflictDto',
);

export class ScheduleListDto extends ListPageDto {
  @ApiProperty({ type: [ScheduleDto], description: 'Newest first' })
  schedules!: ScheduleDto[];
}

export type _ScheduleDtoMatchesDomain = DtoMatchesDomain<SameShape<ScheduleDto, ApiSchedule>>;
