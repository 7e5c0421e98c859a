import { Module } from '@nestjs/common';
import { EInvoicesModule } from '../e-invoices/e-invoices.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { EmailRecoveryService } from './email-recovery.service.js';
import { InvoiceEmailsController } from './invoice-emails.controller.js';
import { InvoiceEmailsService } from './invoice-emails.service.js';
import { SendEmailModule } from './jobs/send-email/send-email.module.js';

/**
 * E-mailing invoices (spec §3 "Email records", §4 "Email queue", §7): the send and history
 * routes, the send-email queue, and the sweep that recovers records whose job was lost.
 */
@Module({
  imports: [InvoicesModule, SendEmailModule, EInvoicesModule],
  controllers: [InvoiceEmailsController],
  providers: [InvoiceEmailsService, EmailRecoveryService],
})
export class EmailQueueModule {}
