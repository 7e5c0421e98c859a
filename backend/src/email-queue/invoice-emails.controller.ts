import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { SEND_INVOICE_EMAIL_EXAMPLES } from '../openapi/body-examples.js';
import { InvoiceEmailListDto, SendInvoiceEmailResultDto } from './dto/invoice-email.dto.js';
import { SendInvoiceEmailDto } from './dto/send-invoice-email.dto.js';
import { InvoiceEmailsService } from './invoice-emails.service.js';

@ApiTags('invoices')
@Controller('invoices/:id')
export class InvoiceEmailsController {
  constructor(private readonly emails: InvoiceEmailsService) {}

  @Post('send-email')
  @Idempotent()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiClientIdParam('id', 'invoice')
  @ApiAcceptedResponse({
    type: SendInvoiceEmailResultDto,
    description: 'Queued: the record is planned; the queue delivers it once',
  })
  // 429 is also the user's sending limit (docs/email.md#sending-limit), with Retry-After.
  @ApiErrorResponses('CONFLICT', 'RATE_LIMITED', 'EMAIL_LIMIT_REACHED')
  @ApiOperation({
    summary: 'E-mail an invoice',
    description:
      'Plans an e-mail of the invoice (HTML, text, the PDF and, when asked, the UBL e-invoice) ' +
      'to one recipient and answers 202 with the `planned` record; the queue delivers it once, ' +
      'with retries, and the invoice becomes `sent` when it is delivered. The invoice must be ' +
      'saved (409 CONFLICT otherwise). Every POST is a new e-mail: send again by posting again. ' +
      'Each user may send 50 e-mails an hour and 200 a day: beyond, 429 EMAIL_LIMIT_REACHED ' +
      'with `Retry-After`.',
  })
  @ApiBody({ type: SendInvoiceEmailDto, examples: SEND_INVOICE_EMAIL_EXAMPLES })
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
  @ApiOperation({
    summary: 'List an invoice’s e-mails',
    description:
      'Every e-mail of the invoice, oldest first, with its recipient, status (`planned`, ' +
      '`sent`, `failed`), when it was queued and sent, and its last error.',
  })
  async listInvoiceEmails(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<InvoiceEmailListDto> {
    return { emails: await this.emails.list(user.id, id) };
  }
}
