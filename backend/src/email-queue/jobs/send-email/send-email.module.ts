import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { QueueDriver } from '../../../common/queue/queue.interface.js';
import { QUEUE_DRIVER } from '../../../common/queue/queue.tokens.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.tokens.js';
import { EInvoicesModule } from '../../../e-invoices/e-invoices.module.js';
import { InvoicesModule } from '../../../invoices/invoices.module.js';
import { SettingsModule } from '../../../settings/settings.module.js';
import { LogoModule } from '../../../logo/logo.module.js';
import { UsersModule } from '../../../users/users.module.js';
import { WebhookOutboxModule } from '../../../webhooks/webhook-outbox.module.js';
import { EmailDeliveryRepository } from '../../email-delivery.repository.js';
import { EmailFailuresService } from '../../email-failures.service.js';
import { EmailPlanner } from '../../email-planner.service.js';
import { InvoiceEmailEntity } from '../../invoice-email.entity.js';
import { InvoiceEmailsRepository } from '../../invoice-emails.repository.js';
import { EmailPdfService } from '../../mail/email-pdf.service.js';
import { InvoiceMailComposer } from '../../mail/invoice-mail.composer.js';
import {
  createMailTransport,
  MAIL_TRANSPORT,
  type MailTransport,
} from '../../mail/mail-transport.js';
import { SendEmailHandler } from './send-email.handler.js';
import { SEND_EMAIL_QUEUE } from './send-email.job.js';
import { SendEmailProducer } from './send-email.producer.js';

/**
 * Messages one instance sends at once: rendering a PDF takes tens of milliseconds of CPU, the
 * SMTP dialogue mostly waits, so a few in parallel keep both busy.
 */
export const SEND_EMAIL_CONCURRENCY = 4;

/** The send-email queue: producer, handler and what the handler needs to render and deliver. */
@Module({
  imports: [
    TypeOrmModule.forFeature([InvoiceEmailEntity]),
    InvoicesModule,
    LogoModule,
    EInvoicesModule,
    SettingsModule,
    UsersModule,
    WebhookOutboxModule,
  ],
  providers: [
    InvoiceEmailsRepository,
    EmailDeliveryRepository,
    EmailFailuresService,
    EmailPlanner,
    InvoiceMailComposer,
    EmailPdfService,
    SendEmailHandler,
    SendEmailProducer,
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport => createMailTransport(config),
    },
  ],
  exports: [EmailPlanner, SendEmailProducer, EmailPdfService, EmailFailuresService],
})
export class SendEmailModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(QUEUE_DRIVER) private readonly driver: QueueDriver,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly handler: SendEmailHandler,
  ) {}

  onModuleInit(): void {
    this.driver.registerHandler(SEND_EMAIL_QUEUE, this.handler, {
      concurrency: SEND_EMAIL_CONCURRENCY,
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
