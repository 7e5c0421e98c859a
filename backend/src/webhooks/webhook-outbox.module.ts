import { Module } from '@nestjs/common';
import { WebhookOutboxRepository } from './webhook-outbox.repository.js';
import { WebhookOutboxService } from './webhook-outbox.service.js';

/**
 * The outbox alone, for the modules whose changes are events (invoices, e-mail, reminders): it
 * imports nothing of theirs, so they can import it without a cycle.
 */
@Module({
  providers: [WebhookOutboxRepository, WebhookOutboxService],
  exports: [WebhookOutboxService],
})
export class WebhookOutboxModule {}
