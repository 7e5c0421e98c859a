import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export class ListSchedulesQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Only active schedules', example: true })
  @IsOptional()
  // Only the words true and false; anything else stays as sent and fails IsBoolean.
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'must be true or false' })
  activeOnly?: boolean;
}
