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
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminEmailQueueService } from './admin-email-queue.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminEmailQueueDto, AdminEmailResultDto } from './dto/admin-email.dto.js';
import { AdminQueueQueryDto } from './dto/admin-queue-query.js';

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
  @ApiOperation({
    summary: 'List the e-mail queue (admin)',
    description:
      'Every user’s e-mails newest first, 100 a page (at most 500), with the counters over the ' +
      'whole queue.',
  })
  listAdminEmails(@Query() query: AdminQueueQueryDto): Promise<AdminEmailQueueDto> {
    return this.queue.list(query);
  }

  /**
   * Send now: a planned record is queued at once; a sent or failed one is sent again as a new
   * record (the old one stays as history). A reminder is sent once, ever: 409 for it.
   */
  @Post(':id/send')
  @Idempotent()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminEmailResultDto })
  @ApiErrorResponses('CONFLICT')
  @ApiOperation({
    summary: 'Send an e-mail now (admin)',
    description:
      'A planned e-mail is queued at once; a sent or failed one is sent again as a new record. ' +
      'A reminder is sent once, ever: 409.',
  })
  async sendAdminEmail(@Param('id', emailId) id: string): Promise<AdminEmailResultDto> {
    return { email: await this.queue.sendNow(id) };
  }

  /** A failed record planned again with fresh tries; 409 unless it failed. */
  @Post(':id/requeue')
  @Idempotent()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminEmailResultDto })
  @ApiErrorResponses('CONFLICT')
  @ApiOperation({
    summary: 'Requeue a failed e-mail (admin)',
    description: 'Plans a failed e-mail again with fresh tries; 409 unless it failed.',
  })
  async requeueAdminEmail(@Param('id', emailId) id: string): Promise<AdminEmailResultDto> {
    return { email: await this.queue.requeue(id) };
  }

  /** The PDF attached to this e-mail, rendered from the invoice as it is now. */
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiOperation({
    summary: 'Get an e-mail’s PDF (admin)',
    description: 'The PDF attached to this e-mail, rendered from the invoice as it is now.',
  })
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
