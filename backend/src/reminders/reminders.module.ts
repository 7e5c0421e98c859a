import { Module } from '@nestjs/common';
import { SendEmailModule } from '../email-queue/jobs/send-email/send-email.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module.js';
import { OverdueRepository } from './overdue.repository.js';
import { OverdueWorkService } from './overdue-work.service.js';

/** Overdue marking and payment reminders (docs/scheduled-work.md). */
@Module({
  imports: [SendEmailModule, InvoicesModule, WebhookOutboxModule],
  providers: [OverdueRepository, OverdueWorkService],
  exports: [OverdueWorkService],
})
export class RemindersModule {}
