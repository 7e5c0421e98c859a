import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { InvoiceEmailListDto, SendInvoiceEmailResultDto } from './dto/invoice-email.dto.js';
import { SendInvoiceEmailDto } from './dto/send-invoice-email.dto.js';
import { InvoiceEmailsService } from './invoice-emails.service.js';

@ApiTags('invoices')
@Controller('invoices/:id')
export class InvoiceEmailsController {
  constructor(private readonly emails: InvoiceEmailsService) {}

  @Post('send-email')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiClientIdParam('id', 'invoice')
  @ApiAcceptedResponse({
    type: SendInvoiceEmailResultDto,
    description: 'Queued: the record is planned; the queue delivers it once',
  })
  // 429 is also the user's sending limit (docs/email.md#sending-limit), with Retry-After.
  @ApiErrorResponses('CONFLICT', 'RATE_LIMITED', 'EMAIL_LIMIT_REACHED')
  async sendInvoiceEmail(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() body: SendInvoiceEmailDto,
  ): Promise<SendInvoiceEmailResultDto> {
    return { email: await this.emails.send(user.id, id, body) };
  }

  @Get('emails')
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: InvoiceEmailListDto })
  async listInvoiceEmails(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<InvoiceEmailListDto> {
    return { emails: await this.emails.list(user.id, id) };
  }
}
