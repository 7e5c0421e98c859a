import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoiceEntity } from '../invoices/invoice.entity.js';
import { MollieModule } from '../mollie/mollie.module.js';
import { InvoiceStatusController } from './invoice-status.controller.js';
import { MolliePaymentLinks } from './mollie-payment-links.js';
import { MollieWebhookController } from './mollie-webhook.controller.js';
import { PayableInvoicesRepository } from './payable-invoices.repository.js';
import { PaymentsService } from './payments.service.js';

/** Getting paid: the public status and pay pages' API and the providers' webhooks. */
@Module({
  imports: [TypeOrmModule.forFeature([InvoiceEntity]), MollieModule],
  controllers: [InvoiceStatusController, MollieWebhookController],
  providers: [PayableInvoicesRepository, MolliePaymentLinks, PaymentsService],
})
export class PaymentsModule {}
