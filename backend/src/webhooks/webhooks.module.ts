import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../common/crypto/secret-box.js';
import { DeliverWebhookModule } from './jobs/deliver-webhook/deliver-webhook.module.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookEventEntity } from './webhook-event.entity.js';
import { WebhookOutboxModule } from './webhook-outbox.module.js';
import { WebhooksController } from './webhooks.controller.js';

/**
 * Outgoing webhooks (docs/webhooks.md): the endpoints a user registers, their deliveries, and the
 * queue that delivers them. Features record events through WebhookOutboxModule.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookEventEntity, WebhookDeliveryEntity]),
    WebhookOutboxModule,
    DeliverWebhookModule,
  ],
  controllers: [WebhooksController],
  providers: [
    SecretBox,
    WebhookEndpointsRepository,
    WebhookDeliveriesRepository,
    WebhookEndpointsService,
  ],
})
export class WebhooksModule {}
