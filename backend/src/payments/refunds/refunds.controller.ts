import { Controller, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../../common/api/client-id.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { InvoiceDto } from '../../invoices/dto/invoice.dto.js';
import { RefundsService } from './refunds.service.js';

/** The owner's side of a refund: a credit note's amount back to the customer through Mollie. */
@ApiTags('invoices')
@Controller('invoices')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Post(':id/refund')
  @Idempotent()
  @ApiClientIdParam('id', 'credit note')
  @ApiCreatedResponse({ type: InvoiceDto, description: 'The credit note with its `refund`' })
  @ApiErrorResponses(
    'REFUND_NOT_AVAILABLE',
    'REFUND_EXISTS',
    'REFUND_EXCEEDS_PAYMENT',
    'PAYMENT_PROVIDER_FAILED',
  )
  @ApiOperation({
    summary: 'Refund a credit note through Mollie',
    description:
      'When the credited invoice was paid online through Mollie, refunds the credit note’s ' +
      'total to that payment with Mollie’s Refunds API and answers the credit note with its ' +
      'read-only `refund` (`status`, `amount` in cents, `createdAt`); Mollie’s webhook keeps ' +
      'the status current (`pending` … `refunded`, or `failed`), on the credit note and in ' +
      'the invoice’s `credits`. 409 REFUND_NOT_AVAILABLE when it is not a credit note or the ' +
      'invoice was not paid through Mollie, REFUND_EXISTS when it was refunded already (a ' +
      'failed or canceled refund may be made again), REFUND_EXCEEDS_PAYMENT when Mollie can ' +
      'no longer refund that much of the payment. Send an `Idempotency-Key`.',
  })
  refundCreditNote(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<InvoiceDto> {
    return this.refunds.refund(user.id, id);
  }
}
