import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { SecretBox } from '../../../common/crypto/secret-box.js';
import type { QueueDriver } from '../../../common/queue/queue.interface.js';
import { QUEUE_DRIVER } from '../../../common/queue/queue.tokens.js';
import { WebhookResolver } from '../../delivery/webhook-resolver.js';
import { WebhookDispatchRepository } from '../../webhook-dispatch.repository.js';
import { WebhookDispatchService } from '../../webhook-dispatch.service.js';
import { DeliverWebhookHandler } from './deliver-webhook.handler.js';
import { DELIVER_WEBHOOK_QUEUE } from './deliver-webhook.job.js';
import { DeliverWebhookProducer } from './deliver-webhook.producer.js';

/** Tries one instance makes at once: each mostly waits on a receiver (10 s at most). */
export const DELIVER_WEBHOOK_CONCURRENCY = 8;

/**
 * The webhook delivery queue: the dispatch sweep that queues what is due, the handler that tries
 * one delivery, and what a try needs.
 */
@Module({
  providers: [
    SecretBox,
    WebhookResolver,
    WebhookDispatchRepository,
    DeliverWebhookHandler,
    DeliverWebhookProducer,
    WebhookDispatchService,
  ],
  exports: [WebhookDispatchService],
})
export class DeliverWebhookModule implements OnModuleInit {
  constructor(
    @Inject(QUEUE_DRIVER) private readonly driver: QueueDriver,
    private readonly handler: DeliverWebhookHandler,
  ) {}

  onModuleInit(): void {
    this.driver.registerHandler(DELIVER_WEBHOOK_QUEUE, this.handler, {
      concurrency: DELIVER_WEBHOOK_CONCURRENCY,
    });
  }
}
