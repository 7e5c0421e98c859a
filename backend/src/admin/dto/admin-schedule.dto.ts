import { ApiProperty } from '@nestjs/swagger';
import type { AdminSchedule, AdminScheduleList } from '@app/contracts/admin';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { ListPageDto } from '../../common/api/list-page.js';
import { ScheduleDto } from '../../schedules/dto/schedule.dto.js';

/** A user's schedule in the admin area: the schedule, and its template invoice's number. */
export class AdminScheduleDto extends ScheduleDto {
  @ApiProperty({
    type: String,
    nullable: true,
    readOnly: true,
    description:
      'The template invoice’s number; empty when it has none, null when the invoice is not there',
    example: 'INV-2026-0042',
  })
  templateInvoiceNumber!: string | null;
}

export class AdminScheduleListDto extends ListPageDto {
  @ApiProperty({ type: [AdminScheduleDto], description: 'Newest first' })
  schedules!: AdminScheduleDto[];
}

export type _AdminScheduleDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminScheduleDto, AdminSchedule>
>;
export type _AdminScheduleListDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminScheduleListDto, AdminScheduleList>
>;
