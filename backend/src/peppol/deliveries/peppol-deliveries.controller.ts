import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../../common/api/client-id.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { PeppolDeliveryListDto, PeppolDeliveryResultDto } from './dto/peppol-delivery.dto.js';
import { PeppolDeliveriesService } from './peppol-deliveries.service.js';

@ApiTags('invoices')
@Controller('invoices/:id/peppol-deliveries')
export class PeppolDeliveriesController {
  constructor(private readonly deliveries: PeppolDeliveriesService) {}

  @Post()
  @Idempotent()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiClientIdParam('id', 'invoice')
  @ApiAcceptedResponse({
    type: PeppolDeliveryResultDto,
    description: 'Queued: the delivery is stored; the queue sends it once',
  })
  @ApiErrorResponses(
    'CONFLICT',
    'PEPPOL_NOT_REGISTERED',
    'EINVOICE_NOT_READY',
    'PEPPOL_RECIPIENT_UNREACHABLE',
    'PEPPOL_PROVIDER_FAILED',
    'PEPPOL_NOT_CONFIGURED',
  )
  @ApiOperation({
    summary: 'Send an invoice over Peppol',
    description:
      'Sends the invoice’s e-invoice (Peppol BIS 3.0 UBL) from the caller’s registered company ' +
      'to the customer’s Peppol address, and answers 202 with the `queued` delivery; the queue ' +
      'sends it once, with retries, and the invoice becomes `sent` when the customer’s access ' +
      'point has it. 409 PEPPOL_NOT_REGISTERED without an active Peppol registration, ' +
      'EINVOICE_NOT_READY naming what the e-invoice lacks, PEPPOL_RECIPIENT_UNREACHABLE when the ' +
      'customer cannot receive it over Peppol, CONFLICT for an unsaved invoice or one already on ' +
      'its way or delivered.',
  })
  async sendPeppolDelivery(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<PeppolDeliveryResultDto> {
    return { delivery: await this.deliveries.send(user.id, id) };
  }

  @Get()
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: PeppolDeliveryListDto })
  @ApiOperation({
    summary: 'List an invoice’s Peppol deliveries',
    description:
      'Every Peppol delivery of the invoice, oldest first, with its status, when it was queued, ' +
      'sent and settled, and why it was refused or failed.',
  })
  async listPeppolDeliveries(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<PeppolDeliveryListDto> {
    return { deliveries: await this.deliveries.list(user.id, id) };
  }
}
