import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import {
  ListWebhookDeliveriesQueryDto,
  ListWebhookEndpointsQueryDto,
} from './dto/list-webhooks.dto.js';
import { SaveWebhookEndpointBodyDto } from './dto/save-webhook-endpoint.dto.js';
import {
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
} from './dto/webhook-endpoint.dto.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

// A malformed id can never be anyone's row: answer it like a missing one.
const endpointId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });

/** The signed-in user's webhook endpoints, beside their settings (`/api/user/settings`). */
@ApiTags('webhooks')
@Controller('user/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhookEndpointsService) {}

  @Get()
  @ApiOperation({
    summary: 'List webhook endpoints',
    description: 'The endpoints events are delivered to, oldest first (at most 10 per user).',
  })
  @ApiOkResponse({ type: WebhookEndpointListDto })
  listWebhookEndpoints(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListWebhookEndpointsQueryDto,
  ): Promise<WebhookEndpointListDto> {
    return this.webhooks.list(user.id, query);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description:
      'Answers the endpoint and its signing secret, which is shown this once. Deliveries are ' +
      'signed as the Standard Webhooks specification says (docs/webhooks.md).',
  })
  @ApiCreatedResponse({ type: WebhookEndpointWithSecretDto })
  createWebhookEndpoint(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveWebhookEndpointBodyDto,
  ): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.create(user.id, body.endpoint);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Get a webhook endpoint',
    description: 'Its address, description, events and switch; never its secret.',
  })
  @ApiOkResponse({ type: WebhookEndpointDto })
  getWebhookEndpoint(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', endpointId) id: string,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.get(user.id, id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Replace a webhook endpoint',
    description:
      'A whole replacement of its address, description, events and switch; the secret stays.',
  })
  @ApiOkResponse({ type: WebhookEndpointDto })
  updateWebhookEndpoint(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', endpointId) id: string,
    @Body() body: SaveWebhookEndpointBodyDto,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(user.id, id, body.endpoint);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a webhook endpoint',
    description: 'Its deliveries go with it; those not yet delivered are never sent.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteWebhookEndpoint(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', endpointId) id: string,
  ): Promise<void> {
    return this.webhooks.delete(user.id, id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rotate a webhook endpoint’s signing secret',
    description: 'Answers the new secret, shown this once; the old one stops signing at once.',
  })
  @ApiOkResponse({ type: WebhookEndpointWithSecretDto })
  rotateWebhookSecret(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', endpointId) id: string,
  ): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.rotateSecret(user.id, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: 'List a webhook endpoint’s deliveries',
    description:
      'Newest first, each with every try: when, the answer’s status code, how long, why it failed.',
  })
  @ApiOkResponse({ type: WebhookDeliveryListDto })
  listWebhookDeliveries(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', endpointId) id: string,
    @Query() query: ListWebhookDeliveriesQueryDto,
  ): Promise<WebhookDeliveryListDto> {
    return this.webhooks.deliveriesOf(user.id, id, query);
  }

  @Post(':id/test')
  @ApiOperation({
    summary: 'Send a test event',
    description:
      'Queues a `webhook.test` event for this endpoint alone, whatever it subscribes to, and answers its delivery.',
  })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  sendWebhookTestEvent(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', endpointId) id: string,
  ): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(user.id, id);
  }
}
