import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EInvoicesModule } from '../e-invoices/e-invoices.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { EmailDeliveryRepository } from './email-delivery.repository.js';
import { EmailRecoveryService } from './email-recovery.service.js';
import { InvoiceEmailEntity } from './invoice-email.entity.js';
import { InvoiceEmailsController } from './invoice-emails.controller.js';
import { InvoiceEmailsRepository } from './invoice-emails.repository.js';
import { InvoiceEmailsService } from './invoice-emails.service.js';
import { SendEmailModule } from './jobs/send-email/send-email.module.js';

/**
 * E-mailing invoices (spec §3 "Email records", §4 "Email queue", §7): the send and history
 * routes, the send-email queue, and the sweep that recovers records whose job was lost.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InvoiceEmailEntity]),
    InvoicesModule,
    SettingsModule,
    SendEmailModule,
    EInvoicesModule,
  ],
  controllers: [InvoiceEmailsController],
  // The repositories are provided here too: SendEmailModule exports services only.
  providers: [
    InvoiceEmailsRepository,
    EmailDeliveryRepository,
    InvoiceEmailsService,
    EmailRecoveryService,
  ],
})
export class EmailQueueModule {}
