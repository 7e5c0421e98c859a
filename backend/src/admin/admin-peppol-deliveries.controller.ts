import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminPeppolDeliveriesService } from './admin-peppol-deliveries.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminPeppolDeliveriesDto } from './dto/admin-peppol-delivery.dto.js';
import { AdminQueueQueryDto } from './dto/admin-queue-query.js';

/** Every user's Peppol deliveries, for admins only, paged like the e-mail queue. */
@ApiTags('admin')
@ApiForbiddenResponse({
  type: ErrorBodyDto,
  description: 'code FORBIDDEN: not an admin; TOKEN_NOT_ALLOWED: a personal access token',
})
@UseGuards(AdminGuard)
@UseInterceptors(AdminAuditInterceptor)
@Controller('admin/peppol-deliveries')
export class AdminPeppolDeliveriesController {
  constructor(private readonly deliveries: AdminPeppolDeliveriesService) {}

  @Get()
  @ApiOkResponse({ type: AdminPeppolDeliveriesDto })
  @ApiOperation({
    summary: 'List the Peppol deliveries (admin)',
    description:
      'Every user’s Peppol deliveries newest first, 100 a page (at most 500), with the counters ' +
      'over all of them: on their way, sent or delivered, refused or failed.',
  })
  listAdminPeppolDeliveries(@Query() query: AdminQueueQueryDto): Promise<AdminPeppolDeliveriesDto> {
    return this.deliveries.list(query);
  }
}
