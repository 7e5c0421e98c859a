import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class MoveClockDto {
  @ApiProperty({
    description: 'The day to move to (yyyy-MM-dd; midday in Europe/Amsterdam)',
    example: '2026-12-24',
  })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date (yyyy-MM-dd)' })
  date!: string;
}
