import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/public.decorator.js';
import { HealthDto } from './dto/health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'Every configured dependency is up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'A dependency is down' })
  @ApiOperation({
    summary: 'Check the server’s health',
    description:
      'Public: 200 when every configured dependency is up; 503 with the state of each when one ' +
      'is down or the instance is stopping.',
  })
  async getHealth(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const health = await this.health.check();
    if (health.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }
}
