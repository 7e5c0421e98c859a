import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isInvoiceId } from '@app/contracts/invoice';
import { Public } from '../common/auth/public.decorator.js';
import { PaymentsService } from './payments.service.js';

/**
 * Mollie's notification that a payment of an invoice's link changed (`id=tr_…`, a form). The body
 * is never believed: the invoice's links are read back from Mollie with the owner's token. Any
 * id we do not know answers 200 (Mollie would otherwise retry for hours); Mollie being
 * unreachable answers 502, so Mollie tries again later. Called by Mollie only.
 */
@ApiTags('payments')
@Controller('payments/webhooks/mollie')
export class MollieWebhookController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Post(':invoiceId')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { id: { type: 'string', example: 'tr_7UhSN1zuXS' } },
    },
  })
  @ApiOkResponse({ description: 'Received (also for ids it does not know)' })
  @ApiOperation({
    summary: 'Receive a Mollie payment notification',
    description:
      'Called by Mollie only, with a form `id=tr_…`. The body is never believed: the invoice’s ' +
      'payment links are read back from Mollie. Unknown ids answer 200.',
  })
  async mollieWebhook(
    @Param('invoiceId') invoiceId: string,
    @Body() body: Record<string, unknown> | undefined,
  ): Promise<void> {
    const paymentId = body?.id;
    if (!isInvoiceId(invoiceId) || typeof paymentId !== 'string' || !/^tr_\w+$/.test(paymentId)) {
      return;
    }
    await this.payments.settle(invoiceId);
  }
}
