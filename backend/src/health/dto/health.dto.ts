import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DependencyStatusDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiPropertyOptional({ description: 'Why the dependency is down; never contains credentials' })
  error?: string;
}

export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'shutting-down'],
    description:
      'ok when every configured dependency is up; shutting-down (with 503) from the moment the ' +
      'instance was told to stop, while the requests under way finish',
  })
  status!: 'ok' | 'degraded' | 'shutting-down';

  @ApiProperty({ type: DependencyStatusDto })
  database!: DependencyStatusDto;

  @ApiPropertyOptional({
    type: DependencyStatusDto,
    description: 'Present when REDIS_URL is configured',
  })
  redis?: DependencyStatusDto;

  @ApiProperty({ description: 'True in a preview environment (the shell shows a banner)' })
  preview!: boolean;
}
