import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  StreamableFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminEmailQueueService } from './admin-email-queue.service.js';
import { AdminGuard } from './admin.guard.js';
import {
  AdminEmailQueueDto,
  AdminEmailQueueQueryDto,
  AdminEmailResultDto,
} from './dto/admin-email.dto.js';

const emailId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });

/** The e-mail queue across all users, for admins only (spec §2 "/admin/email-queue", §4, §7). */
@ApiTags('admin')
@ApiForbiddenResponse({
  type: ErrorBodyDto,
  description: 'code FORBIDDEN: not an admin; TOKEN_NOT_ALLOWED: a personal access token',
})
@UseGuards(AdminGuard)
@UseInterceptors(AdminAuditInterceptor)
@Controller('admin/email-queue')
export class AdminEmailQueueController {
  constructor(private readonly queue: AdminEmailQueueService) {}

  /** Newest first, 100 a page (at most 500), with the counters over the whole queue. */
  @Get()
  @ApiOkResponse({ type: AdminEmailQueueDto })
  listAdminEmails(@Query() query: AdminEmailQueueQueryDto): Promise<AdminEmailQueueDto> {
    return this.queue.list(query);
  }

  /**
   * Send now: a planned record is queued at once; a sent or failed one is sent again as a new
   * record (the old one stays as history). A reminder is sent once, ever: 409 for it.
   */
  @Post(':id/send')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminEmailResultDto })
  @ApiErrorResponses('CONFLICT')
  async sendAdminEmail(@Param('id', emailId) id: string): Promise<AdminEmailResultDto> {
    return { email: await this.queue.sendNow(id) };
  }

  /** A failed record planned again with fresh tries; 409 unless it failed. */
  @Post(':id/requeue')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminEmailResultDto })
  @ApiErrorResponses('CONFLICT')
  async requeueAdminEmail(@Param('id', emailId) id: string): Promise<AdminEmailResultDto> {
    return { email: await this.queue.requeue(id) };
  }

  /** The PDF attached to this e-mail, rendered from the invoice as it is now. */
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async getAdminEmailPdf(
    @Param('id', emailId) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { fileName, bytes } = await this.queue.pdf(id);
    response.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `inline; filename="${encodeURIComponent(fileName)}"`,
    });
  }
}
