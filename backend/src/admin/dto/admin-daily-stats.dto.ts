import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_DAILY_DAYS, type AdminDailyStats, type AdminDay } from '@app/contracts/admin';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export class AdminDailyStatsQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: ADMIN_DAILY_DAYS.min,
    maximum: ADMIN_DAILY_DAYS.max,
    default: ADMIN_DAILY_DAYS.default,
    description: 'How many days, today included',
    example: ADMIN_DAILY_DAYS.default,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(ADMIN_DAILY_DAYS.min)
  @Max(ADMIN_DAILY_DAYS.max)
  days?: number;
}

export class AdminDayDto {
  @ApiProperty({ format: 'date', example: '2026-11-26' })
  date!: string;

  @ApiProperty({ type: 'integer', description: 'Users who joined that day', example: 3 })
  signUps!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Invoices and credit notes stored that day (what the invoices counter counts)',
    example: 41,
  })
  invoices!: number;
}

export class AdminDailyStatsDto {
  @ApiProperty({ format: 'date', example: '2026-10-28', description: 'The first day' })
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-11-26', description: 'The last day: today' })
  to!: string;

  @ApiProperty({ example: 'Europe/Amsterdam', description: 'The zone whose midnights end a day' })
  timeZone!: string;

  @ApiProperty({ type: [AdminDayDto], description: 'Every day, oldest first; none is left out' })
  days!: AdminDayDto[];
}

export type _AdminDayDtoMatchesDomain = DtoMatchesDomain<SameShape<AdminDayDto, AdminDay>>;
export type _AdminDailyStatsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminDailyStatsDto, AdminDailyStats>
>;
