import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminDailyStatsService } from './admin-daily-stats.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminDailyStatsDto, AdminDailyStatsQueryDto } from './dto/admin-daily-stats.dto.js';

/** The admin dashboard's figures over time, for admins only. */
@ApiTags('admin')
@ApiForbiddenResponse({
  type: ErrorBodyDto,
  description: 'code FORBIDDEN: not an admin; TOKEN_NOT_ALLOWED: a personal access token',
})
@UseGuards(AdminGuard)
@UseInterceptors(AdminAuditInterceptor)
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly daily: AdminDailyStatsService) {}

  @Get('daily')
  @ApiOkResponse({ type: AdminDailyStatsDto })
  @ApiOperation({
    summary: 'Sign-ups and invoices per day (admin)',
    description:
      'The last `days` calendar days (Amsterdam), today included, 30 by default: how many ' +
      'users joined and how many invoices and credit notes were stored on each.',
  })
  getAdminDailyStats(@Query() query: AdminDailyStatsQueryDto): Promise<AdminDailyStatsDto> {
    return this.daily.lastDays(query.days);
  }
}
