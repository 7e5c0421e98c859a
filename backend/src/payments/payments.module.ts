import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { MollieModule } from '../mollie/mollie.module.js';
import { InvoiceStatusController } from './invoice-status.controller.js';
import { MolliePaymentLinks } from './mollie-payment-links.js';
import { MollieWebhookController } from './mollie-webhook.controller.js';
import { PaymentsService } from './payments.service.js';

/** Getting paid: the public status and pay pages' API and the providers' webhooks. */
@Module({
  imports: [InvoicesModule, MollieModule],
  controllers: [InvoiceStatusController, MollieWebhookController],
  providers: [MolliePaymentLinks, PaymentsService],
})
export class PaymentsModule {}
