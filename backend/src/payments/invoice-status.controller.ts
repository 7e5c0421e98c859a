import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import { Public } from '../common/auth/public.decorator.js';
import { InvoiceStatusDto } from './dto/invoice-status.dto.js';
import { PaymentStartDto } from './dto/payment-start.dto.js';
import { PaymentsService } from './payments.service.js';

/**
 * The customer's view of one invoice (spec §2 status page and pay page). Public: the customer has
 * no account; the invoice id from the e-mail is the key. Rate limited per address more tightly
 * than the rest of the API (see rate-limits.ts).
 */
@ApiTags('invoice-status')
@Controller('invoice-status')
export class InvoiceStatusController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Get(':id')
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: InvoiceStatusDto })
  @ApiOperation({
    summary: 'Get an invoice’s public status',
    description:
      'Public, for the customer (the invoice id from the e-mail is the key): what is owed, to ' +
      'whom, and whether it is paid. Rate limited per address more tightly than the rest of the ' +
      'API.',
  })
  getInvoiceStatus(@Param('id', clientId) id: string): Promise<InvoiceStatusDto> {
    return this.payments.status(id);
  }

  /** Where to pay now: an open payment link for the current total, made when needed. */
  @Public()
  @Post(':id/payment')
  @HttpCode(HttpStatus.OK)
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: PaymentStartDto })
  @ApiErrorResponses('PAYMENT_NOT_AVAILABLE', 'PAYMENT_PROVIDER_FAILED')
  @ApiOperation({
    summary: 'Start paying an invoice',
    description:
      'Public: answers where to pay now, an open payment link for the current total, made when ' +
      'needed.',
  })
  startInvoicePayment(@Param('id', clientId) id: string): Promise<PaymentStartDto> {
    return this.payments.start(id);
  }
}
